/** The campaigns table: the look-up and the definition of "pending" that more than one feature uses. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { campaigns } from '../schema';

export type CampaignRow = typeof campaigns.$inferSelect;

export async function findCampaign(db: DbOrTx, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row ?? null;
}

/** Waiting for an operator's verification: not verified and not settled. */
export const pendingCond = () => and(eq(campaigns.isVerified, false), isNull(campaigns.settledAt))!;
