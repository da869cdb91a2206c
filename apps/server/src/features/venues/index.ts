/** What the venues feature offers the others: the check that a venue is live, a customer's money at venues. */
export { listPockets, requireActiveVenue, venueCredit } from './venues.service';
export { checkInText, counterPaymentText, customerCalled, tellCounterAfterCommit } from './counter-messages';
