/**
 * Every route's declared contract (method, path, access, schemas), one object per feature. The server registers
 * its routes from these; the web calls them through them. Imported as '@spruik/shared/api', apart from the rest of
 * the package, so the web can swap in a light copy holding only each route's method and path (apps/web/vite.config.ts).
 */
export { accountsApi } from './accounts';
export { withdrawalsApi } from './withdrawals';
export { adminUsersApi } from './admin-users';
export { auditApi } from './audit';
export { adminOverviewApi } from './admin-overview';
export { announcementsApi } from './announcements';
export { quizApi, adminQuestionsApi } from './quiz';
export { outboxApi } from './outbox';
export { healthApi } from './health';
export { campaignsApi } from './campaigns';
export { activitiesApi } from './activities';
export { messagesApi } from './messages';
export { venuesApi } from './venues';
export { menusApi } from './menus';
export { payAtVenueApi } from './pay-at-venue';
export { paymentsApi } from './payments';
export { imagesApi } from './images';
export { topUpsApi } from './top-ups';
export { ledgerAdminApi } from './ledger-admin';
export { appealsApi } from './appeals';
export { adminTopUpsApi } from './admin-top-ups';
export { trustFlagsApi } from './trust-flags';
export { statementsApi } from './statements';
export { operatorsApi } from './operators';
