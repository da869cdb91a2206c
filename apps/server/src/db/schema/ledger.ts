import { bigint, boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cents, createdAt, id, ts } from './columns';
import { users } from './users';

/**
 * One row per balance. kind: wallet | pocket | business_credit | venue_credit | venue_earnings | escrow | withdrawal |
 * external | platform.
 * `key` names the balance uniquely (e.g. "wallet:<userId>", "pocket:<userId>:<venueId>", "escrow:<campaignId>").
 * Only external accounts (money entering or leaving the platform) and the platform's own accounts may go negative.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id').references(() => users.id),
    venueId: uuid('venue_id').references(() => users.id),
    campaignId: uuid('campaign_id'),
    allowNegative: boolean('allow_negative').notNull().default(false),
    balanceCents: cents('balance_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_non_negative', sql`${t.allowNegative} OR ${t.balanceCents} >= 0`),
    index('ledger_accounts_owner_idx').on(t.ownerId),
    // Pockets are listed and summed per venue (a venue's customers, pay at venue).
    index('ledger_accounts_venue_idx').on(t.venueId),
  ],
);

/** A balanced journal entry. idempotency_key makes each effect (provider event, payout, withdrawal) happen once. */
export const journalEntries = pgTable('journal_entries', {
  id: id(),
  kind: text('kind').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  memo: text('memo'),
  actorId: uuid('actor_id'),
  createdAt: createdAt(),
});

/** Signed postings; the lines of one entry sum to zero. Positive adds to the account's balance. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: cents('amount_cents').notNull(),
    /**
     * The order lines were applied to their account (statements). Taken from a sequence when the line
     * is inserted, which postEntry does while it holds the account's row lock: of two entries on one account,
     * the later one to get the lock always has the higher number. The entry's created_at is the time its
     * transaction started, which a transaction that waited for the lock can have earlier than its rival's.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
  },
  // A statement reads one account's lines newest first, a page at a time: (account_id, seq) serves both the
  // page and the sum of the lines after it (the running balance); its prefix serves the per-account lookups.
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_seq_idx').on(t.accountId, t.seq),
  ],
);

/**
 * Each run of the ledger check (the hourly job, or an operator asking for it): the operator's overview shows
 * the latest one instead of proving the whole ledger on every page load.
 */
export const ledgerChecks = pgTable(
  'ledger_checks',
  {
    id: id(),
    checkedAt: ts('checked_at').notNull(),
    ok: boolean('ok').notNull(),
    problems: jsonb('problems').$type<string[]>().notNull(),
  },
  (t) => [index('ledger_checks_checked_idx').on(t.checkedAt)],
);

/** One figure of a reconciliation: a provider term (money in or out) or a held balance kind, in cents. */
export type ReconciliationTerm = { side: 'in' | 'out' | 'held'; name: string; cents: number };

/**
 * Each run of the daily reconciliation (the job, or an operator asking for it): money in through the
 * providers minus money out, against what the platform holds. `terms` keeps every figure it added up (provider
 * terms by name, held balances by ledger kind), so a new term needs no new column.
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: id(),
    ranAt: ts('ran_at').notNull(),
    ok: boolean('ok').notNull(),
    /** Provider side: what came in (paid top-ups) less what went out (paid withdrawals, later refunds). */
    expectedCents: cents('expected_cents').notNull(),
    /** Platform side: every non-external ledger balance summed (users, escrow, in flight, platform accounts). */
    heldCents: cents('held_cents').notNull(),
    /** held - expected: 0 when the books reconcile. */
    differenceCents: cents('difference_cents').notNull(),
    terms: jsonb('terms').$type<ReconciliationTerm[]>().notNull(),
    /** The operator who asked for it; null for the daily job. */
    ranBy: uuid('ran_by'),
  },
  (t) => [index('reconciliations_ran_idx').on(t.ranAt)],
);
