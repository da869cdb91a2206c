/** The customer changes only campaigns make: energy spent on accept, the Legend level. (Look-ups: db/tables/users.) */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { LIMITS } from '@spruik/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { activities, users } from '../../db/schema';

export async function useEnergy(tx: Tx, id: string, amount: number): Promise<number> {
  const [row] = await energyUse(tx).execute({ id, amount });
  return row.energy;
}

/** Every accept spends energy: built once. */
const energyUse = preparedPer((db) =>
  db
    .update(users)
    .set({ energy: sql`${users.energy} - ${sql.placeholder('amount')}` })
    .where(eq(users.id, sql.placeholder('id')))
    .returning({ energy: users.energy })
    .prepare(''),
);

/**
 * Energy given back (capped at 100) to customers whose to-do expired because the campaign closed early.
 * In customer-id order, so settlements sharing customers lock them in one order.
 */
export async function returnEnergy(tx: Tx, ids: string[], amount: number) {
  for (const id of [...new Set(ids)].sort()) {
    await tx
      .update(users)
      .set({ energy: sql`least(${users.energy} + ${amount}, ${LIMITS.energyMax})` })
      .where(eq(users.id, id));
  }
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
