import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router';
import { MobileFrame } from '../components/ui/mobile-frame';
import { RouteFallback } from '../components/ui/route-fallback';

/** Every screen: the centred 500px column; the operator console (/admin) is desktop-first and uses the full width. */
export function RootLayout() {
  const { pathname } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/'))
    return (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    );
  return (
    <MobileFrame>
      <Outlet />
      <ScrollRestoration />
    </MobileFrame>
  );
}

/** Shown when a screen crashes or a chunk fails to load (for example after a new release). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('Route error', error);
  }, [error]);
  return (
    <MobileFrame>
      <Box component="main" sx={{ p: 4, textAlign: 'center', mt: 10 }}>
        <Typography variant="h5" component="h1">
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Please reload the page. If it keeps happening, sign in again.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    </MobileFrame>
  );
}

/** The first screen while its route modules download. */
export function RouteLoadingPage() {
  return (
    <MobileFrame>
      <RouteFallback />
    </MobileFrame>
  );
}
