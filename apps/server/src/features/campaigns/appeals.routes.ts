import type { FastifyInstance } from 'fastify';
import { appealsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { idempotent } from '../idempotency';
import { decideAppeal, listAdminAppeals } from './admin-appeals.service';
import { appealRejection } from './appeal.service';

/** Appeals: the creator's appeal, and the operator's queue and decision. */
export function appealsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, appealsApi.appeal, async ({ user, params, body }) => ({
    data: await appealRejection(deps, user, params.id, body),
  }));

  route(app, appealsApi.adminList, async ({ query }) => ({ data: await listAdminAppeals(deps, query) }));

  // Overturning pays: a repeat with the same key answers the first answer.
  route(app, appealsApi.decide, async ({ req, reply, user, params, body }) =>
    idempotent(deps, req, reply, { userId: user.id, input: body }, async (deps) => ({
      data: await decideAppeal(deps, user, params.id, body.overturn),
    })),
  );
}
