import type { Worker } from './job-queue';
import { checkProofWorker } from '../features/participation/proof';

/** Every job the queue runs, by feature. */
export const workers: Worker[] = [checkProofWorker];
