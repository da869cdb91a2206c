/** The operator chunk (role 4): the console's frame and pages. Imported lazily only. */
export { AdminLayout } from '../../features/admin/components/admin-layout';
export { AdminDashboardPage } from '../../features/admin/pages/admin-dashboard-page';
export { AdminCampaignsPage } from '../../features/admin/pages/admin-campaigns-page';
export { AdminVenuesPage } from '../../features/admin/pages/admin-venues-page';
export { AdminUsersPage } from '../../features/admin/pages/admin-users-page';
export { AdminWithdrawalsPage } from '../../features/admin/pages/admin-withdrawals-page';
export { AdminAnnouncementsPage } from '../../features/admin/pages/admin-announcements-page';
export { AdminQuestionsPage } from '../../features/admin/pages/admin-questions-page';
export { AdminAuditPage } from '../../features/admin/pages/admin-audit-page';
export { AdminOutboxPage } from '../../features/admin/pages/admin-outbox-page';
