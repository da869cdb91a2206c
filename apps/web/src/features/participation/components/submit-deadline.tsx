import Alert from '@mui/material/Alert';
import { LIMITS, type ActivityItem } from '@spruik/shared';
import { formatDateTime, formatTimeLeft } from '../../../lib/date';

/**
 * The to-do's deadline in the dialog: when, how long is left, and what happens after. The server
 * gives the earlier of its 72 hours and the campaign's end (docs/business-rules.md "Submit by").
 */
export function SubmitDeadline({ activity: a, now }: { activity: ActivityItem; now: Date }) {
  const left = formatTimeLeft(a.expiresAt, now);
  if (!a.expiresAt || !left) return null;
  const campaignEnds = Date.parse(a.expiresAt) >= Date.parse(a.campaign.endDate);
  return (
    <Alert severity="info" data-testid="activity-deadline">
      Submit by {formatDateTime(a.expiresAt)} ({left} left).{' '}
      {campaignEnds
        ? 'The campaign ends then, and no proof is taken after it ends.'
        : `After ${LIMITS.todoExpiryHours} hours without a submission the activity expires and its place goes to another creator.`}
    </Alert>
  );
}
