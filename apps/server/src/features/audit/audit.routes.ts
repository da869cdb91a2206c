import type { FastifyInstance } from 'fastify';
import { auditApi } from '@spruik/shared/api';
import type { Deps } from '../../deps';
import { route } from '../../plugins/route';
import { adminAuditLog } from './audit.service';

/** GET /api/admin/audit?cursor=&limit=: the operator log, newest first. */
export function auditRoutes(app: FastifyInstance, deps: Deps) {
  route(app, auditApi.list, async ({ query }) => ({ data: await adminAuditLog(deps, query) }));
}
