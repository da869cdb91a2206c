import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { lazyFrom } from './lazy-page';

const page = lazyFrom(() => import('./admin-pages'));

/** The operator console (role 4, RULINGS.md): its own frame (a drawer, desktop-first), no role shell. */
export const adminRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.admin]} />,
  children: [
    {
      path: '/admin',
      Component: page((m) => m.AdminLayout),
      children: [
        { index: true, Component: page((m) => m.AdminDashboardPage) },
        { path: 'campaigns', Component: page((m) => m.AdminCampaignsPage) },
        { path: 'venues', Component: page((m) => m.AdminVenuesPage) },
        { path: 'users', Component: page((m) => m.AdminUsersPage) },
        { path: 'withdrawals', Component: page((m) => m.AdminWithdrawalsPage) },
        { path: 'announcements', Component: page((m) => m.AdminAnnouncementsPage) },
        { path: 'questions', Component: page((m) => m.AdminQuestionsPage) },
        { path: 'audit', Component: page((m) => m.AdminAuditPage) },
        { path: 'outbox', Component: page((m) => m.AdminOutboxPage) },
      ],
    },
  ],
};
