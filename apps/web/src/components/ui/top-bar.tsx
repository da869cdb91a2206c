import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIosNewRounded from '@mui/icons-material/ArrowBackIosNewRounded';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { getRole, homeFor } from '../../lib/session';
import { useBack } from '../../lib/use-back';
import { TOP_BAR_HEIGHT } from './layout-sizes';

/** The role shells' top bar: a back button (not on the role's home: nothing is behind it), then the role's stats. */
export function TopBar({ children, start }: { children: ReactNode; start?: ReactNode }) {
  const back = useBack();
  const atHome = useLocation().pathname === homeFor(getRole());
  return (
    <AppBar
      position="sticky"
      sx={{ top: 0, borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar disableGutters sx={{ px: 0.5, gap: 0.5, minHeight: { xs: TOP_BAR_HEIGHT } }}>
        {!atHome && (
          <IconButton aria-label="Back" onClick={back} sx={{ width: 44, height: 44 }}>
            <ArrowBackIosNewRounded fontSize="small" />
          </IconButton>
        )}
        {start}
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'flex-end', gap: 0.5, minWidth: 0 }}>
          {children}
        </Box>
      </Toolbar>
    </AppBar>
  );
}

/** A compact label/value pair in the top bar; a link when `to` is given. */
export function TopStat({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  const content = (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', px: 1, py: 0.5, minWidth: 0 }}
    >
      <Typography variant="caption" color="text.secondary" noWrap sx={{ lineHeight: 1.2, fontSize: 11 }}>
        {label}
      </Typography>
      <Typography variant="body2" noWrap sx={{ fontWeight: 800, lineHeight: 1.3, color: 'text.primary' }}>
        {value}
      </Typography>
    </Box>
  );
  const sx = {
    borderRadius: '8px',
    bgcolor: 'background.default',
    minWidth: 0,
    minHeight: 44,
    flexShrink: 1,
  };
  return to ? (
    // Named by what it shows (label and value), so a voice user can say what they see.
    <ButtonBase component={RouterLink} to={to} sx={sx}>
      {content}
    </ButtonBase>
  ) : (
    <Box sx={sx} aria-label={label}>
      {content}
    </Box>
  );
}
