/**
 * Every route's declared contract (method, path, access, schemas), one object per concept, each in the concept's
 * `<concept>.api.ts` beside the schemas it uses. The server registers its routes from these; the web calls them
 * through them. Imported as '@spruik/shared/api', apart from the rest of the package, so the web can swap in a
 * light copy holding only each route's method and path (apps/web/vite.config.ts).
 */
export { accountsApi } from '../accounts.api';
export { announcementsApi } from '../announcements.api';
export { campaignsApi } from '../campaigns.api';
export { creatorsApi } from '../creators.api';
export { financeApi } from '../finance.api';
export { healthApi } from '../health.api';
export { imagesApi } from '../images.api';
export { mailApi } from '../mail.api';
export { menusApi } from '../menus.api';
export { messagesApi } from '../messages.api';
export { operatorApi } from '../operator.api';
export { participationApi } from '../participation.api';
export { payAtVenueApi } from '../pay-at-venue.api';
export { pushApi } from '../push.api';
export { quizApi } from '../quiz.api';
export { statementsApi } from '../statements.api';
export { topUpsApi } from '../top-ups.api';
export { venuesApi } from '../venues.api';
export { visitsApi } from '../visits.api';
export { withdrawalsApi } from '../withdrawals.api';
