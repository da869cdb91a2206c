/** The proof checks' job and sweep, as the job runner registers them. */
import { z } from 'zod';
import type { Deps } from '../../../deps';
import { CHECK_PROOF_JOB, checkProof } from './check-proof';

export { CHECK_PROOF_JOB, proofKind } from './check-proof';
export { PROOF_SWEEP_JOB, sweepPendingProofs } from './sweep';

const jobData = z.object({ activityId: z.uuid() });

/** Registered in jobs/workers.ts (the queue's Worker). */
export const checkProofWorker = {
  name: CHECK_PROOF_JOB,
  run: async (deps: Deps, data: Record<string, unknown>) => {
    const parsed = jobData.safeParse(data);
    // A malformed job can never succeed: dropped rather than retried.
    if (parsed.success) await checkProof(deps, parsed.data.activityId);
  },
};
