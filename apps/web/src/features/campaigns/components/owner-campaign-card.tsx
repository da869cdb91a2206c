import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EventRounded from '@mui/icons-material/EventRounded';
import { Link as RouterLink } from 'react-router';
import type { CampaignOwnerView } from '@spruik/shared';
import { endLine, typeName } from '../campaign-display';
import { formatDateTime } from '../../../lib/date';
import { TypeIcon } from './type-icon';

/**
 * A card of the owner's lists: title and end date/time, then a 'pending' label while the campaign waits for
 * verification or an 'open' button to its details. Previous campaigns always open (their review and the
 * refund stay readable); a rejected one says so.
 */
export function OwnerCampaignCard({
  campaign,
  previous,
}: {
  campaign: CampaignOwnerView;
  previous: boolean;
}) {
  const pending = !previous && !campaign.isVerified;
  const ends = endLine(campaign);
  return (
    <Card
      sx={{ p: 2, borderRadius: '16px', display: 'flex', gap: 1.5, alignItems: 'center' }}
      data-testid="campaign-card"
    >
      <Box
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.default',
          color: 'primary.main',
        }}
        title={typeName(campaign.type)}
      >
        <TypeIcon type={campaign.type} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
          data-testid="campaign-title"
        >
          {campaign.title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', mt: 0.25 }}>
          <EventRounded sx={{ fontSize: 16 }} />
          <Typography variant="body2" data-testid="campaign-end">
            {ends.label} {formatDateTime(ends.at)}
          </Typography>
        </Box>
        {campaign.status === 'rejected' && (
          <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
            Rejected{campaign.rejectedReason ? `: ${campaign.rejectedReason}` : ''}
          </Typography>
        )}
      </Box>
      {pending ? (
        <Chip label="pending" color="warning" variant="outlined" data-testid="campaign-pending" />
      ) : (
        <Button
          component={RouterLink}
          to={`/campaign_details?id=${encodeURIComponent(campaign.id)}`}
          variant="contained"
          size="small"
          aria-label={`open ${campaign.title}`}
        >
          open
        </Button>
      )}
    </Card>
  );
}
