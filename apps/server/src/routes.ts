import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import { healthRoutes } from './features/health/health.routes';
import { topUpRoutes } from './features/top-ups/top-ups.routes';
import { sandboxRoutes } from './features/top-ups/sandbox.routes';
import { adminTopUpsRoutes } from './features/top-ups/admin/admin-top-ups.routes';
import { withdrawalRoutes } from './features/withdrawals/withdrawals.routes';
import { paymentListRoutes } from './features/payments/payments.routes';
import { ledgerAdminRoutes } from './features/ledger-admin/ledger-admin.routes';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { usersRoutes } from './features/users/users.routes';
import { imagesRoutes } from './features/images/images.routes';
import { outboxRoutes } from './features/mail/outbox.routes';
import { announcementsRoutes } from './features/announcements/announcements.routes';
import { campaignsRoutes } from './features/campaigns/campaigns.routes';
import { activitiesRoutes } from './features/campaigns/activities.routes';
import { adminCampaignsRoutes } from './features/campaigns/admin-campaigns.routes';
import { appealsRoutes } from './features/campaigns/appeals.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { venuesRoutes } from './features/venues/venues.routes';
import { menusRoutes } from './features/menus/menus.routes';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { adminAnnouncementsRoutes } from './features/announcements/admin-announcements.routes';
import { adminQuestionsRoutes } from './features/quiz/admin-questions.routes';
import { quizRoutes } from './features/quiz/quiz.routes';
import { adminOverviewRoutes } from './features/admin-overview/overview.routes';
import { payoutExportRoutes } from './features/payout-export/payout-export.routes';
import { payAtVenueRoutes } from './features/pay-at-venue/pay-at-venue.routes';
import { trustFlagsRoutes } from './features/trust-flags/trust-flags.routes';
import { statementsRoutes } from './features/statements/statements.routes';
import { adjustmentsRoutes } from './features/adjustments/adjustments.routes';
import { operatorsRoutes } from './features/operators/operators.routes';

/** Every feature's routes, registered in this order. A new feature adds one line here. */
export const featureRoutes: Array<(app: FastifyInstance, deps: Deps) => void | Promise<void>> = [
  healthRoutes,
  topUpRoutes,
  sandboxRoutes,
  adminTopUpsRoutes,
  withdrawalRoutes,
  paymentListRoutes,
  ledgerAdminRoutes,
  accountsRoutes,
  usersRoutes,
  imagesRoutes,
  outboxRoutes,
  announcementsRoutes,
  campaignsRoutes,
  activitiesRoutes,
  adminCampaignsRoutes,
  appealsRoutes,
  messagesRoutes,
  venuesRoutes,
  menusRoutes,
  adminUsersRoutes,
  auditRoutes,
  adminAnnouncementsRoutes,
  adminQuestionsRoutes,
  quizRoutes,
  adminOverviewRoutes,
  operatorsRoutes,
  payoutExportRoutes,
  payAtVenueRoutes,
  trustFlagsRoutes,
  statementsRoutes,
  adjustmentsRoutes,
];
