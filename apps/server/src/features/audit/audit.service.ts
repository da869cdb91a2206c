import type { AdminPageQuery, AuditEntry, AuditResponse } from '@spruik/shared';
import type { Deps } from '../../deps';
import { listAudit, type AuditRow } from './audit.repository';

const present = (r: AuditRow): AuditEntry => ({
  _id: r.id,
  id: r.id,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  before: r.before,
  after: r.after,
  createdAt: r.createdAt.toISOString(),
  actor: r.actorId
    ? { _id: r.actorId, id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' }
    : null,
});

/** GET /api/admin/audit */
export async function adminAuditLog(deps: Deps, q: AdminPageQuery): Promise<AuditResponse> {
  const { rows, total } = await listAudit(deps.db, q.page, q.limit);
  return { entries: rows.map(present), total, page: q.page, limit: q.limit };
}
