import type { FastifyInstance } from 'fastify';
import { updateMeRequest } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { presentMe } from './users.presenter';
import { updateMe } from './users.service';

export function usersRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/users/me', async (req) => {
    const me = await req.requireUser();
    return { data: { user: await presentMe(deps.db, me) } };
  });

  app.put('/api/users/me', async (req) => {
    const me = await req.requireUser();
    const input = parse(updateMeRequest, req.body);
    return { data: await updateMe(deps, me, input) };
  });
}
