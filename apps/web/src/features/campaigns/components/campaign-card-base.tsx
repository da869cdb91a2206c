import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CampaignPublic } from '@spruik/shared';
import { ProfileAvatar } from '../../accounts/components/profile-avatar';
import { typeName } from '../campaign-display';

/** The tappable campaign card: owner avatar, owner · type, title, then a row of chips and notes. */
export function CampaignCardBase({
  campaign: c,
  onOpen,
  testId,
  hoverShadow = false,
  children,
}: {
  campaign: CampaignPublic;
  onOpen: () => void;
  testId: string;
  hoverShadow?: boolean;
  children: ReactNode;
}) {
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={`Open ${c.title}`}
      data-testid={testId}
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
        ...(hoverShadow && { '&:hover': { boxShadow: '0 6px 18px rgba(43,33,28,0.10)' } }),
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
          {children}
        </Box>
      </Box>
    </ButtonBase>
  );
}
