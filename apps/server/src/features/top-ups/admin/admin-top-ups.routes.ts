import type { FastifyInstance } from 'fastify';
import { adminTopUpsApi } from '@spruik/shared/api';
import type { Deps } from '../../../deps';
import { route } from '../../../plugins/route';
import { idempotent } from '../../idempotency';
import { adminListTopUps, checkTopUpWithProvider, simulateTopUpEvent } from './admin-top-ups.service';

/** The operator's top-ups: the list, a pending one checked with the provider, TEST MODE refunds and disputes. */
export async function adminTopUpsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, adminTopUpsApi.list, async ({ query }) => ({ data: await adminListTopUps(deps, query) }));

  route(app, adminTopUpsApi.simulate, async ({ req, reply, user, params, body }) =>
    idempotent(deps, req, reply, { userId: user.id, input: body }, async (deps) => ({
      data: await simulateTopUpEvent(deps, req.log, user, params.id, body),
    })),
  );

  route(app, adminTopUpsApi.check, async ({ req, reply, user, params }) =>
    idempotent(deps, req, reply, { userId: user.id, input: params }, async (deps) => ({
      data: await checkTopUpWithProvider(deps, req.log, user, params.id),
    })),
  );
}
