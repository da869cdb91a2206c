import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailCodes, passwordResets, users } from '../../db/schema';

export const findUserByEmail = async (db: DbOrTx, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1)
  )[0];

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

export const findUserByLegendCode = async (db: DbOrTx, code: string) =>
  (await db.select().from(users).where(eq(users.legendCode, code.toUpperCase())).limit(1))[0];

/** A new password ends every older session (the token version moves on). Locks the user's row. */
export const setPassword = (db: DbOrTx, userId: string, passwordHash: string) =>
  db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));

/** Ends every reset link of the user still outstanding (after a password change, no older link may work). */
export const endResetLinks = (db: DbOrTx, userId: string, now: Date) =>
  db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
