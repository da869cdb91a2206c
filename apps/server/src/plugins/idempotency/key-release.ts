/**
 * Releasing the key of a top-up start that failed (idempotentAroundProvider). The failure is often the database
 * itself (a restart, a failover), and then the release fails too: left alone, the key would answer 409 busy until
 * the stale window (PROVIDER_CALL_STALE_MS) passes. So a release that fails is retried in the background until it
 * lands, and a retry of the same key on this server releases it first, at once. A retry on another server
 * proceeds once the background release has landed (a moment after the database is back).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import * as repo from './idempotency.repository';

/** Background retries back off to this; each is one small delete. */
const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

type Pending = {
  scope: repo.KeyScope;
  attempts: number;
  giveUpAt: number;
  running: Promise<boolean> | null;
  timer?: NodeJS.Timeout;
};
/** Keys of failed attempts whose release has not landed yet, on this server. */
const pending = new Map<string, Pending>();
const idOf = (s: repo.KeyScope) => JSON.stringify([s.userId, s.route, s.key]);

/** Releases the failed attempt's key; when that fails, keeps trying in the background for up to `forMs`. */
export async function releaseFailedKey(
  db: DbOrTx,
  scope: repo.KeyScope,
  log: FastifyBaseLogger,
  forMs: number,
): Promise<void> {
  const p: Pending = { scope, attempts: 0, giveUpAt: Date.now() + forMs, running: null };
  pending.set(idOf(scope), p);
  await attempt(db, p, log);
}

/** A retry of the key: its earlier attempt on this server failed and is still unreleased: release it now. */
export async function releaseIfPending(db: DbOrTx, scope: repo.KeyScope, log: FastifyBaseLogger) {
  const p = pending.get(idOf(scope));
  if (p) await attempt(db, p, log);
}

/** One release at a time per key, so a late delete can never remove the claim of the retry that follows it. */
function attempt(db: DbOrTx, p: Pending, log: FastifyBaseLogger): Promise<boolean> {
  if (p.running) return p.running;
  clearTimeout(p.timer);
  const run = Promise.resolve(repo.releaseKey(db, p.scope)).then(
    () => {
      pending.delete(idOf(p.scope));
      return true;
    },
    (err: unknown) => {
      const wait = RETRY_MS[Math.min(p.attempts++, RETRY_MS.length - 1)];
      if (Date.now() + wait > p.giveUpAt) {
        // The stale window has passed by then: a retry takes the key over anyway.
        pending.delete(idOf(p.scope));
        log.error({ err }, 'idempotency key not released; a retry takes it over after the stale window');
      } else {
        if (p.attempts === 1) log.warn({ err }, 'idempotency key not released yet; retrying');
        p.timer = setTimeout(() => void attempt(db, p, log), wait);
        p.timer.unref();
      }
      return false;
    },
  );
  p.running = run;
  void run.finally(() => {
    if (p.running === run) p.running = null;
  });
  return run;
}
