/** What the pay-at-venue feature offers the others: what a venue campaign brought in at the counter. */
export { attribution } from './pay-at-venue.service';
