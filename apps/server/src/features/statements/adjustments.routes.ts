import type { FastifyInstance } from 'fastify';
import { statementsApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { idempotent } from '../idempotency';
import { adjustUserBalance } from './adjustments.service';

/** POST /api/admin/users/{id}/adjustments: a retry with the same Idempotency-Key adjusts once. */
export function adjustmentsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, statementsApi.adjust, async ({ req, reply, user, params, body }) =>
    idempotent(deps, req, reply, { userId: user.id, input: { id: params.id, ...body } }, async (deps) => ({
      data: await adjustUserBalance(deps, user, params.id, body),
    })),
  );
}
