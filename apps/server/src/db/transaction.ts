/**
 * The one way to open a database transaction. On PostgreSQL two transactions can still lose a race for
 * locks (deadlock detected, 40P01) or a serializable snapshot (40001); both mean "nothing happened, run it
 * again", so the whole transaction is retried a bounded number of times with a short jittered pause.
 * Called with a transaction already open, it runs inside it: only the outermost call may retry, because an
 * aborted transaction cannot be resumed from the middle.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from './client';

/** PostgreSQL's SQLSTATEs for "run the transaction again". */
const RETRYABLE = new Set(['40P01', '40001']);
export const MAX_TRANSACTION_ATTEMPTS = 5;

/** The SQLSTATE of a driver error, also when Drizzle wraps it (DrizzleQueryError.cause). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export const isRetryableTransactionError = (err: unknown) => RETRYABLE.has(sqlState(err) ?? '');

export async function withTransaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return fn(db as Tx);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (attempt >= MAX_TRANSACTION_ATTEMPTS || !isRetryableTransactionError(err)) throw err;
      await sleep(Math.random() * 20 * 2 ** attempt);
    }
  }
}
