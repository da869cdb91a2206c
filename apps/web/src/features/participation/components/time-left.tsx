import Typography from '@mui/material/Typography';
import type { ActivityItem } from '@spruik/shared';
import { formatTimeLeft } from '../../../lib/date';

const HOUR = 3_600_000;

/** "2 days 5 h left to submit" on a to-do's card (a to-do expires 72 hours after joining). */
export function TimeLeft({ activity: a, now }: { activity: ActivityItem; now: Date }) {
  const left = formatTimeLeft(a.expiresAt, now);
  if (!left) return null;
  const soon = Date.parse(a.expiresAt ?? '') - now.getTime() < 12 * HOUR;
  return (
    <Typography
      variant="caption"
      data-testid="activity-time-left"
      sx={{ fontWeight: 700, color: soon ? 'warning.dark' : 'text.secondary' }}
    >
      {left} left to submit
    </Typography>
  );
}
