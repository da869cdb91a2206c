import { Navigate } from 'react-router';
import { ROLES } from '@spruik/shared';
import { getRole, homeFor } from '../../lib/session';
import { lazyFrom } from './lazy-page';

const customer = lazyFrom(() => import('./customer-pages'));
const business = lazyFrom(() => import('./business-pages'));
const venue = lazyFrom(() => import('./venue-pages'));

const SHELLS = {
  [ROLES.customer]: customer((m) => m.CustomerShell),
  [ROLES.business]: business((m) => m.BusinessShell),
  [ROLES.venue]: venue((m) => m.VenueShell),
} as Record<number, React.ComponentType | undefined>;

/** The signed-in user's frame (top bar + bottom nav), chosen by the stored role; loads that role's chunk. */
export function RoleShell() {
  const role = getRole();
  const Shell = SHELLS[role];
  return Shell ? <Shell /> : <Navigate to={homeFor(role)} replace />;
}
