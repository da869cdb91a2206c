/** The bank_accounts table: where a customer's or a venue's withdrawals are paid. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { preparedPer } from '../prepared';
import { bankAccounts } from '../schema';

export type Bank = { accountName: string; bsb: string; accountNumber: string };

/** The saved details and when they last changed (the operator's 7-day flag reads it). */
/** Every customer's and venue's /users/me reads it, so it is built once. */
const bankOf = preparedPer((db) =>
  db
    .select({
      accountName: bankAccounts.accountName,
      bsb: bankAccounts.bsb,
      accountNumber: bankAccounts.accountNumber,
      changedAt: bankAccounts.changedAt,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare(''),
);

export async function findBank(db: DbOrTx, userId: string): Promise<(Bank & { changedAt: Date }) | null> {
  const [row] = await bankOf(db).execute({ userId });
  return row ?? null;
}
