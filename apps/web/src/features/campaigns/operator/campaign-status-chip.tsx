import Chip from '@mui/material/Chip';
import type { CampaignStatus } from '@spruik/shared';

const COLOR: Record<CampaignStatus, 'warning' | 'success' | 'default' | 'error'> = {
  pending: 'warning',
  live: 'success',
  ended: 'default',
  closed: 'default',
  rejected: 'error',
};

/** Where a campaign stands: pending, live, ended, closed or rejected. */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={status}
      color={COLOR[status] ?? 'default'}
      data-testid="campaign-status"
      sx={{ fontWeight: 700, textTransform: 'capitalize' }}
    />
  );
}
