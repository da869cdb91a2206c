/** What the venues feature offers the others: the check that a venue exists and is live. */
export { requireActiveVenue } from './venues.service';
