/** The customer rows campaigns touch: energy on accept, follower counts, the Legend level. */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { activities, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserRow(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * The customer's row for a change of non-key columns (energy). FOR NO KEY UPDATE: rows that reference the
 * user by foreign key (payments, withdrawals) hold key-share locks on it, which this does not wait for.
 */
export async function lockUser(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('no key update');
  return row ?? null;
}

export async function useEnergy(tx: Tx, id: string, amount: number): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ energy: sql`${users.energy} - ${amount}` })
    .where(eq(users.id, id))
    .returning({ energy: users.energy });
  return row.energy;
}

/**
 * Level 1 -> 2 once the customer has at least `approvals` approved activities, keeping a legend code the
 * user may already have. One statement, so it needs no transaction around it; false when not (yet) due.
 */
export async function promoteToLegend(db: DbOrTx, id: string, code: string, approvals: number) {
  const approved = db
    .select({ n: count() })
    .from(activities)
    .where(and(eq(activities.userId, id), eq(activities.status, 2)));
  const rows = await db
    .update(users)
    .set({ level: 2, legendCode: sql`coalesce(${users.legendCode}, ${code})` })
    .where(and(eq(users.id, id), eq(users.level, 1), eq(users.role, 3), gte(sql`(${approved})`, approvals)))
    .returning({ id: users.id });
  return rows.length > 0;
}
