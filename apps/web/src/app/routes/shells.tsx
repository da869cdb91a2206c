import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { getRole, homeFor } from '../../lib/session';
import { firstData } from './first-data';

const SHELLS: Record<number, (() => Promise<ComponentType>) | undefined> = {
  [ROLES.customer]: () =>
    import('../../features/shell/components/customer-shell').then((m) => m.CustomerShell),
  [ROLES.business]: () =>
    import('../../features/shell/components/business-shell').then((m) => m.BusinessShell),
  [ROLES.venue]: () => import('../../features/shell/components/venue-shell').then((m) => m.VenueShell),
};

function OwnHome() {
  return <Navigate to={homeFor(getRole())} replace />;
}

/**
 * The signed-in user's frame (top bar + bottom nav), chosen by the stored role; the router downloads it
 * alongside the page (lazy-page.ts) and the user (first-data.ts). The role is fixed for the page's life:
 * signing in reloads the page.
 */
export function roleShell(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: (await SHELLS[getRole()]?.()) ?? OwnHome }),
    // Every shell shows the signed-in user (its top bar's balances).
    loader: firstData(async (qc) =>
      qc.ensureQueryData((await import('../../features/accounts/api/get-me')).meQuery),
    ),
    children,
  };
}
