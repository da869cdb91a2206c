import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema';
import { AppError } from '../lib/app-error';
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
  const keys = [...deltas.keys()].sort();
  const specs = keys.map((key) => accountSpec(key, input.lines));

  // Create missing accounts in key order; existing ones are left alone (and not locked by this insert).
  await tx
    .insert(ledgerAccounts)
    .values(
      specs.map(({ key, kind, ownerId, venueId, campaignId, allowNegative }) => ({
        key,
        kind,
        ownerId,
        venueId,
        campaignId,
        allowNegative,
      })),
    )
    .onConflictDoNothing({ target: ledgerAccounts.key });

  const accounts = await tx
    .select({
      id: ledgerAccounts.id,
      key: ledgerAccounts.key,
      balance: ledgerAccounts.balanceCents,
      allowNegative: ledgerAccounts.allowNegative,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, keys))
    .orderBy(ledgerAccounts.key)
    .for('update');
  if (accounts.length !== keys.length)
    throw new Error(`ledger: accounts missing for ${input.idempotencyKey}`);

  const short = accounts.some((a) => !a.allowNegative && a.balance + (deltas.get(a.key) ?? 0) < 0);
  if (short) {
    // A repeat of an effect that already happened is not an error, even if the money has moved on since.
    const existing = await findEntry(tx, input.idempotencyKey);
    if (existing) return { duplicate: true, entryId: existing };
    throw new AppError(400, 'INSUFFICIENT_BALANCE', input.insufficientMessage ?? 'Insufficient balance.');
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
  return { duplicate: false, entryId: entry.id };
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
