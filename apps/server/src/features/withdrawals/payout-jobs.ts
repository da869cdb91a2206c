/**
 * The payout jobs (docs/payouts.md): sending a queued withdrawal to its rail, the TEST MODE sandbox's answer, and
 * the sweep that queues again a withdrawal whose send job was lost (a queue insert that failed, retries spent).
 */
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { idOrNull } from '@spruik/shared';
import type { Config } from '../../config/env';
import { withdrawals } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Worker } from '../../plugins/job-queue';
import { applyPayoutOutcome, queuePayout, SEND_PAYOUT_JOB, sendPayout } from './payouts.service';
import { SANDBOX_OUTCOME_JOB, sandboxOutcome } from './rails/sandbox';
import { findWithdrawal } from './withdrawals.repository';

/** A queued (or claimed and unanswered) withdrawal older than this is sent again by the sweep. */
export const STUCK_PAYOUT_MINUTES = 15;

const logs = new WeakMap<Config, FastifyBaseLogger>();
/** Jobs run outside a request: their own logger, at the app's level. */
function jobLog(config: Config): FastifyBaseLogger {
  let log = logs.get(config);
  if (!log) {
    log = pino({
      level: config.logLevel === 'silent' ? 'silent' : config.logLevel,
    }) as unknown as FastifyBaseLogger;
    logs.set(config, log);
  }
  return log;
}

const withdrawalIdOf = (data: Record<string, unknown>) => idOrNull(String(data.withdrawalId ?? ''));

export const payoutWorkers: Worker[] = [
  {
    name: SEND_PAYOUT_JOB,
    run: async (deps, data) => {
      const id = withdrawalIdOf(data);
      if (id) await sendPayout(deps, jobLog(deps.config), id);
    },
  },
  {
    // The sandbox plays the provider's webhook: the same once-only path, with its own event id.
    name: SANDBOX_OUTCOME_JOB,
    run: async (deps, data) => {
      const id = withdrawalIdOf(data);
      const w = id ? await findWithdrawal(deps.db, id) : null;
      if (!w) return;
      const outcome = sandboxOutcome(w);
      await applyPayoutOutcome(deps, jobLog(deps.config), outcome, {
        id: `sandbox:payout:${w.id}`,
        provider: 'sandbox',
        type: `payout.${outcome.state}`,
      });
    },
  },
];

/** Scheduled: withdrawals queued, or claimed without a provider reference, for a while are queued again. */
export async function requeueStuckPayouts(deps: Deps) {
  const before = new Date(deps.clock.now().getTime() - STUCK_PAYOUT_MINUTES * 60_000);
  const stuck = await deps.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        inArray(withdrawals.rail, ['stripe', 'paypal']),
        lt(withdrawals.createdAt, before),
        or(
          eq(withdrawals.state, 'queued'),
          and(eq(withdrawals.state, 'sent'), isNull(withdrawals.providerRef)),
        ),
      ),
    )
    .limit(100);
  for (const w of stuck) await queuePayout(deps, w.id);
}
