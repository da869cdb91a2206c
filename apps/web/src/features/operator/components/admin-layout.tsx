import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Brand } from '../../../components/ui/brand';
import { RouteFallback } from '../../../components/ui/route-fallback';
import { signOutLocally } from '../../../lib/sign-out';
import { useMe } from '../../accounts/api/get-me';
import { useOverview } from '../api/get-overview';
import { AdminNav } from './admin-nav';
import { navFor, navItemOf } from './admin-nav-items';

const DRAWER_WIDTH = 248;

/**
 * The operator console's frame: desktop-first with a permanent drawer from the md breakpoint; on a phone a top
 * bar with a menu button opens the same drawer. Queue counts in the menu come from the overview. The menu lists
 * the sections the operator's role may use; another section's address leads to the dashboard.
 */
export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data } = useOverview();
  const role = useMe().data?.operatorRole;
  const logOut = () => {
    signOutLocally();
    navigate('/');
  };
  const section = navItemOf(pathname);
  if (role && !navFor(role).includes(section)) return <Navigate to="/admin" replace />;
  const nav = (
    <AdminNav role={role} queues={data?.queues} onNavigate={() => setOpen(false)} onLogOut={logOut} />
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        sx={{ display: { md: 'none' }, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Toolbar>
          <IconButton edge="start" aria-label="Open menu" onClick={() => setOpen(true)} sx={{ mr: 1 }}>
            <MenuRounded />
          </IconButton>
          <Brand size="small" />
          <Typography variant="body2" color="text.secondary" noWrap sx={{ ml: 1.5 }}>
            {section.label}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="nav" aria-label="Operator console" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: 0 }}>
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { 'aria-label': 'Console menu' } }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {nav}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          {nav}
        </Drawer>
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 4 }, pt: { xs: 10, md: 4 }, pb: 6, maxWidth: 1280 }}
      >
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
