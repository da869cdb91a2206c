import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { lazyFrom } from './lazy-page';

const page = lazyFrom(() => import('./customer-pages'));

/** Customer routes (SPEC.md section 2). */
export const customerRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.customer]} />,
  children: [
    { path: '/home', Component: page((m) => m.CustomerHomePage) },
    { path: '/my_wallet', Component: page((m) => m.MyWalletPage) },
    { path: '/my_energy', Component: page((m) => m.MyEnergyPage) },
    { path: '/venues', Component: page((m) => m.VenuesMapPage) },
    { path: '/venue', Component: page((m) => m.VenuePage) },
    { path: '/payment', Component: page((m) => m.PayAtVenuePage) },
    { path: '/payment_receipt', Component: page((m) => m.PaymentReceiptPage) },
    { path: '/venues_campaigns', Component: page((m) => m.VenueCampaignsForCustomerPage) },
    { path: '/venue_menu', Component: page((m) => m.VenueMenuPage) },
    { path: '/visit_us', Component: page((m) => m.VisitUsPage) },
    { path: '/my_activity', Component: page((m) => m.MyActivityPage) },
    { path: '/campaings', Component: page((m) => m.CampaignsPage) },
    { path: '/games', Component: page((m) => m.GamesPage) },
    { path: '/my_rewards', Component: page((m) => m.MyRewardsPage) },
  ],
};
