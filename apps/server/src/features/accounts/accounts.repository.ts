import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailCodes, passwordResets } from '../../db/schema';

export const latestCode = async (db: DbOrTx, email: string) =>
  (
    await db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.email, email.toLowerCase()), isNull(emailCodes.usedAt)))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1)
  )[0];

export const findReset = async (db: DbOrTx, tokenHash: string) =>
  (await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1))[0];

/** Ends every reset link of the user still outstanding (after a password change, no older link may work). */
export const endResetLinks = (db: DbOrTx, userId: string, now: Date) =>
  db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
