import type { FastifyInstance } from 'fastify';
import { operatorApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { adminAuditLog } from '../audit';

/** GET /api/admin/audit?cursor=&limit=: the operator log, newest first. */
export function auditRoutes(app: FastifyInstance, deps: Deps) {
  route(app, operatorApi.audit, async ({ query }) => ({ data: await adminAuditLog(deps, query) }));
}
