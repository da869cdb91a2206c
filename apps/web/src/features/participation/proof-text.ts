/** What the platform said of a proof, in the words the creator and the owner read (docs/connected-accounts.md). */
import {
  PROOF_CHECK_LABELS,
  REJECT_REASON_LABELS,
  type ActivityProof,
  type RejectReason,
} from '@spruik/shared';

const PLATFORM_NAMES = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' } as const;

/** One line for the proof's state; null when nothing was checked. */
export function proofHeadline(proof: ActivityProof, audience: 'creator' | 'owner'): string | null {
  const name = proof.platform ? PLATFORM_NAMES[proof.platform] : 'the platform';
  switch (proof.state) {
    case 'verified':
      return `Verified by ${name}`;
    case 'pending':
      return audience === 'creator' ? 'Checking your post…' : `Checking the post on ${name}…`;
    case 'failed': {
      const failed = proof.checks.find((c) => c.check === proof.reason);
      const what = proof.reason ? PROOF_CHECK_LABELS[proof.reason] : 'A check';
      return `Not confirmed by ${name}: ${what.charAt(0).toLowerCase()}${what.slice(1)}? No.${failed ? ` ${failed.detail}` : ''}`;
    }
    default:
      return null;
  }
}

/** The owner's reason for a rejection, as the creator reads it ("Other" gives the owner's words). */
export function rejectionText(reason: RejectReason | null, note: string | null): string | null {
  if (!reason) return null;
  if (reason === 'other') return note ? `Reason: ${note}` : `Reason: ${REJECT_REASON_LABELS.other}`;
  return `Reason: ${REJECT_REASON_LABELS[reason]}${note ? ` (${note})` : ''}.`;
}
