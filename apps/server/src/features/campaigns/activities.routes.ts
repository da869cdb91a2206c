import type { FastifyInstance } from 'fastify';
import { campaignPageQuery, ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { idempotent } from '../idempotency/idempotency';
import { listActivities } from './activities.service';
import { submitActivity } from './submit.service';

const CUSTOMERS = [ROLES.customer];

/** A customer's activities (SPEC.md "My Activities"); lists default to 100 per page. */
export function activitiesRoutes(app: FastifyInstance, deps: Deps) {
  const page = (query: unknown) => parse(campaignPageQuery(100, 100), query);

  app.get('/api/activities/current', async (req) => {
    const me = await req.requireUser(CUSTOMERS);
    return { data: await listActivities(deps, me.id, 'current', page(req.query)) };
  });

  app.get('/api/activities/prev', async (req) => {
    const me = await req.requireUser(CUSTOMERS);
    return { data: await listActivities(deps, me.id, 'prev', page(req.query)) };
  });

  // Types 1 and 3 pay at once: a repeated submit with the same key answers the first.
  app.post<{ Params: { id: string } }>('/api/activities/:id/submit', async (req, reply) => {
    const me = await req.requireUser(CUSTOMERS);
    return idempotent(deps, req, reply, { userId: me.id }, async (deps) => ({
      data: await submitActivity(deps, me, req.params.id, req.body),
    }));
  });
}
