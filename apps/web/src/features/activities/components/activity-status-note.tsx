import Alert from '@mui/material/Alert';
import { ACTIVITY_STATUS, LIMITS, type ActivityItem } from '@spruik/shared';
import { money } from '../../../lib/money';

function approvedDetail(a: ActivityItem): string {
  const c = a.campaign;
  if (c.type === 7) return ` Your voucher at ${c.owner.name} is in your wallet.`;
  if (a.payout === null) return '';
  if (c.type === 6) return ` ${money(a.payout)} was added to your pocket at ${c.owner.name}.`;
  return ` ${money(a.payout)} was added to your wallet.`;
}

/** The status texts of SPEC.md section 4: 'You submitted', 'You are approved', 'You are rejected' (+ expired). */
export function ActivityStatusNote({ activity: a }: { activity: ActivityItem }) {
  switch (a.status) {
    case ACTIVITY_STATUS.submitted:
      return (
        <Alert severity="info" data-testid="activity-note">
          You submitted. {a.campaign.owner.name} will review it; if they do not within{' '}
          {LIMITS.autoApproveHours} hours, it is approved automatically.
        </Alert>
      );
    case ACTIVITY_STATUS.approved:
      return (
        <Alert severity="success" data-testid="activity-note">
          You are approved.{approvedDetail(a)}
        </Alert>
      );
    case ACTIVITY_STATUS.rejected:
      return (
        <Alert severity="error" data-testid="activity-note">
          You are rejected.
        </Alert>
      );
    case ACTIVITY_STATUS.expired:
      return (
        <Alert severity="warning" data-testid="activity-note">
          Expired: the campaign ended before you submitted.
        </Alert>
      );
    default:
      return (
        <Alert severity="warning" data-testid="activity-note">
          This campaign has ended.
        </Alert>
      );
  }
}
