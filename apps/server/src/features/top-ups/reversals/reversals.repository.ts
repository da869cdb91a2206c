import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { topUpReversals, topUps } from '../../../db/schema';

export type Reversal = typeof topUpReversals.$inferSelect;
export type ReversalKind = 'refund' | 'chargeback' | 'chargeback_won' | 'chargeback_lost';

/** A top-up's reversals, oldest first. Read under the top-up's row lock, they are all there is. */
export const reversalsOf = (tx: DbOrTx, topUpId: string): Promise<Reversal[]> =>
  tx
    .select()
    .from(topUpReversals)
    .where(eq(topUpReversals.topUpId, topUpId))
    .orderBy(asc(topUpReversals.createdAt), asc(topUpReversals.id));

export async function insertReversal(
  tx: Tx,
  v: {
    topUpId: string;
    provider: string;
    providerRef: string;
    kind: ReversalKind;
    amountCents: number;
    creditCents?: number;
    lossCents?: number;
    closesId?: string | null;
    createdAt: Date;
  },
): Promise<Reversal> {
  const [row] = await tx.insert(topUpReversals).values(v).returning();
  return row;
}

export async function setReversalEntry(tx: Tx, id: string, entryId: string) {
  await tx.update(topUpReversals).set({ entryId }).where(eq(topUpReversals.id, id));
}

/** The paid top-up a provider's payment id names (Stripe payment_intent, PayPal capture id). */
export async function findTopUpByPayment(db: DbOrTx, provider: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(topUps)
    .where(and(eq(topUps.provider, provider), eq(topUps.providerPaymentId, paymentId)))
    .limit(1);
  return row ?? null;
}

/** What a top-up's reversals add up to: what it still holds, refunded so far, and its open chargebacks. */
export function tally(amountCents: number, rows: Reversal[]) {
  const closed = new Set(rows.filter((r) => r.closesId).map((r) => r.closesId));
  let refunded = 0;
  let chargedBack = 0;
  let restored = 0;
  for (const r of rows) {
    if (r.kind === 'refund') refunded += r.amountCents;
    else if (r.kind === 'chargeback') chargedBack += r.amountCents;
    else if (r.kind === 'chargeback_won') restored += r.amountCents;
  }
  return {
    refunded,
    /** What can still be taken back: the top-up less refunds and chargebacks, plus what won disputes returned. */
    remaining: amountCents - refunded - chargedBack + restored,
    open: rows.filter((r) => r.kind === 'chargeback' && !closed.has(r.id)),
  };
}
