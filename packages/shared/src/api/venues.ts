/** Venues on the customers' map, a venue's page, and what a customer can spend there. */
import { z } from 'zod';
import { ROLES } from '../constants';
import { defineRoute } from '../http/contract';
import { KEYSET_PAGE_SIZE, idParams, nextCursorField } from '../http/wire';
import {
  MAP_AREA_MAX_VENUES,
  VENUE_MSG,
  pocketItemSchema,
  venueCreditSchema,
  venuePinSchema,
  venuePinsQuery,
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
      `Active venues with map coordinates, with their details and a map link, oldest first, ${KEYSET_PAGE_SIZE} a ` +
      "page (pass the answer's nextCursor as ?cursor= for the next)",
    tag,
    access: 'signed-in',
    query: venuesQuery,
    data: z.object({ venues: z.array(venueSummarySchema), ...nextCursorField }),
  }),
  pins: defineRoute({
    method: 'GET',
    path: '/api/venues/pins',
    summary:
      `The customers' map: the active venues with coordinates in an area, the ${MAP_AREA_MAX_VENUES} nearest its ` +
      'centre (id, name and coordinates only), and how many the area holds',
    tag,
    access: 'signed-in',
    query: venuePinsQuery,
    data: z.object({
      pins: z.array(venuePinSchema).describe('Nearest the centre first (then by id).'),
      total: z
        .number()
        .int()
        .describe(
          `How many active venues with coordinates the area holds (pins holds at most ${MAP_AREA_MAX_VENUES}).`,
        ),
    }),
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
