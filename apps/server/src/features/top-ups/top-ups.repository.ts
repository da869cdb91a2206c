import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { topUps } from '../../db/schema';

export type TopUp = typeof topUps.$inferSelect;
export type TopUpStatus = 'pending' | 'paid' | 'cancelled' | 'failed';

export async function insertTopUp(
  db: DbOrTx,
  v: {
    userId: string;
    provider: string;
    method: string;
    amountCents: number;
    providerSessionId?: string | null;
  },
): Promise<TopUp> {
  const [row] = await db.insert(topUps).values(v).returning();
  return row;
}

export async function findTopUp(db: DbOrTx, id: string): Promise<TopUp | null> {
  const [row] = await db.select().from(topUps).where(eq(topUps.id, id)).limit(1);
  return row ?? null;
}

export async function findTopUpBySession(
  db: DbOrTx,
  provider: string,
  sessionId: string,
): Promise<TopUp | null> {
  const [row] = await db.select().from(topUps).where(eq(topUps.providerSessionId, sessionId)).limit(1);
  return row && row.provider === provider ? row : null;
}

/** The row lock that makes "pending -> paid" happen once however many confirmations race. */
export async function lockTopUp(tx: Tx, id: string): Promise<TopUp | null> {
  const [row] = await tx.select().from(topUps).where(eq(topUps.id, id)).limit(1).for('no key update');
  return row ?? null;
}

export async function setSession(db: DbOrTx, id: string, providerSessionId: string) {
  await db.update(topUps).set({ providerSessionId }).where(eq(topUps.id, id));
}

export async function setStatus(db: DbOrTx, id: string, status: TopUpStatus) {
  await db.update(topUps).set({ status }).where(eq(topUps.id, id));
}

export async function markPaid(
  tx: Tx,
  id: string,
  entryId: string,
  paidAt: Date,
  providerPaymentId: string | null,
  cardFingerprint: string | null = null,
): Promise<TopUp> {
  const [row] = await tx
    .update(topUps)
    .set({ status: 'paid', entryId, paidAt, providerPaymentId, cardFingerprint })
    .where(eq(topUps.id, id))
    .returning();
  return row;
}

export { findProviderEvent, recordProviderEvent } from '../../db/tables/provider-events';

/** Paid top-ups through the built-in TEST MODE checkout: credit nobody paid for (production refuses them at start). */
export async function countPaidSandboxTopUps(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(topUps)
    .where(and(eq(topUps.provider, 'sandbox'), eq(topUps.status, 'paid')));
  return row.n;
}
