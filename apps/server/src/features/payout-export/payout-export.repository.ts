import { and, asc, count, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { WITHDRAW_STATUS } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { afterKeyset, keysetAt, type Keyset } from '../../db/keyset';
import { users, withdrawals } from '../../db/schema';

export type PayoutRange = { from?: Date; before?: Date; decidedBy: Date };

/**
 * Verified (paid) withdrawals decided in [from, before) and no later than decidedBy (the moment the export
 * started: a payout decided while the file streams is left for the next export, so the audited count and
 * total match the file).
 */
function inRange(range: PayoutRange): SQL {
  const parts: SQL[] = [
    eq(withdrawals.status, WITHDRAW_STATUS.verified),
    lte(withdrawals.decidedAt, range.decidedBy),
  ];
  if (range.from) parts.push(gte(withdrawals.decidedAt, range.from));
  if (range.before) parts.push(lt(withdrawals.decidedAt, range.before));
  return and(...parts)!;
}

/** How many payouts the export holds and their total, for the audit log written before the file streams. */
export async function payoutTotals(db: DbOrTx, range: PayoutRange) {
  const [row] = await db
    .select({ rows: count(), cents: sql<string>`coalesce(sum(${withdrawals.amountCents}), 0)::bigint` })
    .from(withdrawals)
    .where(inRange(range));
  return { rows: row.rows, cents: Number(row.cents) };
}

/**
 * One batch of the payouts, oldest decision first, after the cursor (keyset on decided_at, id). Read-only. The
 * bank details are only ever the ones copied onto the withdrawal when it was requested (issue 14): details
 * changed afterwards never redirect a payout.
 */
export function payoutBatch(db: DbOrTx, range: PayoutRange, after: Keyset | null, limit: number) {
  return db
    .select({
      id: withdrawals.id,
      decidedAt: withdrawals.decidedAt,
      cursorAt: keysetAt(withdrawals.decidedAt),
      accountName: withdrawals.accountName,
      bsb: withdrawals.bsb,
      accountNumber: withdrawals.accountNumber,
      amountCents: withdrawals.amountCents,
      email: users.email,
      role: users.role,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(and(inRange(range), afterKeyset(withdrawals.decidedAt, withdrawals.id, after, 'asc')))
    .orderBy(asc(withdrawals.decidedAt), asc(withdrawals.id))
    .limit(limit);
}
export type PayoutRow = Awaited<ReturnType<typeof payoutBatch>>[number];

/** Every payout in the range, read in batches of `batch` rows so the export never holds them all in memory. */
export async function* eachPayout(db: DbOrTx, range: PayoutRange, batch = 500): AsyncGenerator<PayoutRow> {
  let after: Keyset | null = null;
  for (;;) {
    const rows = await payoutBatch(db, range, after, batch);
    yield* rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { at: last.cursorAt, id: last.id };
  }
}
