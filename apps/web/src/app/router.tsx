import { createBrowserRouter, type RouteObject } from 'react-router';
import { installDialogHistory } from '../lib/dialog-history';
import { registerNavigator } from '../lib/navigation';
import { RootLayout, RouteErrorPage, RouteLoadingPage } from './root-layout';
import { adminRoutes } from './routes/admin';
import { businessRoutes } from './routes/business';
import { customerRoutes } from './routes/customer';
import { RequireSignedIn, UnknownRoute } from './routes/guards';
import { guestRoutes } from './routes/guest';
import {
  documentPrintRoutes,
  ownerRoutes,
  profileRoutes,
  statementPrintRoutes,
  statementRoutes,
} from './routes/shared';
import { roleShell } from './routes/shells';
import { venueRoutes } from './routes/venue';

/**
 * Guest routes are plain; everything else sits behind RequireSignedIn (guests go to /signin). Inside it the
 * signed-in user's shell wraps the role groups, and each group's RoleGate sends other roles to their own home.
 * Pages other than /signin are lazy routes (routes/lazy-page.ts): each downloads when first opened.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // While the first screen's route modules download (routes/lazy-page.ts).
    HydrateFallback: RouteLoadingPage,
    children: [
      ...guestRoutes,
      {
        Component: RequireSignedIn,
        children: [
          roleShell([
            customerRoutes,
            businessRoutes,
            venueRoutes,
            profileRoutes,
            ownerRoutes,
            statementRoutes,
          ]),
          adminRoutes,
          statementPrintRoutes,
          documentPrintRoutes,
        ],
      },
      { path: '*', Component: UnknownRoute },
    ],
  },
];

/** The app's router: its creation matches the address and starts the first screen's route modules. */
export function createAppRouter() {
  // Before the router's own popstate listener: Back closes an open dialog without the router hearing of it.
  // (It asks the router only once a dialog closes, long after the router exists.)
  installDialogHistory(() => router.state.navigation.state !== 'idle');
  const router = createBrowserRouter(routes);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
