import type { FastifyInstance } from 'fastify';
import { venuesApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { getVenue, listPockets, listVenues, venueCredit, venuePins } from './venues.service';

export function venuesRoutes(app: FastifyInstance, { db }: Deps) {
  route(app, venuesApi.list, async ({ query }) => ({
    data: await listVenues(db, query),
  }));

  route(app, venuesApi.pins, async ({ query }) => ({
    data: await venuePins(db, query),
  }));

  route(app, venuesApi.get, async ({ user, params }) => ({
    data: { venue: await getVenue(db, user, params.id) },
  }));

  route(app, venuesApi.credit, async ({ user, params }) => ({
    data: { user: await venueCredit(db, user, params.venueId) },
  }));

  route(app, venuesApi.pockets, async ({ user }) => ({
    data: { pockets: await listPockets(db, user) },
  }));
}
