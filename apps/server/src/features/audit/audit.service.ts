import type { AdminKeysetQuery, AuditEntry, AuditResponse } from '@spruik/shared';
import { keysetPage, readCursor } from '../../db/keyset';
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

/** GET /api/admin/audit: newest first, a page at a time (keyset). */
export async function adminAuditLog(deps: Deps, q: AdminKeysetQuery): Promise<AuditResponse> {
  const rows = await listAudit(deps.db, readCursor(q.cursor), q.limit + 1);
  const { page, nextCursor } = keysetPage(rows, q.limit, (r) => ({ at: r.at, id: r.id }));
  return { entries: page.map(present), nextCursor, limit: q.limit };
}
