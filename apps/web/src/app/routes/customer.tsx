import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { firstData } from './first-data';
import { lazyPage } from './lazy-page';

/** Customer routes (docs/spec.md, Screens and routes). */
export const customerRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.customer]} />,
  children: [
    {
      path: '/home',
      loader: firstData(async (qc) =>
        (await import('../../features/announcements/api/get-announcements')).loadAnnouncements(qc),
      ),
      ...lazyPage(
        () => import('../../features/home/pages/customer-home-page'),
        (m) => m.CustomerHomePage,
      ),
    },
    {
      path: '/my_wallet',
      ...lazyPage(
        () => import('../../features/withdrawals/pages/my-wallet-page'),
        (m) => m.MyWalletPage,
      ),
    },
    {
      path: '/my_energy',
      ...lazyPage(
        () => import('../../features/quiz/pages/my-energy-page'),
        (m) => m.MyEnergyPage,
      ),
    },
    {
      path: '/venues',
      ...lazyPage(
        () => import('../../features/venues/pages/venues-map-page'),
        (m) => m.VenuesMapPage,
      ),
    },
    {
      path: '/venue',
      ...lazyPage(
        () => import('../../features/venues/pages/venue-page'),
        (m) => m.VenuePage,
      ),
    },
    {
      path: '/payment',
      ...lazyPage(
        () => import('../../features/pay-at-venue/pages/pay-at-venue-page'),
        (m) => m.PayAtVenuePage,
      ),
    },
    {
      path: '/payment_receipt',
      ...lazyPage(
        () => import('../../features/pay-at-venue/pages/payment-receipt-page'),
        (m) => m.PaymentReceiptPage,
      ),
    },
    {
      path: '/check_in',
      ...lazyPage(
        () => import('../../features/visits/pages/check-in-page'),
        (m) => m.CheckInPage,
      ),
    },
    {
      path: '/venues_campaigns',
      ...lazyPage(
        () => import('../../features/venues/pages/venue-campaigns-for-customer-page'),
        (m) => m.VenueCampaignsForCustomerPage,
      ),
    },
    {
      path: '/venue_menu',
      ...lazyPage(
        () => import('../../features/venues/pages/venue-menu-page'),
        (m) => m.VenueMenuPage,
      ),
    },
    {
      path: '/visit_us',
      ...lazyPage(
        () => import('../../features/venues/pages/visit-us-page'),
        (m) => m.VisitUsPage,
      ),
    },
    {
      path: '/my_activity',
      ...lazyPage(
        () => import('../../features/participation/pages/my-activity-page'),
        (m) => m.MyActivityPage,
      ),
    },
    {
      path: '/campaings',
      ...lazyPage(
        () => import('../../features/campaigns/pages/campaigns-page'),
        (m) => m.CampaignsPage,
      ),
    },
    {
      path: '/games',
      ...lazyPage(
        () => import('../../features/quiz/pages/games-page'),
        (m) => m.GamesPage,
      ),
    },
    {
      path: '/my_rewards',
      ...lazyPage(
        () => import('../../features/pay-at-venue/pages/my-rewards-page'),
        (m) => m.MyRewardsPage,
      ),
    },
  ],
};
