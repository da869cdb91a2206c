import type { Worker } from './job-queue';
import { READ_REACH_JOB, readReach } from '../features/campaigns/reach';

/** Every job the queue runs, by feature. */
export const workers: Worker[] = [
  // Campaigns: a verified post read again at 24 hours and 7 days (reach, removed posts).
  { name: READ_REACH_JOB, run: readReach },
];
