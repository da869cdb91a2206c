/**
 * The statements postEntries sends. Most posts are small (a payment or a withdrawal moves 2-4 accounts with one
 * entry), and building their SQL per call was a measurable part of a payment's CPU (docs/performance.md), so the
 * small shapes are prepared once per row count and filled in per call; a bigger batch (a settlement) is built
 * as it comes. Either way the SQL text is the same.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { preparedByShape } from '../db/prepared';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema';
import type { AccountSpec } from './accounts';

/** Row counts up to this use a prepared statement. */
const SMALL = 8;
const ph = (name: string, i: number) => sql.placeholder(`${name}${i}`);
const indexes = (n: number) => Array.from({ length: n }, (_, i) => i);
/** Placeholder values for rows: `{ key0: .., kind0: .., key1: .. }`. */
function valuesOf<T extends Record<string, unknown>>(rows: T[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const [name, value] of Object.entries(row)) out[`${name}${i}`] = value;
  });
  return out;
}

// ---- entries already posted, by idempotency key ----

const findEntriesQuery = <K>(tx: Tx, keys: K[]) =>
  tx
    .select({ id: journalEntries.id, key: journalEntries.idempotencyKey })
    .from(journalEntries)
    .where(inArray(journalEntries.idempotencyKey, keys as string[]));
const findEntriesOf = preparedByShape((tx, n: number) =>
  findEntriesQuery(
    tx as Tx,
    indexes(n).map((i) => ph('k', i)),
  ).prepare(''),
);

export function selectEntries(tx: Tx, keys: string[]) {
  if (keys.length > SMALL) return findEntriesQuery(tx, keys);
  return findEntriesOf(tx, keys.length).execute(valuesOf(keys.map((k) => ({ k }))));
}

// ---- accounts: create the missing, lock the rest (see lockAccountRows) ----

type AccountRow = Pick<AccountSpec, 'key' | 'kind' | 'ownerId' | 'venueId' | 'campaignId' | 'allowNegative'>;
const upsertAccountsQuery = (tx: Tx, rows: ReadonlyArray<Record<keyof AccountRow, unknown>>) =>
  tx
    .insert(ledgerAccounts)
    .values(rows as AccountRow[])
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
const ACCOUNT_FIELDS = ['key', 'kind', 'ownerId', 'venueId', 'campaignId', 'allowNegative'] as const;
const upsertAccountsOf = preparedByShape((tx, n: number) =>
  upsertAccountsQuery(
    tx as Tx,
    indexes(n).map(
      (i) =>
        Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, ph(f, i)])) as Record<keyof AccountRow, unknown>,
    ),
  ).prepare(''),
);

/** One upsert of these accounts, in the order given (the caller sorts by key: the lock order). */
export function upsertAccounts(tx: Tx, specs: AccountSpec[]) {
  const rows = specs.map(({ key, kind, ownerId, venueId, campaignId, allowNegative }) => ({
    key,
    kind,
    ownerId,
    venueId,
    campaignId,
    allowNegative,
  }));
  if (rows.length > SMALL) return upsertAccountsQuery(tx, rows);
  return upsertAccountsOf(tx, rows.length).execute(valuesOf(rows));
}

// ---- entries ----

type EntryRow = { kind: string; idempotencyKey: string; memo: string | null; actorId: string | null };
const insertEntriesQuery = (tx: Tx, rows: ReadonlyArray<Record<keyof EntryRow, unknown>>) =>
  tx
    .insert(journalEntries)
    .values(rows as EntryRow[])
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id, key: journalEntries.idempotencyKey });
const ENTRY_FIELDS = ['kind', 'idempotencyKey', 'memo', 'actorId'] as const;
const insertEntriesOf = preparedByShape((tx, n: number) =>
  insertEntriesQuery(
    tx as Tx,
    indexes(n).map(
      (i) => Object.fromEntries(ENTRY_FIELDS.map((f) => [f, ph(f, i)])) as Record<keyof EntryRow, unknown>,
    ),
  ).prepare(''),
);

/** Inserts the entries; answers the ones inserted (a key already there is skipped: its twin committed first). */
export function insertEntries(tx: Tx, rows: EntryRow[]) {
  if (rows.length > SMALL) return insertEntriesQuery(tx, rows);
  return insertEntriesOf(tx, rows.length).execute(valuesOf(rows));
}

// ---- lines ----

type LineRow = { entryId: string; accountId: string; amountCents: number };
const insertLinesQuery = (tx: Tx, rows: ReadonlyArray<Record<keyof LineRow, unknown>>) =>
  tx.insert(journalLines).values(rows as LineRow[]);
const LINE_FIELDS = ['entryId', 'accountId', 'amountCents'] as const;
const insertLinesOf = preparedByShape((tx, n: number) =>
  insertLinesQuery(
    tx as Tx,
    indexes(n).map(
      (i) => Object.fromEntries(LINE_FIELDS.map((f) => [f, ph(f, i)])) as Record<keyof LineRow, unknown>,
    ),
  ).prepare(''),
);

export async function insertLines(tx: Tx, rows: LineRow[]) {
  if (rows.length > SMALL) await insertLinesQuery(tx, rows);
  else await insertLinesOf(tx, rows.length).execute(valuesOf(rows));
}
