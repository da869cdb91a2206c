import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messages, users } from '../../db/schema';

export const countUnseenMessages = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.isSeen, false)))
  )[0].n;

export const countReferrals = async (db: DbOrTx, userId: string) =>
  (await db.select({ n: count() }).from(users).where(eq(users.referredBy, userId)))[0].n;
