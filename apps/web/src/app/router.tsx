import { createBrowserRouter, type RouteObject } from 'react-router';
import { registerNavigator } from '../lib/navigation';
import { RootLayout, RouteErrorPage } from './root-layout';
import { adminRoutes } from './routes/admin';
import { businessRoutes } from './routes/business';
import { customerRoutes } from './routes/customer';
import { RequireSignedIn, UnknownRoute } from './routes/guards';
import { guestRoutes } from './routes/guest';
import { ownerRoutes, profileRoutes } from './routes/shared';
import { RoleShell } from './routes/shells';
import { venueRoutes } from './routes/venue';

/**
 * Guest routes are plain; everything else sits behind RequireSignedIn (guests go to /signin). Inside it the
 * signed-in user's shell wraps the role groups, and each group's RoleGate sends other roles to their own home.
 * Role pages are React.lazy components, so nothing of a role downloads before its gate lets the user in.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...guestRoutes,
      {
        Component: RequireSignedIn,
        children: [
          {
            Component: RoleShell,
            children: [customerRoutes, businessRoutes, venueRoutes, profileRoutes, ownerRoutes],
          },
          adminRoutes,
        ],
      },
      { path: '*', Component: UnknownRoute },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigator((to, options) => void router.navigate(to, options));
