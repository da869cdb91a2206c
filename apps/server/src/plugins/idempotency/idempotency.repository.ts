import { and, eq, isNull, lt, sql, type Placeholder } from 'drizzle-orm';
import { preparedPer } from '../../db/prepared';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type KeyScope = { userId: string; route: string; key: string };
export type KeyRecord = typeof idempotencyKeys.$inferSelect;

const where = (s: { [K in keyof KeyScope]: KeyScope[K] | Placeholder }) =>
  and(
    eq(idempotencyKeys.userId, s.userId),
    eq(idempotencyKeys.route, s.route),
    eq(idempotencyKeys.key, s.key),
  );

/** Every write with an Idempotency-Key claims, and most then answer: both built once (db/prepared.ts). */
const claimStatement = preparedPer((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      route: sql.placeholder('route'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare(''),
);
const keyPlaceholders = {
  userId: sql.placeholder('userId'),
  route: sql.placeholder('route'),
  key: sql.placeholder('key'),
};
const saveStatement = preparedPer((db) =>
  db
    .update(idempotencyKeys)
    // As SQL, not values: the placeholders skip the columns' encoders, so saveAnswer sends jsonb as its text.
    .set({ statusCode: sql`${sql.placeholder('statusCode')}`, response: sql`${sql.placeholder('response')}` })
    .where(where(keyPlaceholders))
    .prepare(''),
);

/**
 * Inserts the key's row; false when it already exists. On PostgreSQL a twin's insert of the same key waits
 * here until the first transaction ends, then conflicts (it committed) or goes ahead (it rolled back).
 */
export async function claimKey(tx: DbOrTx, scope: KeyScope, requestHash: string, now: Date) {
  const rows = await claimStatement(tx).execute({ ...scope, requestHash, createdAt: now });
  return rows.length > 0;
}

export async function findKey(tx: DbOrTx, scope: KeyScope): Promise<KeyRecord | undefined> {
  const [row] = await tx.select().from(idempotencyKeys).where(where(scope)).limit(1);
  return row;
}

export const saveAnswer = (tx: DbOrTx, scope: KeyScope, statusCode: number, response: unknown) =>
  saveStatement(tx).execute({ ...scope, statusCode, response: JSON.stringify(response) });

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
