import { Suspense, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { RouteFallback } from '../../components/ui/route-fallback';
import { connectRealtime } from '../../lib/realtime';
import { getSession, homeFor } from '../../lib/session';

/** Signed-in area: guests go to /signin. Joins the realtime channel once signed in (SPEC.md section 4). */
export function RequireSignedIn() {
  const session = getSession();
  const token = session?.token;
  useEffect(() => {
    if (token) void connectRealtime();
  }, [token]);
  if (!session) return <Navigate to="/signin" replace />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  );
}

/** A signed-in user who opens another role's route goes to their own home (RULINGS.md). */
export function RoleGate({ roles }: { roles: readonly number[] }) {
  const session = getSession();
  if (!session) return <Navigate to="/signin" replace />;
  if (!roles.includes(session.role)) return <Navigate to={homeFor(session.role)} replace />;
  return <Outlet />;
}

/** Unknown routes: the role's home with a token, /signin without (SPEC.md section 2). */
export function UnknownRoute() {
  const session = getSession();
  return <Navigate to={session ? homeFor(session.role) : '/signin'} replace />;
}
