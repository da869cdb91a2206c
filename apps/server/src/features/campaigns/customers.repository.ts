/** The customer rows campaigns touch: energy on accept, follower counts, the Legend level. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserRow(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function lockUser(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
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

export async function legendCodeTaken(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.legendCode, code)).limit(1);
  return Boolean(row);
}

/** Level 1 -> 2, keeping a legend code the user may already have. No-op for a Legend. */
export async function promoteToLegend(tx: Tx, id: string, code: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ level: 2, legendCode: sql`coalesce(${users.legendCode}, ${code})` })
    .where(and(eq(users.id, id), eq(users.level, 1), eq(users.role, 3)))
    .returning({ id: users.id });
  return rows.length > 0;
}
