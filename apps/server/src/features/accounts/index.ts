/** What the accounts feature offers the others: ending a user's outstanding password-reset links. */
export { endResetLinks } from './accounts.repository';
