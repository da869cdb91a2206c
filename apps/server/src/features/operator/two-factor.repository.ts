import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operatorTwoFactor } from '../../db/schema';

export type TwoFactorRow = typeof operatorTwoFactor.$inferSelect;

export async function findTwoFactor(db: DbOrTx, userId: string): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(operatorTwoFactor).where(eq(operatorTwoFactor.userId, userId));
  return row ?? null;
}

/** A new secret waiting for its first code; replaces an earlier enrolment that was never finished. */
export async function startEnrolment(db: DbOrTx, userId: string, sealedSecret: string) {
  const [row] = await db
    .insert(operatorTwoFactor)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: operatorTwoFactor.userId,
      set: { sealedSecret, lastStep: null, recoveryCodeHashes: [] },
      setWhere: isNull(operatorTwoFactor.enabledAt),
    })
    .returning({ userId: operatorTwoFactor.userId });
  return row !== undefined;
}

/** Turns enrolment on with its first accepted step and the recovery codes' hashes; false if already on. */
export async function enableTwoFactor(
  db: DbOrTx,
  userId: string,
  at: { now: Date; step: number; recoveryCodeHashes: string[] },
) {
  const rows = await db
    .update(operatorTwoFactor)
    .set({ enabledAt: at.now, lastStep: at.step, recoveryCodeHashes: at.recoveryCodeHashes })
    .where(and(eq(operatorTwoFactor.userId, userId), isNull(operatorTwoFactor.enabledAt)))
    .returning({ userId: operatorTwoFactor.userId });
  return rows.length === 1;
}

/**
 * Records `step` as used, in one statement, only when it is newer than the last one accepted: of two requests
 * with the same code (a replay, or a race) exactly one gets true.
 */
export async function claimStep(db: DbOrTx, userId: string, step: number) {
  const rows = await db
    .update(operatorTwoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(operatorTwoFactor.userId, userId),
        isNotNull(operatorTwoFactor.enabledAt),
        or(isNull(operatorTwoFactor.lastStep), lt(operatorTwoFactor.lastStep, step)),
      ),
    )
    .returning({ userId: operatorTwoFactor.userId });
  return rows.length === 1;
}

/** Takes one recovery code out of the list, in one statement: true once per code. */
export async function useRecoveryCode(db: DbOrTx, userId: string, codeHash: string) {
  const rows = await db
    .update(operatorTwoFactor)
    .set({ recoveryCodeHashes: sql`array_remove(${operatorTwoFactor.recoveryCodeHashes}, ${codeHash})` })
    .where(
      and(
        eq(operatorTwoFactor.userId, userId),
        isNotNull(operatorTwoFactor.enabledAt),
        sql`${codeHash} = any(${operatorTwoFactor.recoveryCodeHashes})`,
      ),
    )
    .returning({ left: sql<number>`cardinality(${operatorTwoFactor.recoveryCodeHashes})` });
  return rows.length === 1;
}

export async function deleteTwoFactor(db: DbOrTx, userId: string) {
  const rows = await db
    .delete(operatorTwoFactor)
    .where(eq(operatorTwoFactor.userId, userId))
    .returning({ userId: operatorTwoFactor.userId });
  return rows.length === 1;
}
