/** What the platform said of an activity's proof, and the owner's reason for a rejection, as the API shows them. */
import type { ActivityProof, ProofCheckName, ProofState, RejectReason } from '@spruik/shared';
import type { Activity } from './activities.repository';

type ProofColumns = Pick<
  Activity,
  'proofState' | 'proofReason' | 'proofPlatform' | 'proofChecks' | 'proofCheckedAt'
>;

export const presentProof = (a: ProofColumns): ActivityProof => ({
  state: a.proofState as ProofState,
  reason: a.proofReason as ProofCheckName | null,
  platform: a.proofPlatform as ActivityProof['platform'],
  checks: a.proofChecks ?? [],
  checkedAt: a.proofCheckedAt ? a.proofCheckedAt.toISOString() : null,
});

export const presentRejection = (a: Pick<Activity, 'rejectReason' | 'rejectNote'>) => ({
  rejectReason: a.rejectReason as RejectReason | null,
  rejectNote: a.rejectNote,
});
