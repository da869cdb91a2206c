import type { FastifyInstance } from 'fastify';
import { ERROR_CODE } from '@spruik/shared';
import { healthApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { requiredFailures } from '../../plugins/readiness';
import { route } from '../../plugins/route';

export function healthRoutes(app: FastifyInstance, deps: Deps) {
  // Alive: a process that answers at all. Restarting it would not fix a database outage, so nothing is checked.
  route(app, healthApi.get, async () => ({ data: { ok: true } }));

  // Ready: send it traffic. A load balancer takes a server out while this answers 503: only when the database does
  // not answer (plugins/readiness.ts says why Redis and S3 do not count) or, in plugins/drain.ts, while draining.
  route(app, healthApi.ready, async () => {
    const { checks } = deps.readiness;
    const report = await deps.readiness.probe();
    const failed = requiredFailures(checks, report);
    if (failed.length > 0) {
      throw new AppError(503, ERROR_CODE.UNAVAILABLE, `Not ready: ${failed.join(', ')}.`);
    }
    const states = Object.fromEntries(
      checks.map((c) => [c.name, report.get(c.name)?.up ? ('ok' as const) : ('down' as const)]),
    );
    const degraded = Object.values(states).includes('down');
    return { data: { status: degraded ? ('degraded' as const) : ('ok' as const), checks: states } };
  });
}
