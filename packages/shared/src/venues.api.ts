/** Venues on the customers' map, a venue's page, and what a customer can spend there. */
import { z } from 'zod';
import { defineRoute } from './http/contract';
import { idParams, KEYSET_PAGE_SIZE, nextCursorField } from './http/wire';
import { appConfigSchema } from './pay-at-venue';
import {
  MAP_AREA_MAX_VENUES,
  VENUE_MSG,
  venuePinSchema,
  venuePinsQuery,
  venueSchema,
  venuesQuery,
  venueSummarySchema,
} from './venues';

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
  config: defineRoute({
    method: 'GET',
    path: '/api/config',
    summary: 'Public client configuration (no secrets): the map tile URL template',
    tag: 'App',
    access: 'public',
    data: appConfigSchema,
  }),
};
