import { desc, eq } from 'drizzle-orm';
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

/** `limit` entries of the log after the cursor, newest first (keyset on created_at, id), with the actor. */
export async function listAudit(db: DbOrTx, after: Keyset | null, limit: number) {
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
    .where(afterKeyset(auditLog.createdAt, auditLog.id, after, 'desc'))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];
