/**
 * The proof sweep: the activity row is the truth and the queued job only a nudge. A proof left pending (a crash
 * between the submission's commit and its job, a job lost) is queued again once its backoff has passed.
 */
import type { Deps } from '../../../deps';
import { CHECK_PROOF_JOB, retryDelaySeconds } from './check-proof';
import { pendingProofs } from './proof.repository';

/** A fresh submission's own job gets this long before the sweep steps in. */
const FIRST_CHECK_GRACE_SECONDS = 60;
export const PROOF_SWEEP_JOB = 'participation.proofSweep';

export async function sweepPendingProofs(deps: Deps, limit = 500): Promise<number> {
  const now = deps.clock.now().getTime();
  let queued = 0;
  for (const p of await pendingProofs(deps.db, limit)) {
    const last = p.proofCheckedAt ?? p.submittedAt;
    const wait = p.proofAttempts === 0 ? FIRST_CHECK_GRACE_SECONDS : retryDelaySeconds(p.proofAttempts);
    if (last && last.getTime() + wait * 1000 > now) continue;
    await deps.queue.send(CHECK_PROOF_JOB, { activityId: p.id }, { singletonKey: p.id });
    queued++;
  }
  return queued;
}
