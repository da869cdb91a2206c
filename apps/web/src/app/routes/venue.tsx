import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { lazyFrom } from './lazy-page';

const page = lazyFrom(() => import('./venue-pages'));

/** Venue routes (SPEC.md section 2). */
export const venueRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.venue]} />,
  children: [
    { path: '/venue_home', Component: page((m) => m.VenueHomePage) },
    { path: '/menu', Component: page((m) => m.MenuEditorPage) },
    { path: '/new_venue_campaign', Component: page((m) => m.NewVenueCampaignPage) },
    { path: '/payments', Component: page((m) => m.VenuePaymentsPage) },
    { path: '/venue_campaigns', Component: page((m) => m.VenueCampaignsPage) },
    { path: '/venue_credit', Component: page((m) => m.VenueCreditPage) },
  ],
};
