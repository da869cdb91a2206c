/** The bank_accounts table: where a customer's or a venue's withdrawals are paid. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { bankAccounts } from '../schema';

export type Bank = { accountName: string; bsb: string; accountNumber: string };

/** The saved details and when they last changed (the operator's 7-day flag reads it). */
export async function findBank(db: DbOrTx, userId: string): Promise<(Bank & { changedAt: Date }) | null> {
  const [row] = await db
    .select({
      accountName: bankAccounts.accountName,
      bsb: bankAccounts.bsb,
      accountNumber: bankAccounts.accountNumber,
      changedAt: bankAccounts.changedAt,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .limit(1);
  return row ?? null;
}
