import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { meRoutes } from './features/accounts/me.routes';
import { accountsOperatorRoutes } from './features/accounts/operator.routes';
import { creatorsOperatorRoutes } from './features/creators/operator.routes';
import { connectRoutes } from './features/creators/connect.routes';
import { campaignsRoutes } from './features/campaigns/campaigns.routes';
import { campaignReturnRoutes } from './features/campaigns/return/return.routes';
import { campaignsOperatorRoutes } from './features/campaigns/operator.routes';
import { clicksRoutes } from './features/campaigns/clicks/clicks.routes';
import { activitiesRoutes } from './features/participation/activities.routes';
import { appealsRoutes } from './features/participation/appeals.routes';
import { venuesRoutes } from './features/venues/venues.routes';
import { menusRoutes } from './features/menus/menus.routes';
import { payAtVenueRoutes } from './features/pay-at-venue/pay-at-venue.routes';
import { paymentsRoutes } from './features/pay-at-venue/payments.routes';
import { visitsRoutes } from './features/visits/visits.routes';
import { topUpRoutes } from './features/top-ups/top-ups.routes';
import { sandboxRoutes } from './features/top-ups/sandbox.routes';
import { topUpsOperatorRoutes } from './features/top-ups/operator.routes';
import { withdrawalRoutes } from './features/withdrawals/withdrawals.routes';
import { payoutExportRoutes } from './features/withdrawals/payout-export.routes';
import { payoutRoutes } from './features/withdrawals/payouts.routes';
import { statementsRoutes } from './features/statements/statements.routes';
import { adjustmentsRoutes } from './features/statements/adjustments.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { quizRoutes } from './features/quiz/quiz.routes';
import { quizOperatorRoutes } from './features/quiz/operator.routes';
import { overviewRoutes } from './features/operator/overview.routes';
import { auditRoutes } from './features/operator/audit.routes';
import { ledgerRoutes } from './features/operator/ledger.routes';
import { trustFlagsRoutes } from './features/operator/trust-flags.routes';
import { operatorsRoutes } from './features/operator/operators.routes';
import { announcementsRoutes } from './features/announcements/announcements.routes';
import { announcementsOperatorRoutes } from './features/announcements/operator.routes';
import { imagesRoutes } from './features/images/images.routes';
import { outboxRoutes } from './features/mail/outbox.routes';
import { healthRoutes } from './features/health/health.routes';
import { documentsRoutes } from './features/finance/documents.routes';
import { documentsOperatorRoutes } from './features/finance/documents-operator.routes';
import { financeReportsRoutes } from './features/finance/reports.routes';
import { pushRoutes } from './features/push/push.routes';

/**
 * Every feature's routes, grouped by concept (docs/architecture.md, "Concepts"). A route's file sits in the feature
 * that owns its URL prefix (test/architecture/route-owners.test.ts). A new routes file adds one line here.
 */
export const featureRoutes: Array<(app: FastifyInstance, deps: Deps) => void | Promise<void>> = [
  accountsRoutes,
  meRoutes,
  accountsOperatorRoutes,
  creatorsOperatorRoutes,
  connectRoutes,
  campaignsRoutes,
  campaignsOperatorRoutes,
  clicksRoutes,
  campaignReturnRoutes,
  activitiesRoutes,
  appealsRoutes,
  venuesRoutes,
  menusRoutes,
  payAtVenueRoutes,
  paymentsRoutes,
  visitsRoutes,
  topUpRoutes,
  sandboxRoutes,
  topUpsOperatorRoutes,
  withdrawalRoutes,
  payoutExportRoutes,
  payoutRoutes,
  statementsRoutes,
  adjustmentsRoutes,
  messagesRoutes,
  quizRoutes,
  quizOperatorRoutes,
  overviewRoutes,
  auditRoutes,
  ledgerRoutes,
  trustFlagsRoutes,
  operatorsRoutes,
  announcementsRoutes,
  announcementsOperatorRoutes,
  imagesRoutes,
  outboxRoutes,
  healthRoutes,
  documentsRoutes,
  documentsOperatorRoutes,
  financeReportsRoutes,
  pushRoutes,
];
