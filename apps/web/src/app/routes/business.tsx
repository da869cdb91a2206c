import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { firstData } from './first-data';
import { lazyPage } from './lazy-page';

/** Business routes (docs/spec.md, Screens and routes); /create_campaign, /campaign_details and /messages are in shared.tsx. */
export const businessRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.business]} />,
  children: [
    {
      path: '/business_home',
      ...lazyPage(
        () => import('../../features/home/pages/business-home-page'),
        (m) => m.BusinessHomePage,
      ),
    },
    {
      path: '/credit',
      ...lazyPage(
        () => import('../../features/top-ups/pages/credit-page'),
        (m) => m.CreditPage,
      ),
    },
    {
      path: '/new_campaign',
      ...lazyPage(
        () => import('../../features/campaigns/pages/new-campaign-page'),
        (m) => m.NewCampaignPage,
      ),
    },
    {
      path: '/business_campaigns',
      loader: firstData(async (qc) =>
        qc.ensureInfiniteQueryData(
          (await import('../../features/campaigns/api/get-owner-campaigns')).ownerCampaignsQuery('live'),
        ),
      ),
      ...lazyPage(
        () => import('../../features/campaigns/pages/business-campaigns-page'),
        (m) => m.BusinessCampaignsPage,
      ),
    },
  ],
};
