import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * One reward (a voucher or pocket money) as a ticket that opens its venue's page (/venue?id=), or, with
 * `onOpen`, its own detail (a pocket's history).
 */
export function RewardCard({
  venueId,
  onOpen,
  title,
  venueName,
  detail,
  tag,
  icon,
  colors,
  testId,
}: {
  venueId: string;
  title: string;
  venueName: string;
  detail: string;
  tag: string;
  icon: ReactNode;
  colors: [string, string];
  testId: string;
  onOpen?: () => void;
}) {
  const target = onOpen
    ? ({ component: 'button', type: 'button', onClick: onOpen } as const)
    : ({ component: RouterLink, to: `/venue?id=${venueId}` } as const);
  return (
    <Card sx={{ borderRadius: '16px' }} data-testid={testId}>
      <ButtonBase
        {...target}
        aria-label={`${title} at ${venueName}`}
        sx={{ display: 'flex', width: '100%', alignItems: 'stretch', textAlign: 'left', minHeight: 96 }}
      >
        <Box
          sx={{
            width: 80,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            color: 'common.white',
            background: `linear-gradient(160deg, ${colors[0]}, ${colors[1]})`,
            '& svg': { fontSize: 36 },
          }}
        >
          {icon}
        </Box>
        <Box sx={{ p: 1.5, flex: 1, minWidth: 0, borderLeft: '2px dashed', borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Typography
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 800, lineHeight: 1.25, overflowWrap: 'anywhere' }}
              data-testid="reward-title"
            >
              {title}
            </Typography>
            <Chip label={tag} size="small" color="primary" variant="outlined" />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.25 }} data-testid="reward-venue">
            {venueName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {detail}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', placeItems: 'center', pr: 0.5, color: 'text.secondary' }}>
          <ChevronRightRounded />
        </Box>
      </ButtonBase>
    </Card>
  );
}
