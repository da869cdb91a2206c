import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { WITHDRAW_STATUS } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { taxDeclarations, users, withdrawals } from '../../db/schema';

export type PayoutRange = { from?: Date; before?: Date };

/**
 * What the bank file pays: pending bank-rail withdrawals requested in [from, before), not held for review, with bank
 * details and whose payee gave tax details (a held one, one without bank details or one whose payee has no tax
 * details cannot be marked paid, so it never goes to the bank). The export
 * reads their ids once: the batch is fixed from then on, whatever is requested while the file streams.
 */
function payable(range: PayoutRange): SQL {
  const parts: SQL[] = [
    eq(withdrawals.status, WITHDRAW_STATUS.pending),
    eq(withdrawals.rail, 'bank'),
    isNull(withdrawals.heldAt),
    isNotNull(withdrawals.accountNumber),
    sql`exists (select 1 from ${taxDeclarations} where ${taxDeclarations.userId} = ${withdrawals.userId})`,
  ];
  if (range.from) parts.push(gte(withdrawals.createdAt, range.from));
  if (range.before) parts.push(lt(withdrawals.createdAt, range.before));
  return and(...parts)!;
}

/** The batch: the ids and amounts of every payable withdrawal, oldest request first (ids only, so it is small). */
export function payableBatch(db: DbOrTx, range: PayoutRange) {
  return db
    .select({ id: withdrawals.id, amountCents: withdrawals.amountCents })
    .from(withdrawals)
    .where(payable(range))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id));
}

/**
 * Some rows of the file by id, in the batch's order. The bank details are only ever the ones copied onto the
 * withdrawal when it was requested: details changed afterwards never redirect a payout.
 */
export function payoutRows(db: DbOrTx, ids: string[]) {
  return db
    .select({
      id: withdrawals.id,
      requestedAt: withdrawals.createdAt,
      accountName: withdrawals.accountName,
      bsb: withdrawals.bsb,
      accountNumber: withdrawals.accountNumber,
      amountCents: withdrawals.amountCents,
      email: users.email,
      role: users.role,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(inArray(withdrawals.id, ids))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id));
}
export type PayoutRow = Awaited<ReturnType<typeof payoutRows>>[number];

/** Every row of the batch, read `batch` ids at a time so the export never holds them all in memory. */
export async function* eachPayout(db: DbOrTx, ids: string[], batch = 500): AsyncGenerator<PayoutRow> {
  for (let i = 0; i < ids.length; i += batch) yield* await payoutRows(db, ids.slice(i, i + batch));
}

/** Of the chosen ids, those a bank file may pay (the same rule as the export), oldest request first. */
export function payableOf(db: DbOrTx, ids: string[]) {
  return db
    .select({ id: withdrawals.id, amountCents: withdrawals.amountCents })
    .from(withdrawals)
    .where(and(payable({}), inArray(withdrawals.id, ids)))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id));
}
