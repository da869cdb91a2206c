import type { FastifyInstance } from 'fastify';
import { topUpsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { adminListTopUps, checkTopUpWithProvider, simulateTopUpEvent } from './operator.service';

/** The operator's top-ups: the list, a pending one checked with the provider, TEST MODE refunds and disputes. */
export async function topUpsOperatorRoutes(app: FastifyInstance, deps: Deps) {
  route(app, topUpsApi.adminList, async ({ query }) => ({ data: await adminListTopUps(deps, query) }));

  route(
    app,
    topUpsApi.simulate,
    async ({ deps, req, user, params, body }) => ({
      data: await simulateTopUpEvent(deps, req.log, user, params.id, body),
    }),
    { idempotency: { input: (r) => r.body } },
  );

  route(
    app,
    topUpsApi.check,
    async ({ deps, req, user, params }) => ({
      data: await checkTopUpWithProvider(deps, req.log, user, params.id),
    }),
    { idempotency: { input: (r) => r.params } },
  );
}
