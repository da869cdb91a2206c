/** What the platform said of a proof, in the words the creator and the owner read (docs/connected-accounts.md). */
import { REJECT_REASON_LABELS, type ActivityProof, type RejectReason } from '@spruik/shared';

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
      // The failed check's own sentence says what is wrong ("No #ad within the first 125 characters.").
      const failed = proof.checks.find((c) => c.check === proof.reason);
      return failed ? `Not confirmed by ${name}: ${failed.detail}` : `Not confirmed by ${name}.`;
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
