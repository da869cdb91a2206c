import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { typeName } from '../campaign-display';
import { formatDateTime } from '../../../lib/date';
import type { AdminCampaign } from './get-admin-campaigns';
import { CampaignPreviewCard } from './campaign-preview-card';
import { CampaignStatusChip } from './campaign-status-chip';

/** One search result: title, owner, type, status and end; Preview unfolds the full card, Close ends a live one. */
export function CampaignRow({ campaign: c, onClose }: { campaign: AdminCampaign; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      sx={{ borderRadius: '14px' }}
      component="article"
      aria-label={c.title}
      data-testid="campaign-row"
      data-campaign-id={c.id}
    >
      <Box sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {c.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {c.owner.name} · {typeName(c.type)} · ends {formatDateTime(c.endDate)}
          </Typography>
        </Box>
        <CampaignStatusChip status={c.status} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide' : 'Preview'}
          </Button>
          {c.status === 'live' && (
            <Button size="small" variant="outlined" color="error" onClick={onClose}>
              Close
            </Button>
          )}
        </Box>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          <CampaignPreviewCard campaign={c} />
        </Box>
      </Collapse>
    </Card>
  );
}
