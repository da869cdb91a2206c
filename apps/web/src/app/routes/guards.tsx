import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { RouteFallback } from '../../components/ui/route-fallback';
import { signinPathFor } from '../../lib/return-to';
import { getSession, homeFor } from '../../lib/session';
import { LiveUpdatesAfterFirstScreen } from '../live-updates-later';

/**
 * Signed-in area: guests go to /signin, which returns them here afterwards. Joins the realtime channel once signed in (docs/spec.md, Messages), after
 * the first screen: inside the boundary, it mounts only once the screen's lazy chunk has rendered.
 */
export function RequireSignedIn() {
  const session = getSession();
  const here = useLocation();
  // A deep link opened signed out is where sign-in returns to (lib/return-to.ts).
  if (!session) return <Navigate to={signinPathFor(here.pathname + here.search + here.hash)} replace />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
      <LiveUpdatesAfterFirstScreen />
    </Suspense>
  );
}

/** A signed-in user who opens another role's route goes to their own home (docs/spec.md, Roles and sign-in). */
export function RoleGate({ roles }: { roles: readonly number[] }) {
  const session = getSession();
  if (!session) return <Navigate to="/signin" replace />;
  if (!roles.includes(session.role)) return <Navigate to={homeFor(session.role)} replace />;
  return <Outlet />;
}

/** Unknown routes: the role's home with a token, /signin without (docs/spec.md, Screens and routes). */
export function UnknownRoute() {
  const session = getSession();
  return <Navigate to={session ? homeFor(session.role) : '/signin'} replace />;
}
