import type { Worker } from './job-queue';
import { creatorsWorkers } from '../features/creators';
import { READ_REACH_JOB, readReach } from '../features/campaigns/reach';

/** Every job the queue runs, by feature. */
export const workers: Worker[] = [
  // Creators: follower re-reads and token refreshes of connected accounts.
  ...creatorsWorkers,
  // Campaigns: a verified post read again at 24 hours and 7 days (reach, removed posts).
  { name: READ_REACH_JOB, run: readReach },
];
