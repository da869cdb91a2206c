import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, messages, organisations, users } from '../../db/schema';

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
