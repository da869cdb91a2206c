import type { AuditEntry, AuditQuery, AuditResponse } from '@spruik/shared';
import { keysetPage, readCursor } from '../../db/keyset';
import type { Deps } from '../../deps';
import { listAudit, type AuditRow } from './audit.repository';
import { targetNames } from './target-names';

const present = (r: AuditRow, targetName: string | null): AuditEntry => ({
  _id: r.id,
  id: r.id,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  targetName,
  before: r.before,
  after: r.after,
  createdAt: r.createdAt.toISOString(),
  actor: r.actorId
    ? { _id: r.actorId, id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' }
    : null,
});

/** GET /api/admin/audit: newest first, filtered, a page at a time (keyset), each target named. */
export async function adminAuditLog(deps: Deps, q: AuditQuery): Promise<AuditResponse> {
  const rows = await listAudit(deps.db, q, readCursor(q.cursor), q.limit + 1);
  const { page, nextCursor } = keysetPage(rows, q.limit, (r) => ({ at: r.at, id: r.id }));
  const nameOf = await targetNames(deps.db, page);
  return { entries: page.map((r) => present(r, nameOf(r))), nextCursor, limit: q.limit };
}
