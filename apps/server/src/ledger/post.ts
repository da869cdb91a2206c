import { ERROR_CODE } from '@spruik/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema';
import { afterCommitIfAny } from '../db/transaction';
import { AppError } from '../lib/app-error';
import { countLedgerEntry } from '../lib/metrics';
import { parseAccountKey, type AccountSpec } from './accounts';

export type LedgerLine = {
  key: string;
  /** Signed cents: positive adds to the account's balance, negative takes from it. */
  amountCents: number;
  /** Owner for accounts whose key does not name one (withdrawal:<id>). */
  ownerId?: string;
};

export type EntryInput = {
  /** What happened, e.g. 'topup', 'withdraw_request', 'withdraw_decision', 'campaign_payout'. */
  kind: string;
  /** The effect's one name, e.g. 'topup:<topUpId>'. A second post with the same key changes nothing. */
  idempotencyKey: string;
  memo?: string | null;
  actorId?: string | null;
  lines: LedgerLine[];
  /** The user-facing text when a balance would go below zero. */
  insufficientMessage?: string;
};

export type PostResult = { duplicate: boolean; entryId: string };

/**
 * Posts one balanced journal entry and applies it to the balances, inside the caller's transaction.
 * The touched account rows are locked in key order (one fixed order, so concurrent posts cannot deadlock),
 * so the balance check and the update see the same numbers. Posting an idempotency key that already exists
 * returns { duplicate: true } and changes nothing.
 */
export async function postEntry(tx: Tx, input: EntryInput): Promise<PostResult> {
  const deltas = validate(input);
  const already = await findEntry(tx, input.idempotencyKey);
  if (already) return { duplicate: true, entryId: already };
  const specs = [...deltas.keys()].map((key) => accountSpec(key, input.lines));
  const accounts = await lockAccountRows(tx, specs);

  const short = accounts.some((a) => !a.allowNegative && a.balance + (deltas.get(a.key) ?? 0) < 0);
  if (short) {
    // A repeat of an effect that already happened is not an error, even if the money has moved on since.
    const existing = await findEntry(tx, input.idempotencyKey);
    if (existing) return { duplicate: true, entryId: existing };
    throw new AppError(
      400,
      ERROR_CODE.INSUFFICIENT_BALANCE,
      input.insufficientMessage ?? 'Insufficient balance.',
    );
  }

  // The unique idempotency key is the last word: a concurrent twin waits here and then finds the row.
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      memo: input.memo ?? null,
      actorId: input.actorId ?? null,
    })
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id });
  if (!entry) {
    const existing = await findEntry(tx, input.idempotencyKey);
    if (!existing) throw new Error(`ledger: entry ${input.idempotencyKey} vanished`);
    return { duplicate: true, entryId: existing };
  }

  const idOf = new Map(accounts.map((a) => [a.key, a.id]));
  await tx.insert(journalLines).values(
    input.lines.map((l) => ({
      entryId: entry.id,
      accountId: idOf.get(l.key)!,
      amountCents: l.amountCents,
    })),
  );
  for (const a of accounts) {
    const delta = deltas.get(a.key) ?? 0;
    if (delta === 0) continue;
    await tx
      .update(ledgerAccounts)
      .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${delta}` })
      .where(eq(ledgerAccounts.id, a.id));
  }
  const moved = input.lines.reduce((sum, l) => sum + Math.max(l.amountCents, 0), 0);
  afterCommitIfAny(tx, async () => countLedgerEntry(input.kind, input.memo, moved));
  return { duplicate: false, entryId: entry.id };
}

/**
 * Locks ledger accounts for the rest of the caller's transaction, creating the missing ones, one key after
 * the other in ascending key order: the ledger's part of the lock order in docs/ledger.md. A transaction
 * that posts several entries (a campaign's settlement) calls this first with every key it may touch, so
 * its later posts only take locks it already holds.
 */
export async function lockAccounts(tx: Tx, keys: string[]): Promise<void> {
  const specs = [...new Set(keys)].map((key) => {
    const spec = parseAccountKey(key);
    if (!spec) throw new Error(`ledger: unknown account key ${key}`);
    return spec;
  });
  if (specs.length > 0) await lockAccountRows(tx, specs);
}

/** Code-unit order of the keys (PostgreSQL's "C" collation), the same in JavaScript and in SQL. */
const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * One statement that creates each missing account and locks each existing one, row after row in key
 * order. A plain insert-then-select would create (and so hold) a new key before locking an older, lower
 * one. An upsert that "updates" the balance to itself takes each row lock in the same pass, at
 * FOR NO KEY UPDATE strength (balance_cents is no key column): inserting journal lines that reference an
 * account by foreign key never waits for it.
 */
async function lockAccountRows(tx: Tx, specs: AccountSpec[]) {
  const rows = await tx
    .insert(ledgerAccounts)
    .values(
      [...specs].sort(byKey).map(({ key, kind, ownerId, venueId, campaignId, allowNegative }) => ({
        key,
        kind,
        ownerId,
        venueId,
        campaignId,
        allowNegative,
      })),
    )
    .onConflictDoUpdate({
      target: ledgerAccounts.key,
      set: { balanceCents: sql`${ledgerAccounts}.${sql.identifier('balance_cents')}` },
    })
    .returning({
      id: ledgerAccounts.id,
      key: ledgerAccounts.key,
      balance: ledgerAccounts.balanceCents,
      allowNegative: ledgerAccounts.allowNegative,
    });
  return rows.sort(byKey);
}

/** Checks the entry's shape; returns the net change per account key. Programming errors, so plain Errors (a 500). */
function validate(input: EntryInput): Map<string, number> {
  if (!input.idempotencyKey) throw new Error('ledger: idempotency key required');
  if (input.lines.length < 2) throw new Error(`ledger: ${input.idempotencyKey} needs at least two lines`);
  const deltas = new Map<string, number>();
  let sum = 0;
  for (const l of input.lines) {
    if (!Number.isSafeInteger(l.amountCents) || l.amountCents === 0) {
      throw new Error(`ledger: ${input.idempotencyKey} has a bad amount ${l.amountCents} on ${l.key}`);
    }
    if (!parseAccountKey(l.key)) throw new Error(`ledger: unknown account key ${l.key}`);
    deltas.set(l.key, (deltas.get(l.key) ?? 0) + l.amountCents);
    sum += l.amountCents;
  }
  if (sum !== 0) throw new Error(`ledger: ${input.idempotencyKey} does not balance (sum ${sum})`);
  return deltas;
}

function accountSpec(key: string, lines: LedgerLine[]): AccountSpec {
  const spec = parseAccountKey(key)!;
  const ownerId = spec.ownerId ?? lines.find((l) => l.key === key && l.ownerId)?.ownerId ?? null;
  return { ...spec, ownerId };
}

async function findEntry(tx: Tx, idempotencyKey: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, idempotencyKey))
    .limit(1);
  return row?.id ?? null;
}
