/**
 * The statements postEntries sends. Most posts are small (a payment or a withdrawal moves 2-4 accounts with one
 * entry), and building their SQL per call would be CPU spent on every payment, so the small shapes are
 * prepared once per row count and filled in per call; a bigger batch (a settlement) is built
 * as it comes. Either way the SQL text is the same.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { listValues, placeholderList, placeholderRows, preparedByShape, rowValues } from '../db/prepared';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema';
import type { AccountSpec } from './accounts';

/** Row counts up to this use a prepared statement. */
const SMALL = 8;

// ---- entries already posted, by idempotency key ----

const findEntriesQuery = <K>(tx: Tx, keys: K[]) =>
  tx
    .select({ id: journalEntries.id, key: journalEntries.idempotencyKey })
    .from(journalEntries)
    .where(inArray(journalEntries.idempotencyKey, keys as string[]));
const findEntriesOf = preparedByShape((tx, n: number) =>
  findEntriesQuery(tx as Tx, placeholderList('k', n)).prepare(''),
);

export function selectEntries(tx: Tx, keys: string[]) {
  if (keys.length > SMALL) return findEntriesQuery(tx, keys);
  return findEntriesOf(tx, keys.length).execute(listValues('k', keys));
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
  upsertAccountsQuery(tx as Tx, placeholderRows(ACCOUNT_FIELDS, n)).prepare(''),
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
  return upsertAccountsOf(tx, rows.length).execute(rowValues(rows));
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
  insertEntriesQuery(tx as Tx, placeholderRows(ENTRY_FIELDS, n)).prepare(''),
);

/** Inserts the entries; answers the ones inserted (a key already there is skipped: its twin committed first). */
export function insertEntries(tx: Tx, rows: EntryRow[]) {
  if (rows.length > SMALL) return insertEntriesQuery(tx, rows);
  return insertEntriesOf(tx, rows.length).execute(rowValues(rows));
}

// ---- lines ----

type LineRow = { entryId: string; accountId: string; amountCents: number };
const insertLinesQuery = (tx: Tx, rows: ReadonlyArray<Record<keyof LineRow, unknown>>) =>
  tx.insert(journalLines).values(rows as LineRow[]);
const LINE_FIELDS = ['entryId', 'accountId', 'amountCents'] as const;
const insertLinesOf = preparedByShape((tx, n: number) =>
  insertLinesQuery(tx as Tx, placeholderRows(LINE_FIELDS, n)).prepare(''),
);

export async function insertLines(tx: Tx, rows: LineRow[]) {
  if (rows.length > SMALL) await insertLinesQuery(tx, rows);
  else await insertLinesOf(tx, rows.length).execute(rowValues(rows));
}
