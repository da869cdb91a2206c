import { ERROR_CODE } from '@spruik/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerAccounts } from '../db/schema';
import { afterCommitIfAny } from '../db/transaction';
import { chunks } from '../db/chunks';
import { AppError } from '../lib/app-error';
import { countLedgerEntry } from '../lib/metrics';
import { parseAccountKey, type AccountSpec } from './accounts';
import { insertEntries, insertLines, selectEntries, upsertAccounts } from './post-statements';

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
  const [result] = await postEntries(tx, [input]);
  return result;
}

/**
 * Posts several balanced entries at once (a campaign's settlement pays every participant), in a few statements
 * per thousand entries instead of several per entry: look up the keys already posted, lock every account of the rest in key order
 * (one upsert), insert the entries, then all their lines, then add each account's net change in one update.
 * Each entry keeps its own idempotency key: one already posted is answered { duplicate: true } and skipped.
 * If any inside balance would end below zero, nothing is posted (AppError 400 with that entry's message).
 * Results are in the order of the inputs.
 */
export async function postEntries(tx: Tx, inputs: EntryInput[]): Promise<PostResult[]> {
  const deltasOf = inputs.map(validate);
  const keys = inputs.map((i) => i.idempotencyKey);
  if (new Set(keys).size !== keys.length)
    throw new Error('ledger: one batch posts each idempotency key once');
  const results = new Map<string, PostResult>();
  for (const [key, entryId] of await findEntries(tx, keys)) results.set(key, { duplicate: true, entryId });
  const todo = inputs
    .map((input, i) => ({ input, deltas: deltasOf[i] }))
    .filter((e) => !results.has(e.input.idempotencyKey));
  if (todo.length === 0) return keys.map((k) => results.get(k)!);

  const specs = new Map<string, AccountSpec>();
  for (const { input, deltas } of todo) {
    for (const key of deltas.keys()) if (!specs.has(key)) specs.set(key, accountSpec(key, input.lines));
  }
  const accounts = await lockAccountRows(tx, [...specs.values()]);

  let pending = todo;
  const shortOf = (entries: typeof todo) => {
    const net = netChanges(entries);
    const short = accounts.find((a) => !a.allowNegative && a.balance + (net.get(a.key) ?? 0) < 0);
    return short && entries.find((e) => (e.deltas.get(short.key) ?? 0) < 0)!.input;
  };
  if (shortOf(pending)) {
    // A repeat of an effect that already happened is not an error, even if the money has moved on since.
    const late = await findEntries(
      tx,
      pending.map((e) => e.input.idempotencyKey),
    );
    for (const [key, entryId] of late) results.set(key, { duplicate: true, entryId });
    pending = pending.filter((e) => !late.has(e.input.idempotencyKey));
    const culprit = shortOf(pending);
    if (culprit) {
      throw new AppError(
        400,
        ERROR_CODE.INSUFFICIENT_BALANCE,
        culprit.insufficientMessage ?? 'Insufficient balance.',
      );
    }
    if (pending.length === 0) return keys.map((k) => results.get(k)!);
  }

  // The unique idempotency key is the last word: a concurrent twin waits here and then finds the row.
  const inserted: Array<{ id: string; key: string }> = [];
  for (const slice of chunks(pending)) {
    inserted.push(
      ...(await insertEntries(
        tx,
        slice.map(({ input }) => ({
          kind: input.kind,
          idempotencyKey: input.idempotencyKey,
          memo: input.memo ?? null,
          actorId: input.actorId ?? null,
        })),
      )),
    );
  }
  const entryIdOf = new Map(inserted.map((e) => [e.key, e.id]));
  const posted = pending.filter((e) => entryIdOf.has(e.input.idempotencyKey));
  const raced = pending
    .filter((e) => !entryIdOf.has(e.input.idempotencyKey))
    .map((e) => e.input.idempotencyKey);
  for (const [key, entryId] of await findEntries(tx, raced)) results.set(key, { duplicate: true, entryId });
  for (const key of raced) if (!results.has(key)) throw new Error(`ledger: entry ${key} vanished`);
  if (posted.length === 0) return keys.map((k) => results.get(k)!);
  const net = netChanges(posted);

  const idOf = new Map(accounts.map((a) => [a.key, a.id]));
  const lines = posted.flatMap(({ input }) =>
    input.lines.map((l) => ({
      entryId: entryIdOf.get(input.idempotencyKey)!,
      accountId: idOf.get(l.key)!,
      amountCents: l.amountCents,
    })),
  );
  for (const slice of chunks(lines)) await insertLines(tx, slice);
  const changes = accounts.filter((a) => (net.get(a.key) ?? 0) !== 0);
  for (const slice of chunks(changes)) {
    const rows = sql.join(
      slice.map((a) => sql`(${a.id}::uuid, ${net.get(a.key)}::bigint)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${ledgerAccounts} set balance_cents = ${ledgerAccounts}.balance_cents + d.delta
          from (values ${rows}) as d(id, delta) where ${ledgerAccounts}.id = d.id`,
    );
  }
  for (const { input } of posted) {
    results.set(input.idempotencyKey, { duplicate: false, entryId: entryIdOf.get(input.idempotencyKey)! });
    const moved = input.lines.reduce((sum, l) => sum + Math.max(l.amountCents, 0), 0);
    afterCommitIfAny(tx, async () => countLedgerEntry(input.kind, input.memo, moved));
  }
  return keys.map((k) => results.get(k)!);
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
  const rows: Array<{ id: string; key: string; balance: number; allowNegative: boolean }> = [];
  // Slices of the sorted keys, one after the other: the locks are still taken in ascending key order.
  for (const slice of chunks([...specs].sort(byKey))) {
    rows.push(...(await upsertAccounts(tx, slice)));
  }
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

/** The net change per account key of several entries. */
function netChanges(entries: Array<{ deltas: Map<string, number> }>): Map<string, number> {
  const net = new Map<string, number>();
  for (const { deltas } of entries) for (const [key, d] of deltas) net.set(key, (net.get(key) ?? 0) + d);
  return net;
}

/** Entry id per idempotency key, for the keys already posted. */
async function findEntries(tx: Tx, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await selectEntries(tx, keys);
  return new Map(rows.map((r) => [r.key, r.id]));
}
