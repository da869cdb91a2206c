import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
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
export async function claimKey(tx: Tx, scope: KeyScope, requestHash: string, now: Date) {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(tx: Tx, scope: KeyScope): Promise<KeyRecord | undefined> {
  const [row] = await tx.select().from(idempotencyKeys).where(where(scope)).limit(1);
  return row;
}

export const saveAnswer = (tx: Tx, scope: KeyScope, statusCode: number, response: unknown) =>
  tx.update(idempotencyKeys).set({ statusCode, response }).where(where(scope));

/** Deletes the records created before `cutoff`; returns how many. */
export async function purgeKeysBefore(db: DbOrTx, cutoff: Date) {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
