import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { lazyPage } from './lazy-page';

/** Venue routes (SPEC.md section 2). */
export const venueRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.venue]} />,
  children: [
    {
      path: '/venue_home',
      ...lazyPage(
        () => import('../../features/home/pages/venue-home-page'),
        (m) => m.VenueHomePage,
      ),
    },
    {
      path: '/menu',
      ...lazyPage(
        () => import('../../features/menu/pages/menu-editor-page'),
        (m) => m.MenuEditorPage,
      ),
    },
    {
      path: '/new_venue_campaign',
      ...lazyPage(
        () => import('../../features/campaigns/pages/new-venue-campaign-page'),
        (m) => m.NewVenueCampaignPage,
      ),
    },
    {
      path: '/payments',
      ...lazyPage(
        () => import('../../features/venue-payments/pages/venue-payments-page'),
        (m) => m.VenuePaymentsPage,
      ),
    },
    {
      path: '/venue_campaigns',
      ...lazyPage(
        () => import('../../features/campaigns/pages/venue-campaigns-page'),
        (m) => m.VenueCampaignsPage,
      ),
    },
    {
      path: '/venue_credit',
      ...lazyPage(
        () => import('../../features/credit/pages/venue-credit-page'),
        (m) => m.VenueCreditPage,
      ),
    },
  ],
};
