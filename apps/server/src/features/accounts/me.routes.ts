import type { FastifyInstance } from 'fastify';
import { accountsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { ME_COLUMNS, presentMe } from './me.presenter';
import { updateMe } from './me.service';

export function meRoutes(app: FastifyInstance, deps: Deps) {
  route(
    app,
    accountsApi.getMe,
    async ({ user }) => ({ data: { user: await presentMe(deps.db, user, deps.config) } }),
    {
      user: ME_COLUMNS,
    },
  );

  route(app, accountsApi.updateMe, async ({ user, body }) => ({ data: await updateMe(deps, user, body) }));
}
