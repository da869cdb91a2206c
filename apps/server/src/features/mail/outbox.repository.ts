import { count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { likePattern } from '../../db/like';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** One page of the outbox, newest first; `to` is either part of the address or, with exact, the address. */
export async function listOutbox(
  db: DbOrTx,
  q: { to?: string; exact?: boolean; page: number; limit: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  let where: SQL | undefined;
  if (q.to) {
    where = q.exact
      ? eq(sql`lower(${mailOutbox.to})`, q.to.toLowerCase())
      : ilike(mailOutbox.to, likePattern(q.to));
  }
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: n };
}
