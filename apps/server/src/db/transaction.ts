/**
 * The one way to open a database transaction. On PostgreSQL two transactions can still lose a race for
 * locks (deadlock detected, 40P01) or a serializable snapshot (40001); both mean "nothing happened, run it
 * again", so the whole transaction is retried a bounded number of times with a short jittered pause. So is one
 * whose connection was lost before it could commit (server restart, pg_terminate_backend): the pool hands the
 * next attempt a fresh connection.
 * Called with a transaction already open, it runs inside it: only the outermost call may retry, because an
 * aborted transaction cannot be resumed from the middle.
 *
 * The retry is a safety net, not the fix: money paths take their row locks in the one order of
 * docs/ledger.md ("Lock order"), so they do not deadlock in the first place.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { ERROR_CODE } from '@spruik/shared';
import { AppError } from '../lib/app-error';
import { deadlinePassed } from '../lib/deadline';
import { isConnectionLost, sqlState, UNAVAILABLE_TEXT } from '../lib/dependency-errors';
import type { Db, DbOrTx, Tx } from './client';

export { sqlState };

/** PostgreSQL's SQLSTATEs for "run the transaction again". */
const RETRYABLE = new Set(['40P01', '40001']);
export const MAX_TRANSACTION_ATTEMPTS = 5;

let maxAttempts = MAX_TRANSACTION_ATTEMPTS;

/**
 * Sets how many times an outermost transaction may run (1 = no retry) and returns the previous setting.
 * For tests: with 1, a concurrency test proves its paths are deadlock-free by their lock order alone.
 */
export function setMaxTransactionAttempts(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new Error('transaction attempts must be a whole number ≥ 1');
  const previous = maxAttempts;
  maxAttempts = n;
  return previous;
}

export const isRetryableTransactionError = (err: unknown) => RETRYABLE.has(sqlState(err) ?? '');

type AfterCommit = (db: Db) => Promise<unknown>;
/** Work queued by afterCommit, per open outermost transaction. */
const afterCommitQueues = new WeakMap<object, AfterCommit[]>();

/**
 * Runs `work` once the outermost transaction around `tx` has committed (never if it rolls back), with the
 * database handle outside it. For follow-ups that must not hold this transaction's locks, such as a level
 * promotion that locks the customer's row (docs/ledger.md "Lock order"). Errors of the work reach the
 * caller of the outermost withTransaction; the transaction itself stays committed.
 */
export function afterCommit(tx: Tx, work: AfterCommit): void {
  const queue = afterCommitQueues.get(tx);
  if (!queue) throw new Error('afterCommit needs a transaction opened by withTransaction');
  queue.push(work);
}

/** afterCommit when `tx` was opened by withTransaction; otherwise (a bare db.transaction) at once. */
export function afterCommitIfAny(tx: Tx, work: AfterCommit): void {
  if (afterCommitQueues.has(tx)) afterCommit(tx, work);
  else void work(tx as unknown as Db).catch(() => undefined);
}

export async function withTransaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return fn(db as Tx);
  const root = db as Db;
  for (let attempt = 1; ; attempt++) {
    const queue: AfterCommit[] = [];
    let committing = false;
    let result: T;
    try {
      result = await root.transaction(async (tx) => {
        afterCommitQueues.set(tx, queue);
        const value = await fn(tx);
        // The request was already answered 503 (REQUEST_TIMEOUT_SECONDS): roll back rather than commit unseen.
        if (deadlinePassed()) throw new AppError(503, ERROR_CODE.UNAVAILABLE, UNAVAILABLE_TEXT);
        committing = true;
        return value;
      });
    } catch (err) {
      // A connection lost before COMMIT was sent took the whole transaction with it: safe to run again on a
      // fresh one. Lost during COMMIT, the outcome is unknown, so the error reaches the caller (503).
      const again = isRetryableTransactionError(err) || (!committing && isConnectionLost(err));
      if (attempt >= maxAttempts || !again) throw err;
      await sleep(Math.random() * 20 * 2 ** attempt);
      continue;
    }
    for (const work of queue) await work(root);
    return result;
  }
}

/**
 * withTransaction for the long jobs (ledger check, reconciliation) that read whole tables: their statements may
 * run up to `statementTimeoutMs` (JOB_STATEMENT_TIMEOUT_MS) instead of the requests' DATABASE_STATEMENT_TIMEOUT_MS.
 * PGlite has no statement timeout to widen; SET LOCAL is harmless there.
 */
export async function withLongStatements<T>(
  db: DbOrTx,
  statementTimeoutMs: number,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const ms = Math.max(0, Math.floor(statementTimeoutMs));
  return withTransaction(db, async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${ms}`));
    return fn(tx);
  });
}

/**
 * Runs several reads against one snapshot of the database (a read-only REPEATABLE READ transaction), so a
 * page and the totals beside it cannot straddle a commit: a statement's lines and the balance it ends on are
 * read as of the same moment. Inside an open transaction it simply runs there.
 */
export async function withReadSnapshot<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return fn(db as Tx);
  return (db as Db).transaction(fn, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
