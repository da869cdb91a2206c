import type { FastifyInstance } from 'fastify';
import { adminOverviewApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { adminOverview } from './overview.service';

/** GET /api/admin/overview: the operator's dashboard. */
export function adminOverviewRoutes(app: FastifyInstance, deps: Deps) {
  route(app, adminOverviewApi.get, async () => ({ data: await adminOverview(deps) }));
}
