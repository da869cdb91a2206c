import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BottomNav, type NavItem } from '../../../components/ui/bottom-nav';
import { RouteFallback } from '../../../components/ui/route-fallback';
import { useBalanceRefresh } from '../../../lib/balance-sync';
import { meKey } from '../../../lib/query-keys';

const ME = [meKey] as const;

/** A role's frame: optional top bar, the page, and the bottom navigation. */
export function ShellLayout({ topBar, nav }: { topBar?: ReactNode; nav: NavItem[] }) {
  // A top-up confirmed in the checkout window (another tab) refreshes this tab's top bar too.
  useBalanceRefresh(ME);
  return (
    <>
      {topBar}
      <Box sx={{ flex: 1, pb: 10, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <BottomNav items={nav} />
    </>
  );
}
