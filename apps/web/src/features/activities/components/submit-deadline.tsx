import Alert from '@mui/material/Alert';
import { LIMITS, type ActivityItem } from '@spruik/shared';
import { formatDateTime, formatTimeLeft } from '../../../lib/date';

/** The to-do's deadline in the dialog: when, how long is left, and what happens after (issue 14). */
export function SubmitDeadline({ activity: a, now }: { activity: ActivityItem; now: Date }) {
  const left = formatTimeLeft(a.expiresAt, now);
  if (!a.expiresAt || !left) return null;
  return (
    <Alert severity="info" data-testid="activity-deadline">
      Submit by {formatDateTime(a.expiresAt)} ({left} left). After {LIMITS.todoExpiryHours} hours without a
      submission the activity expires and its place goes to another creator.
    </Alert>
  );
}
