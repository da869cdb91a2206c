import type { FastifyInstance } from 'fastify';
import { adminPageQuery, ROLES } from '@spruik/shared';
import type { Deps } from '../../deps';
import { parse } from '../../lib/validate';
import { adminAuditLog } from './audit.service';

/** GET /api/admin/audit?page=&limit=: the operator log, newest first. */
export function auditRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/admin/audit', async (req) => {
    await req.requireUser([ROLES.admin]);
    return { data: await adminAuditLog(deps, parse(adminPageQuery, req.query)) };
  });
}
