/** Venues on the customers' map, a venue's page, and what a customer can spend there. */
import { z } from 'zod';
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';
import { idParams } from '../http/wire';
import {
  VENUE_MSG,
  pocketItemSchema,
  venueCreditSchema,
  venueSchema,
  venueSummarySchema,
  venuesQuery,
} from '../venues';

const tag = 'Venues';

export const venuesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/venues',
    summary:
      'Active venues with map coordinates (all, or those in ?bbox=), with their details and a map link',
    tag,
    access: 'signed-in',
    query: venuesQuery,
    data: z.object({ venues: z.array(venueSummarySchema) }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/venues/:id',
    summary: "An active venue and the caller's pocket there",
    tag,
    access: 'signed-in',
    params: idParams({ id: VENUE_MSG.venueNotFound }),
    data: z.object({ venue: venueSchema }),
  }),
  credit: defineRoute({
    method: 'GET',
    path: '/api/payments/:venueId/credit',
    summary: "The customer's wallet and pocket at a venue: what the pay form may spend",
    tag,
    access: [ROLES.customer],
    params: idParams({ venueId: VENUE_MSG.venueNotFound }),
    data: z.object({ user: venueCreditSchema }),
  }),
  pockets: defineRoute({
    method: 'GET',
    path: '/api/pockets',
    summary: "The customer's pocket money at each active venue where it is above zero (My Rewards)",
    tag,
    access: [ROLES.customer],
    data: z.object({ pockets: z.array(pocketItemSchema) }),
  }),
};
