import type { Worker } from '../plugins/job-queue';
import { creatorsWorkers } from '../features/creators';
import { READ_REACH_JOB, readReach } from '../features/campaigns/reach';
import { checkProofWorker } from '../features/participation/proof';
import { payoutWorkers } from '../features/withdrawals';
import { pushWorkers } from '../features/push';

/** Every job the queue runs, by feature. */
export const workers: Worker[] = [
  // Creators: follower re-reads and token refreshes of connected accounts.
  ...creatorsWorkers,
  // Participation: a submitted post checked through the creator's connected account.
  checkProofWorker,
  // Campaigns: a verified post read again at 24 hours and 7 days (reach, removed posts).
  { name: READ_REACH_JOB, run: readReach },
  // Withdrawals: a queued payout sent to its rail, and the TEST MODE rail's answer.
  ...payoutWorkers,
  // Push: a message's push to its person's devices, and a device's retry (docs/push.md).
  ...pushWorkers,
];
