import type { Deps } from '../deps';
import { CAMPAIGN_JOB, runCampaignSettlement } from './campaign-settlement';
import { runUploadCleanup, UPLOAD_CLEANUP_JOB } from './upload-cleanup';
import { purgeIdempotencyKeys } from '../features/idempotency/idempotency';

export type ScheduledJob = { name: string; run: (deps: Deps) => Promise<void> };

/** Jobs that run every SCHEDULER_INTERVAL_SECONDS (campaign settlement joins with the campaigns issue). */
export const scheduledJobs: ScheduledJob[] = [
  { name: CAMPAIGN_JOB, run: async (deps) => void (await runCampaignSettlement(deps)) },
  { name: UPLOAD_CLEANUP_JOB, run: async (deps) => void (await runUploadCleanup(deps)) },
  { name: 'idempotency-purge', run: async (deps) => void (await purgeIdempotencyKeys(deps)) },
];

export function startScheduler(deps: Deps) {
  const tick = async () => {
    for (const job of scheduledJobs) {
      await job.run(deps).catch((err) => console.error(`job ${job.name} failed`, err));
    }
  };
  const timer = setInterval(() => void tick(), deps.config.schedulerIntervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer), tick };
}
