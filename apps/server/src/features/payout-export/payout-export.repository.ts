import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { WITHDRAW_STATUS } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, users, withdrawals } from '../../db/schema';

/**
 * Verified (paid) withdrawals decided in [from, before), oldest decision first. Read-only. The bank details are
 * the ones copied onto the withdrawal; a withdrawal without a copy falls back to the account's saved details.
 */
export function listVerifiedPayouts(db: DbOrTx, range: { from?: Date; before?: Date }) {
  const parts: SQL[] = [eq(withdrawals.status, WITHDRAW_STATUS.verified)];
  if (range.from) parts.push(gte(withdrawals.decidedAt, range.from));
  if (range.before) parts.push(lt(withdrawals.decidedAt, range.before));
  return db
    .select({
      id: withdrawals.id,
      decidedAt: withdrawals.decidedAt,
      accountName: sql<string | null>`coalesce(${withdrawals.accountName}, ${bankAccounts.accountName})`,
      bsb: sql<string | null>`coalesce(${withdrawals.bsb}, ${bankAccounts.bsb})`,
      accountNumber: sql<
        string | null
      >`coalesce(${withdrawals.accountNumber}, ${bankAccounts.accountNumber})`,
      amountCents: withdrawals.amountCents,
      email: users.email,
      role: users.role,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, withdrawals.userId))
    .where(and(...parts))
    .orderBy(asc(withdrawals.decidedAt), asc(withdrawals.id));
}
export type PayoutRow = Awaited<ReturnType<typeof listVerifiedPayouts>>[number];
