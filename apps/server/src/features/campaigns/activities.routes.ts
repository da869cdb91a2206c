import type { FastifyInstance } from 'fastify';
import { activitiesApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { idempotent } from '../idempotency';
import { listActivities } from './activities.service';
import { submitActivity } from './submit.service';

/** A customer's activities (docs/spec.md, Participation); lists default to 100 per page. */
export function activitiesRoutes(app: FastifyInstance, deps: Deps) {
  route(app, activitiesApi.current, async ({ user, query }) => ({
    data: await listActivities(deps, user.id, 'current', query),
  }));

  route(app, activitiesApi.prev, async ({ user, query }) => ({
    data: await listActivities(deps, user.id, 'prev', query),
  }));

  // Types 1 and 3 pay at once: a repeated submit with the same key answers the first.
  route(app, activitiesApi.submit, async ({ req, reply, user, params, body }) =>
    idempotent(deps, req, reply, { userId: user.id }, async (deps) => ({
      data: await submitActivity(deps, user, params.id, body),
    })),
  );
}
