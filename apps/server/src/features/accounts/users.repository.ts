import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { messages, users } from '../../db/schema';

/** Every /users/me reads it (the unread badge), so it is built once. */
const unseenCount = preparedPer((db) =>
  db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, sql.placeholder('userId')), eq(messages.isSeen, false)))
    .prepare(''),
);

export const countUnseenMessages = async (db: DbOrTx, userId: string) =>
  (await unseenCount(db).execute({ userId }))[0].n;

export const countReferrals = async (db: DbOrTx, userId: string) =>
  (await db.select({ n: count() }).from(users).where(eq(users.referredBy, userId)))[0].n;
