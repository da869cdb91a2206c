import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CampaignPublic } from '@spruik/shared';
import { ProfileAvatar } from '../../profile/components/profile-avatar';
import { formatDate, platformLabel, rewardText, typeName } from '../campaign-display';

/** A campaign a customer can join; tapping it opens the detail dialog. */
export function OfferCard({ campaign: c, onOpen }: { campaign: CampaignPublic; onOpen: () => void }) {
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={`Open ${c.title}`}
      data-testid="offer-card"
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
        '&:hover': { boxShadow: '0 6px 18px rgba(43,33,28,0.10)' },
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
          <Chip size="small" color="primary" label={rewardText(c)} sx={{ fontWeight: 700 }} />
          <Chip size="small" variant="outlined" label={platformLabel(c.platform)} />
          <Typography variant="caption" color="text.secondary">
            Ends {formatDate(c.endDate)}
          </Typography>
        </Box>
      </Box>
    </ButtonBase>
  );
}
