/** What the accounts feature offers the others: ending a user's reset links, declining a creator's accounts. */
export { endResetLinks } from './accounts.repository';
export { declineSocial, verifiedText } from './creator-verification';
