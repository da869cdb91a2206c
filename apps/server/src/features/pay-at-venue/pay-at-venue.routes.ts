import type { FastifyInstance } from 'fastify';
import { payAtVenueApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { liability, payAtVenueService, receipt } from './pay-at-venue.service';

/** Paying at venues, the live receipt, a venue's liability. */
export function payAtVenueRoutes(app: FastifyInstance, deps: Deps) {
  // The body's requestId is this route's Idempotency-Key when the header is absent.
  route(
    app,
    payAtVenueApi.pay,
    async ({ deps, user, body }) => ({ data: await payAtVenueService(deps, user, body) }),
    {
      user: ['instagramId', 'name'],
      idempotency: { input: (r) => r.body, fallbackKey: (r) => r.body.requestId },
    },
  );

  route(app, payAtVenueApi.receipt, async ({ user, params }) => ({
    data: await receipt(deps, user, params.id),
  }));

  route(app, payAtVenueApi.liability, async ({ user }) => ({
    data: { liability: await liability(deps, user) },
  }));
}
