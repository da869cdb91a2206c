import type { FastifyInstance } from 'fastify';
import { participationApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { listActivities } from './activities.service';
import { submitActivity } from './submit.service';

/** A customer's activities (docs/spec.md, Participation); lists default to 100 per page. */
export function activitiesRoutes(app: FastifyInstance, deps: Deps) {
  route(app, participationApi.current, async ({ user, query }) => ({
    data: await listActivities(deps, user.id, 'current', query),
  }));

  route(app, participationApi.prev, async ({ user, query }) => ({
    data: await listActivities(deps, user.id, 'prev', query),
  }));

  // Types 1 and 3 pay at once: a repeated submit with the same key answers the first.
  route(app, participationApi.submit, async ({ deps, user, params, body }) => ({
    data: await submitActivity(deps, user, params.id, body),
  }));
}
