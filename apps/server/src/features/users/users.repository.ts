import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, ledgerAccounts, messages, organisations, users } from '../../db/schema';

export const findUser = async (db: DbOrTx, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findOrganisation = async (db: DbOrTx, userId: string) =>
  (await db.select().from(organisations).where(eq(organisations.userId, userId)).limit(1))[0];

export const findBank = async (db: DbOrTx, userId: string) =>
  (await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).limit(1))[0];

export const countUnseenMessages = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.isSeen, false)))
  )[0].n;

export const countReferrals = async (db: DbOrTx, userId: string) =>
  (await db.select({ n: count() }).from(users).where(eq(users.referredBy, userId)))[0].n;

/** Stored balances by ledger key (the ledger keeps them; this only reads). */
export async function balancesByKey(db: DbOrTx, keys: string[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, keys));
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.balance)]));
}
