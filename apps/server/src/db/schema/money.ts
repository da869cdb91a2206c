import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ts } from './columns';
import { users } from './users';
import { journalEntries } from './ledger';

/** Top-ups through Stripe, PayPal or the offline sandbox. Credited once, when status turns 'paid'. */
export const topUps = pgTable(
  'top_ups',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    providerSessionId: text('provider_session_id').unique(),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('top_ups_user_idx').on(t.userId),
    // Issue 14: the operator's flag looks for a paid top-up in the 24 hours before each withdrawal.
    index('top_ups_user_paid_idx').on(t.userId, t.paidAt),
  ],
);

/** Provider webhook events already handled (replays are ignored). */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/** Customer and venue withdrawals: 1 pending (money in flight), 2 verified (paid out), 3 rejected (returned). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    status: smallint('status').notNull().default(1),
    accountName: text('account_name'),
    bsb: text('bsb'),
    accountNumber: text('account_number'),
    /** When the copied bank details were last changed before the request (the operator's 7-day flag). */
    bankChangedAt: ts('bank_changed_at'),
    /** The operator's reason for a rejection, messaged to the user. */
    rejectReason: text('reject_reason'),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by'),
    createdAt: createdAt(),
  },
  // Lists are newest first with keyset paging on (created_at, id): a user's own, the operator's by status or all.
  (t) => [
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_created_idx').on(t.createdAt, t.id),
  ],
);

/** A customer paying at a venue with wallet and/or pocket money, optionally redeeming a voucher. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => users.id),
    walletCents: cents('wallet_cents').notNull().default(0),
    pocketCents: cents('pocket_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull().default(0),
    voucherId: uuid('voucher_id'),
    confirmationCode: text('confirmation_code').notNull(),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  // The customer's and the venue's money history: newest first, keyset paging on (created_at, id).
  (t) => [
    index('payments_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('payments_venue_created_idx').on(t.venueId, t.createdAt, t.id),
  ],
);
