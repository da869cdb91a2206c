import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@spruik/shared';
import { healthApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { failingChecks } from '../../plugins/readiness';
import { route } from '../../plugins/route';

export function healthRoutes(app: FastifyInstance, deps: Deps) {
  // Alive: a process that answers at all. Restarting it would not fix a database outage, so nothing is checked.
  route(app, healthApi.get, async () => ({ data: { ok: true } }));

  // Ready: send it traffic. A load balancer takes a server out while this answers 503.
  route(app, healthApi.ready, async () => {
    const failed = await failingChecks(deps.readiness);
    if (failed.length > 0) {
      throw new AppError(503, ERROR_CODE.UNAVAILABLE, `Not ready: ${failed.join(', ')}.`);
    }
    return { data: { ok: true, checked: deps.readiness.map((c) => c.name) } };
  });
}
