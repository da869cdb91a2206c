import { and, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { AUDIT_SYSTEM_ACTOR, type AuditQuery } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { afterKeyset, keysetAt, type Keyset } from '../../db/keyset';
import { auditLog, users } from '../../db/schema';

export type AuditWrite = {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
};

/**
 * The one audit writer of the operator features: who, what, when (the database clock), before and after.
 * Call it inside the transaction that makes the change, so the row exists exactly when the change does.
 */
export const writeAudit = (db: DbOrTx, row: AuditWrite) =>
  db.insert(auditLog).values({ ...row, before: row.before ?? null, after: row.after ?? null });

/**
 * A row for what the platform did by itself: campaign settlement, the 72-hour rules, the scheduled
 * jobs. Its actor is null, which the console shows as "System". Written in the transaction of the effect (or
 * right after a job that changes nothing).
 */
export const writeSystemAudit = (
  db: DbOrTx,
  row: { action: string; targetType: string; targetId: string | null; after: unknown },
) => writeAudit(db, { ...row, actorId: null, before: null });

/**
 * The console's filters. Each equality is the prefix of an index whose tail is the keyset order (created_at, id):
 * audit_log_actor_idx, _action_idx, _target_idx; a date range alone walks audit_log_created_idx.
 */
function filters(q: AuditQuery): SQL | undefined {
  return and(
    q.actor === AUDIT_SYSTEM_ACTOR
      ? isNull(auditLog.actorId)
      : q.actor
        ? eq(auditLog.actorId, q.actor)
        : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.targetType ? eq(auditLog.targetType, q.targetType) : undefined,
    q.targetId ? eq(auditLog.targetId, q.targetId) : undefined,
    q.from ? gte(auditLog.createdAt, q.from) : undefined,
    q.before ? lt(auditLog.createdAt, q.before) : undefined,
  );
}

/** `limit` entries of the log after the cursor, newest first (keyset on created_at, id), with the actor. */
export async function listAudit(db: DbOrTx, q: AuditQuery, after: Keyset | null, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: keysetAt(auditLog.createdAt),
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(filters(q), afterKeyset(auditLog.createdAt, auditLog.id, after, 'desc')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];
