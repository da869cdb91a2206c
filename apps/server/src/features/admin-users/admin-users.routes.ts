import type { FastifyInstance } from 'fastify';
import { adminUsersApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { adminListUsers, adminUpdateUser } from './admin-users.service';
import { declineSocial } from './creator-verification';

/** Operator: the account list (e.g. venues waiting for activation) and activation with membership and coordinates. */
export function adminUsersRoutes(app: FastifyInstance, deps: Deps) {
  route(app, adminUsersApi.list, async ({ query }) => ({ data: await adminListUsers(deps, query) }));

  route(app, adminUsersApi.update, async ({ user, params, body }) => ({
    data: await adminUpdateUser(deps, user, params.id, body),
  }));

  route(app, adminUsersApi.declineSocial, async ({ user, params, body }) => ({
    data: await declineSocial(deps, user, params.id, body),
  }));
}
