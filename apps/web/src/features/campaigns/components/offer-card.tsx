import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CampaignPublic } from '@spruik/shared';
import { platformLabel, rewardText } from '../campaign-display';
import { formatDate } from '../../../lib/date';
import { CampaignCardBase } from './campaign-card-base';

/** A campaign a customer can join; tapping it opens the detail dialog. */
export function OfferCard({ campaign: c, onOpen }: { campaign: CampaignPublic; onOpen: () => void }) {
  return (
    <CampaignCardBase campaign={c} onOpen={onOpen} testId="offer-card" hoverShadow>
      <Chip size="small" color="primary" label={rewardText(c)} sx={{ fontWeight: 700 }} />
      <Chip size="small" variant="outlined" label={platformLabel(c.platform)} />
      <Typography variant="caption" color="text.secondary">
        Ends {formatDate(c.endDate)}
      </Typography>
    </CampaignCardBase>
  );
}
