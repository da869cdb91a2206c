import type { RouteObject } from 'react-router';
import { ROLES } from '@spruik/shared';
import { RoleGate } from './guards';
import { lazyPage } from './lazy-page';

/** The operator console (role 4, docs/spec.md, Operator): its own frame (a drawer, desktop-first), no role shell. */
export const adminRoutes: RouteObject = {
  element: <RoleGate roles={[ROLES.admin]} />,
  children: [
    {
      path: '/admin',
      ...lazyPage(
        () => import('../../features/operator/components/admin-layout'),
        (m) => m.AdminLayout,
      ),
      children: [
        {
          index: true,
          ...lazyPage(
            () => import('../../features/operator/pages/admin-dashboard-page'),
            (m) => m.AdminDashboardPage,
          ),
        },
        {
          path: 'campaigns',
          ...lazyPage(
            () => import('../../features/campaigns/operator/admin-campaigns-page'),
            (m) => m.AdminCampaignsPage,
          ),
        },
        {
          path: 'venues',
          ...lazyPage(
            () => import('../../features/accounts/operator/admin-venues-page'),
            (m) => m.AdminVenuesPage,
          ),
        },
        {
          path: 'users',
          ...lazyPage(
            () => import('../../features/accounts/operator/admin-users-page'),
            (m) => m.AdminUsersPage,
          ),
        },
        {
          path: 'users/:id/statement',
          ...lazyPage(
            () => import('../../features/statements/operator/admin-user-statement-page'),
            (m) => m.AdminUserStatementPage,
          ),
        },
        {
          path: 'creators',
          ...lazyPage(
            () => import('../../features/creators/operator/admin-creators-page'),
            (m) => m.AdminCreatorsPage,
          ),
        },
        {
          path: 'top-ups',
          ...lazyPage(
            () => import('../../features/top-ups/operator/admin-top-ups-page'),
            (m) => m.AdminTopUpsPage,
          ),
        },
        {
          path: 'withdrawals',
          ...lazyPage(
            () => import('../../features/withdrawals/operator/admin-withdrawals-page'),
            (m) => m.AdminWithdrawalsPage,
          ),
        },
        {
          path: 'finance',
          ...lazyPage(
            () => import('../../features/finance/operator/reports-page'),
            (m) => m.AdminFinancePage,
          ),
        },
        {
          path: 'finance/documents',
          ...lazyPage(
            () => import('../../features/finance/operator/documents-page'),
            (m) => m.AdminDocumentsPage,
          ),
        },
        {
          path: 'appeals',
          ...lazyPage(
            () => import('../../features/participation/operator/admin-appeals-page'),
            (m) => m.AdminAppealsPage,
          ),
        },
        {
          path: 'flags',
          ...lazyPage(
            () => import('../../features/operator/pages/admin-flags-page'),
            (m) => m.AdminFlagsPage,
          ),
        },
        {
          path: 'announcements',
          ...lazyPage(
            () => import('../../features/announcements/operator/admin-announcements-page'),
            (m) => m.AdminAnnouncementsPage,
          ),
        },
        {
          path: 'questions',
          ...lazyPage(
            () => import('../../features/quiz/operator/admin-questions-page'),
            (m) => m.AdminQuestionsPage,
          ),
        },
        {
          path: 'audit',
          ...lazyPage(
            () => import('../../features/operator/pages/admin-audit-page'),
            (m) => m.AdminAuditPage,
          ),
        },
        {
          path: 'outbox',
          ...lazyPage(
            () => import('../../features/mail/operator/admin-outbox-page'),
            (m) => m.AdminOutboxPage,
          ),
        },
        {
          path: 'operators',
          ...lazyPage(
            () => import('../../features/operator/pages/admin-operators-page'),
            (m) => m.AdminOperatorsPage,
          ),
        },
        {
          path: 'security',
          ...lazyPage(
            () => import('../../features/operator/pages/admin-security-page'),
            (m) => m.AdminSecurityPage,
          ),
        },
      ],
    },
  ],
};
