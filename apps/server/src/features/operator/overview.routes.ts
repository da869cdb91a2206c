import type { FastifyInstance } from 'fastify';
import { operatorApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { adminOverview } from './overview.service';

/** GET /api/admin/overview: the operator's dashboard. */
export function overviewRoutes(app: FastifyInstance, deps: Deps) {
  route(app, operatorApi.overview, async () => ({ data: await adminOverview(deps) }));
}
