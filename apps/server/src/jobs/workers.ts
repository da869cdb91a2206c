import { creatorsWorkers } from '../features/creators';
import type { Worker } from './job-queue';

/** Every job the queue runs, by feature. */
export const workers: Worker[] = [...creatorsWorkers];
