import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ActivityItem } from '@spruik/shared';
import { formatDate } from '../../../lib/date';
import { useNow } from '../../../lib/use-now';
import { CampaignCardBase } from '../../campaigns/components/campaign-card-base';
import { canSubmit, rewardLine, statusLook } from '../activity-status';
import { TimeLeft } from './time-left';

/** One activity in My Activities; tapping it opens the detail dialog. A to-do shows the time left to submit. */
export function ActivityCard({ activity: a, onOpen }: { activity: ActivityItem; onOpen: () => void }) {
  const c = a.campaign;
  const now = useNow();
  const look = statusLook(a, now);
  return (
    <CampaignCardBase campaign={c} onOpen={onOpen} testId="activity-card">
      <Chip
        size="small"
        color={look.color}
        label={look.label}
        data-testid="activity-status"
        sx={{ fontWeight: 700 }}
      />
      <Typography variant="caption" color="text.secondary" data-testid="activity-reward">
        {rewardLine(a, now)} · Ends {formatDate(c.endDate)}
      </Typography>
      {canSubmit(a, now) && <TimeLeft activity={a} now={now} />}
    </CampaignCardBase>
  );
}
