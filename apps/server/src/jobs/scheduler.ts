import type { Deps } from '../deps';
import { CAMPAIGN_JOB, runCampaignSettlement } from './campaign-settlement';
import { runUploadCleanup, UPLOAD_CLEANUP_JOB } from './upload-cleanup';
import { LEDGER_WATCH_JOB, runLedgerWatch } from './ledger-watch';
import { RECONCILIATION_JOB, runDailyReconciliation } from './reconciliation';
import { MONTHLY_INVOICES_JOB, runMonthlyInvoices } from './monthly-invoices';
import { purgeIdempotencyKeys } from '../plugins/idempotency';
import { sweepReachReads } from '../features/campaigns/reach';
import { CONNECTIONS_SWEEP_JOB, sweepConnections } from '../features/creators';
import { PROOF_SWEEP_JOB, sweepPendingProofs } from '../features/participation/proof';
import { CHECK_IN_SWEEP_JOB, sweepCheckIns } from '../features/visits';
import { requeueStuckPayouts } from '../features/withdrawals';
import { PUSH_SWEEP_JOB, sweepUnpushed } from '../features/push';

export type ScheduledJob = { name: string; run: (deps: Deps) => Promise<void> };

/** Jobs that run every SCHEDULER_INTERVAL_SECONDS (campaign settlement joins with the campaigns issue). */
export const scheduledJobs: ScheduledJob[] = [
  { name: CAMPAIGN_JOB, run: async (deps) => void (await runCampaignSettlement(deps)) },
  { name: UPLOAD_CLEANUP_JOB, run: async (deps) => void (await runUploadCleanup(deps)) },
  { name: LEDGER_WATCH_JOB, run: async (deps) => void (await runLedgerWatch(deps)) },
  { name: RECONCILIATION_JOB, run: async (deps) => void (await runDailyReconciliation(deps)) },
  // Once a day: each owner's invoice for the fees of the months that have ended (docs/finance.md).
  { name: MONTHLY_INVOICES_JOB, run: async (deps) => void (await runMonthlyInvoices(deps)) },
  { name: 'idempotency-purge', run: async (deps) => void (await purgeIdempotencyKeys(deps)) },
  // Verified posts whose re-read is due and not stored (its job lost or never sent) are queued again.
  { name: 'reach-sweep', run: async (deps) => void (await sweepReachReads(deps)) },
  // Queues follower re-reads (older than 24 hours) and token refreshes (expiring within 7 days).
  { name: CONNECTIONS_SWEEP_JOB, run: async (deps) => void (await sweepConnections(deps)) },
  { name: PROOF_SWEEP_JOB, run: async (deps) => void (await sweepPendingProofs(deps)) },
  // Check-in codes older than a day and wrong codes older than the guessing window (docs/visits.md).
  { name: CHECK_IN_SWEEP_JOB, run: async (deps) => void (await sweepCheckIns(deps)) },
  // Payouts queued (or claimed and unanswered) for 15 minutes are sent again (docs/payouts.md).
  { name: 'payout-sweep', run: async (deps) => void (await requeueStuckPayouts(deps)) },
  // Messages whose push job was lost are queued again; older than a day, given up (docs/push.md).
  { name: PUSH_SWEEP_JOB, run: sweepUnpushed },
];

/**
 * Runs the jobs every SCHEDULER_INTERVAL_SECONDS, one tick at a time (a slow tick is never overlapped).
 * stop() ends the schedule and waits for a tick in progress, so a shutdown never cuts a job in half.
 */
export function startScheduler(deps: Deps, jobs: ScheduledJob[] = scheduledJobs) {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= (async () => {
      for (const job of jobs) {
        await job.run(deps).catch((err) => console.error(`job ${job.name} failed`, err));
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), deps.config.schedulerIntervalSeconds * 1000);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
