import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { LIMITS } from '@spruik/shared';
import { useLocation, useNavigate } from 'react-router';

export type NavItem = { to: string; label: string; icon: ReactNode };

/** The role shells' bottom navigation, fixed to the bottom of the 500px column. */
export function BottomNav({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = items.find((i) => i.to === pathname)?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label="Main"
      elevation={0}
      sx={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        mx: 'auto',
        maxWidth: LIMITS.navMaxWidth,
        borderTop: '1px solid',
        borderColor: 'divider',
        zIndex: (t) => t.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={current} onChange={(_, to: string) => navigate(to)}>
        {items.map((i) => (
          <BottomNavigationAction key={i.to} value={i.to} label={i.label} icon={i.icon} />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
