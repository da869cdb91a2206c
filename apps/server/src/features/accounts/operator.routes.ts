import type { FastifyInstance } from 'fastify';
import { accountsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { adminListUsers, adminUpdateUser } from './operator.service';

/** Operator: the account list (e.g. venues waiting for activation) and activation with membership and coordinates. */
export function accountsOperatorRoutes(app: FastifyInstance, deps: Deps) {
  route(app, accountsApi.adminList, async ({ query }) => ({ data: await adminListUsers(deps, query) }));

  route(app, accountsApi.adminUpdate, async ({ user, params, body }) => ({
    data: await adminUpdateUser(deps, user, params.id, body),
  }));
}
