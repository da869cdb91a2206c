import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { Link as RouterLink, useLocation } from 'react-router';
import type { AdminOverview, OperatorRole } from '@spruik/shared';
import { Brand } from '../../../components/ui/brand';
import { navFor, navItemOf } from './admin-nav-items';

/** The drawer's content: the brand, the sections the operator's role may use (with queue counts) and Log Out. */
export function AdminNav({
  role,
  queues,
  onNavigate,
  onLogOut,
}: {
  role: OperatorRole | null | undefined;
  queues: AdminOverview['queues'] | undefined;
  onNavigate: () => void;
  onLogOut: () => void;
}) {
  const { pathname } = useLocation();
  const current = navItemOf(pathname);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2.5, pt: 2.5, pb: 2 }}>
        <Brand size="small" />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          Operator console
        </Typography>
      </Box>
      <Divider />
      <List sx={{ px: 1, flex: 1 }} aria-label="Console sections">
        {navFor(role).map(({ to, label, Icon, badge }) => {
          const count = badge ? (queues?.[badge] ?? 0) : 0;
          return (
            <ListItemButton
              key={to}
              component={RouterLink}
              to={to}
              selected={current.to === to}
              aria-current={current.to === to ? 'page' : undefined}
              aria-label={count ? `${label} (${count} waiting)` : label}
              onClick={onNavigate}
              sx={{ borderRadius: '10px', mb: 0.25 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Badge color="primary" badgeContent={count} max={99}>
                  <Icon />
                </Badge>
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          );
        })}
      </List>
      <Divider />
      <List sx={{ px: 1 }}>
        <ListItemButton onClick={onLogOut} sx={{ borderRadius: '10px', color: 'error.main' }}>
          <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
            <LogoutRounded />
          </ListItemIcon>
          <ListItemText primary="Log Out" />
        </ListItemButton>
      </List>
    </Box>
  );
}
