import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { lazyFrom } from './lazy-page';

const page = lazyFrom(() => import('./shared-pages'));

/** /profile and /edit_profile for every role with a shell. */
export const profileRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.venue, ROLES.business, ROLES.customer]} />,
  children: [
    { path: '/profile', Component: page((m) => m.ProfilePage) },
    { path: '/edit_profile', Component: page((m) => m.EditProfilePage) },
  ],
};

/**
 * Owner routes: SPEC.md lists these under business, but venues create campaigns (types 6 and 7), open their
 * details and read messages too, so both owner roles may open them.
 */
export const ownerRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.venue, ROLES.business]} />,
  children: [
    { path: '/create_campaign', Component: page((m) => m.CreateCampaignPage) },
    { path: '/campaign_details', Component: page((m) => m.CampaignDetailsPage) },
    { path: '/messages', Component: page((m) => m.MessagesPage) },
  ],
};
