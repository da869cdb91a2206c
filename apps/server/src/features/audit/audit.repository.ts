import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

/** One page of the log, newest first, with the acting user's name and e-mail. */
export async function listAudit(db: DbOrTx, page: number, limit: number) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
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
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { rows, total: n };
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];
