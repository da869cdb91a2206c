import type { FastifyInstance } from 'fastify';
import { ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { adminOverview } from './overview.service';

/** GET /api/admin/overview: the operator's dashboard. */
export function adminOverviewRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/overview', async (req) => {
    await req.requireUser([ROLES.admin]);
    return { data: await adminOverview(deps) };
  });
}
