import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { afterKeyset, keysetAt, type Keyset } from '../../db/keyset';
import { mailOutbox } from '../../db/schema';
import { likePattern } from '../../db/like';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * `limit` e-mails after the cursor, newest first (keyset on created_at, id); `to` is either part of the address
 * or, with exact, the address.
 */
export async function listOutbox(
  db: DbOrTx,
  q: { to?: string; exact?: boolean; after: Keyset | null; limit: number },
): Promise<Array<OutboxRow & { at: string }>> {
  let where: SQL | undefined;
  if (q.to) {
    where = q.exact
      ? eq(sql`lower(${mailOutbox.to})`, q.to.toLowerCase())
      : ilike(mailOutbox.to, likePattern(q.to));
  }
  const rows = await db
    .select({ mail: mailOutbox, at: keysetAt(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(and(where, afterKeyset(mailOutbox.createdAt, mailOutbox.id, q.after, 'desc')))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(q.limit);
  return rows.map((r) => ({ ...r.mail, at: r.at }));
}

export async function findMail(db: DbOrTx, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
