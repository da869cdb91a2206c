import type { FastifyInstance } from 'fastify';
import { statementsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { adjustUserBalance } from './adjustments.service';

/** POST /api/admin/users/{id}/adjustments: a retry with the same Idempotency-Key adjusts once. */
export function adjustmentsRoutes(app: FastifyInstance, _deps: Deps) {
  route(
    app,
    statementsApi.adjust,
    async ({ deps, user, params, body }) => ({ data: await adjustUserBalance(deps, user, params.id, body) }),
    { idempotency: { input: (r) => ({ id: r.params.id, ...r.body }) } },
  );
}
