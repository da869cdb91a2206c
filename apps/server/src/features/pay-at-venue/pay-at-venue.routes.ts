import type { FastifyInstance } from 'fastify';
import { payAtVenueRequest, ROLES, type AppConfig } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { idempotent } from '../idempotency/idempotency';
import { attribution, liability, payAtVenueService, receipt } from './pay-at-venue.service';

type IdParams = { id: string };

/** Paying at venues, the live receipt, a venue's liability, a venue campaign's attribution, client config. */
export function payAtVenueRoutes(app: FastifyInstance, deps: Deps) {
  // The body's requestId is this route's Idempotency-Key when the header is absent.
  app.post('/api/payments', async (req, reply) => {
    const me = await req.requireUser([ROLES.customer]);
    const input = parse(payAtVenueRequest, req.body);
    return idempotent(
      deps,
      req,
      reply,
      { userId: me.id, input, fallbackKey: input.requestId },
      async (deps) => ({
        data: await payAtVenueService(deps, me, input),
      }),
    );
  });

  app.get<{ Params: IdParams }>('/api/payments/:id/receipt', async (req) => {
    const me = await req.requireUser([ROLES.customer]);
    return { data: await receipt(deps, me, req.params.id) };
  });

  app.get('/api/venues/me/liability', async (req) => {
    const me = await req.requireUser([ROLES.venue]);
    return { data: { liability: await liability(deps, me) } };
  });

  app.get<{ Params: IdParams }>('/api/campaigns/:id/attribution', async (req) => {
    const me = await req.requireUser([ROLES.venue]);
    return { data: { attribution: await attribution(deps, me, req.params.id) } };
  });

  /** Public client configuration (no secrets): the map tile URL template, empty for "no tiles". */
  app.get('/api/config', async (): Promise<{ data: AppConfig }> => ({
    data: { mapTileUrl: deps.config.mapTileUrl },
  }));
}
