import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { lazyFrom } from './lazy-page';

const page = lazyFrom(() => import('./business-pages'));

/** Business routes (SPEC.md section 2); /create_campaign, /campaign_details and /messages are in shared.tsx. */
export const businessRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.business]} />,
  children: [
    { path: '/business_home', Component: page((m) => m.BusinessHomePage) },
    { path: '/credit', Component: page((m) => m.CreditPage) },
    { path: '/new_campaign', Component: page((m) => m.NewCampaignPage) },
    { path: '/business_campaigns', Component: page((m) => m.BusinessCampaignsPage) },
  ],
};
