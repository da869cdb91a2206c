import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ActivityItem } from '@spruik/shared';
import { formatDate, rewardText, typeName } from '../../campaigns/campaign-display';
import { ProfileAvatar } from '../../profile/components/profile-avatar';
import { statusLook } from '../activity-status';

/** One activity in My Activities; tapping it opens the detail dialog. */
export function ActivityCard({ activity: a, onOpen }: { activity: ActivityItem; onOpen: () => void }) {
  const c = a.campaign;
  const look = statusLook(a);
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={`Open ${c.title}`}
      data-testid="activity-card"
      sx={{
        width: '100%',
        p: 1.75,
        gap: 1.5,
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        textAlign: 'left',
        borderRadius: '16px',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <ProfileAvatar name={c.owner.name} logo={c.owner.logo} size={44} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {c.owner.name} · {typeName(c.type)}
        </Typography>
        <Typography variant="subtitle1" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }} component="p">
          {c.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.75 }}>
          <Chip
            size="small"
            color={look.color}
            label={look.label}
            data-testid="activity-status"
            sx={{ fontWeight: 700 }}
          />
          <Typography variant="caption" color="text.secondary">
            {rewardText(c)} · Ends {formatDate(c.endDate)}
          </Typography>
        </Box>
      </Box>
    </ButtonBase>
  );
}
