import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type KeyScope = { userId: string; route: string; key: string };
export type KeyRecord = typeof idempotencyKeys.$inferSelect;

const where = (s: KeyScope) =>
  and(
    eq(idempotencyKeys.userId, s.userId),
    eq(idempotencyKeys.route, s.route),
    eq(idempotencyKeys.key, s.key),
  );

/**
 * Inserts the key's row; false when it already exists. On PostgreSQL a twin's insert of the same key waits
 * here until the first transaction ends, then conflicts (it committed) or goes ahead (it rolled back).
 */
export async function claimKey(tx: DbOrTx, scope: KeyScope, requestHash: string, now: Date) {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(tx: DbOrTx, scope: KeyScope): Promise<KeyRecord | undefined> {
  const [row] = await tx.select().from(idempotencyKeys).where(where(scope)).limit(1);
  return row;
}

export const saveAnswer = (tx: DbOrTx, scope: KeyScope, statusCode: number, response: unknown) =>
  tx.update(idempotencyKeys).set({ statusCode, response }).where(where(scope));

/** An unanswered record created before `staleBefore` restarts now; false when it is not (or no longer) so. */
export async function takeOverStaleKey(db: DbOrTx, scope: KeyScope, staleBefore: Date, now: Date) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(and(where(scope), isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, staleBefore)))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Forgets an unanswered record (its request failed), so the same key can be tried again. */
export const releaseKey = (db: DbOrTx, scope: KeyScope) =>
  db.delete(idempotencyKeys).where(and(where(scope), isNull(idempotencyKeys.statusCode)));

/** Deletes the records created before `cutoff`; returns how many. */
export async function purgeKeysBefore(db: DbOrTx, cutoff: Date) {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
