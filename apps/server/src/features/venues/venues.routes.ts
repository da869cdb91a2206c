import type { FastifyInstance } from 'fastify';
import { ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { getVenue, listVenues, venueCredit } from './venues.service';

type IdParams = { id: string };
type VenueParams = { venueId: string };

export function venuesRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/api/venues', async (req) => {
    await req.requireUser();
    return { data: { venues: await listVenues(db) } };
  });

  app.get<{ Params: IdParams }>('/api/venues/:id', async (req) => {
    const me = await req.requireUser();
    return { data: { venue: await getVenue(db, me, req.params.id) } };
  });

  app.get<{ Params: VenueParams }>('/api/payments/:venueId/credit', async (req) => {
    const me = await req.requireUser([ROLES.customer]);
    return { data: { user: await venueCredit(db, me, req.params.venueId) } };
  });
}
