import Alert from '@mui/material/Alert';
import { CAMPAIGN_TYPE, ACTIVITY_STATUS, LIMITS, type ActivityItem } from '@spruik/shared';
import { timeUp } from '../activity-status';
import { money } from '../../../lib/money';
import { rejectionText } from '../../campaigns/proof-text';
import { ProofChecks } from '../../campaigns/components/proof-checks';

/** Why it expired: each says the place was freed; an early close also gave the energy back. */
function expiredText(a: ActivityItem): string {
  switch (a.expiredReason) {
    case 'timeUp':
      return `Expired: you did not submit within ${LIMITS.todoExpiryHours} hours of joining, so your place was freed for another creator.`;
    case 'closedEarly':
      return `Expired: the campaign closed early, before you submitted. Your ${LIMITS.energyPerAccept} energy was given back.`;
    default:
      return 'Expired: the campaign ended before you submitted, and its places were freed.';
  }
}

function approvedDetail(a: ActivityItem): string {
  const c = a.campaign;
  if (c.type === CAMPAIGN_TYPE.voucher) return ` Your voucher at ${c.owner.name} is in your wallet.`;
  if (a.payout === null) return '';
  if (c.type === CAMPAIGN_TYPE.credit)
    return ` ${money(a.payout)} was added to your pocket at ${c.owner.name}.`;
  return ` ${money(a.payout)} was added to your wallet.`;
}

/** The status texts of docs/spec.md, Participation: 'You submitted', 'You are approved', 'You are rejected' (+ expired). */
export function ActivityStatusNote({ activity: a }: { activity: ActivityItem }) {
  switch (a.status) {
    case ACTIVITY_STATUS.submitted:
      return (
        <Alert severity="info" data-testid="activity-note">
          You submitted. {a.campaign.owner.name} will review it; if they do not within{' '}
          {LIMITS.autoApproveHours} hours, it is approved automatically.
          <ProofChecks proof={a.proof} audience="creator" showChecks={a.proof.state === 'failed'} />
        </Alert>
      );
    case ACTIVITY_STATUS.approved:
      return (
        <Alert severity="success" data-testid="activity-note">
          You are approved.{approvedDetail(a)}
          {a.autoApproved && a.proof.state === 'verified' && (
            <ProofChecks proof={a.proof} audience="creator" showChecks={false} />
          )}
        </Alert>
      );
    case ACTIVITY_STATUS.rejected:
      return (
        <Alert severity="error" data-testid="activity-note">
          You are rejected. {rejectionText(a.rejectReason, a.rejectNote)}
        </Alert>
      );
    case ACTIVITY_STATUS.expired:
      return (
        <Alert severity="warning" data-testid="activity-note">
          {expiredText(a)}
        </Alert>
      );
    default:
      // A to-do that can no longer be submitted: its 72 hours are up, or its campaign ended.
      if (timeUp(a))
        return (
          <Alert severity="warning" data-testid="activity-note">
            Your {LIMITS.todoExpiryHours} hours to submit are up: this activity expires and its place goes to
            another creator.
          </Alert>
        );
      return (
        <Alert severity="warning" data-testid="activity-note">
          This campaign has ended.
        </Alert>
      );
  }
}
