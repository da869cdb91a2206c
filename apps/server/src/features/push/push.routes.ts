import type { FastifyInstance } from 'fastify';
import { pushApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import * as service from './push.service';

/** /api/push: a device's subscription and the caller's push preferences (docs/push.md). */
export function pushRoutes(app: FastifyInstance, deps: Deps) {
  route(app, pushApi.subscribe, async ({ user, body }) => ({
    data: await service.subscribe(deps, user.id, body),
  }));
  route(app, pushApi.unsubscribe, async ({ user, body }) => ({
    data: await service.unsubscribe(deps, user.id, body),
  }));
  route(app, pushApi.preferences, async ({ user }) => ({ data: await service.preferences(deps, user) }));
  route(app, pushApi.updatePreferences, async ({ user, body }) => ({
    data: await service.updatePreferences(deps, user, body),
  }));
}
