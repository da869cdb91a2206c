/**
 * A database lease so a scheduled job runs in one process at a time when several share the database.
 * Taking it is one statement: insert the row, or take it over when it has expired (or is already ours).
 * Two processes racing for an expired lease are serialised on the row; the loser's WHERE no longer holds.
 */
import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLeases } from '../db/schema';

export async function acquireLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      setWhere: or(lt(jobLeases.expiresAt, now), eq(jobLeases.holder, holder)),
    })
    .returning({ holder: jobLeases.holder });
  return rows.length > 0 && rows[0].holder === holder;
}
