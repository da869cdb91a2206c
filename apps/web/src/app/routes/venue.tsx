import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { firstData } from './first-data';
import { lazyPage } from './lazy-page';

/** Venue routes (docs/spec.md, Screens and routes). */
export const venueRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.venue]} />,
  children: [
    {
      path: '/venue_home',
      loader: firstData(async (qc) =>
        (await import('../../features/announcements/api/get-announcements')).loadAnnouncements(qc),
      ),
      ...lazyPage(
        () => import('../../features/home/pages/venue-home-page'),
        (m) => m.VenueHomePage,
      ),
    },
    {
      path: '/menu',
      ...lazyPage(
        () => import('../../features/menus/pages/menu-editor-page'),
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
        () => import('../../features/pay-at-venue/pages/venue-payments-page'),
        (m) => m.VenuePaymentsPage,
      ),
    },
    {
      path: '/venue_campaigns',
      loader: firstData(async (qc) =>
        qc.ensureInfiniteQueryData(
          (await import('../../features/campaigns/api/get-owner-campaigns')).ownerCampaignsQuery('live'),
        ),
      ),
      ...lazyPage(
        () => import('../../features/campaigns/pages/venue-campaigns-page'),
        (m) => m.VenueCampaignsPage,
      ),
    },
    {
      path: '/venue_credit',
      ...lazyPage(
        () => import('../../features/top-ups/pages/venue-credit-page'),
        (m) => m.VenueCreditPage,
      ),
    },
  ],
};
