import type { FastifyInstance } from 'fastify';
import { participationApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { decideAppeal, listAdminAppeals } from './decide-appeal.service';
import { appealRejection } from './appeal.service';

/** Appeals: the creator's appeal, and the operator's queue and decision. */
export function appealsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, participationApi.appeal, async ({ user, params, body }) => ({
    data: await appealRejection(deps, user, params.id, body),
  }));

  route(app, participationApi.adminAppeals, async ({ query }) => ({
    data: await listAdminAppeals(deps, query),
  }));

  // Overturning pays: a repeat with the same key answers the first answer.
  route(
    app,
    participationApi.decideAppeal,
    async ({ deps, user, params, body }) => ({
      data: await decideAppeal(deps, user, params.id, body.overturn),
    }),
    { idempotency: { input: (r) => r.body } },
  );
}
