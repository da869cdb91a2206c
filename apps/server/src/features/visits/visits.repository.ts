import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { visits } from '../../db/schema';

export type VisitRow = typeof visits.$inferSelect;
export type VisitProof = 'payment' | 'voucher' | 'check_in';

/** One visit per customer and venue per 3 hours (docs/visits.md). */
export const VISIT_SPAN_MS = 3 * 3_600_000;

/**
 * Records a visit unless the customer already has one at the venue in the 3 hours up to `at`; answers the visit
 * that stands and whether it is new. Serialised per customer and venue by a transaction-scoped advisory lock, so
 * two staff confirming at once, or a payment and a check-in, record one visit. The lock is always the last one a
 * transaction takes (after any ledger lock), so it adds no cycle to the lock order (docs/ledger.md).
 */
export async function recordVisit(
  tx: Tx,
  v: { customerId: string; venueId: string; proof: VisitProof; paymentId?: string | null; at: Date },
): Promise<{ visit: VisitRow; created: boolean }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`visit:${v.customerId}:${v.venueId}`}))`);
  const [standing] = await tx
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.venueId, v.venueId),
        eq(visits.customerId, v.customerId),
        gte(visits.createdAt, new Date(v.at.getTime() - VISIT_SPAN_MS)),
        lte(visits.createdAt, v.at),
      ),
    )
    .orderBy(desc(visits.createdAt))
    .limit(1);
  if (standing) return { visit: standing, created: false };
  const [visit] = await tx
    .insert(visits)
    .values({
      customerId: v.customerId,
      venueId: v.venueId,
      proof: v.proof,
      paymentId: v.paymentId ?? null,
      createdAt: v.at,
    })
    .returning();
  return { visit: visit!, created: true };
}

/** A visit-gated campaign counts visits from 24 hours before the creator joined (docs/visits.md). */
export const VISIT_BEFORE_JOINING_MS = 24 * 3_600_000;
export const visitWindowStart = (joinedAt: Date) => new Date(joinedAt.getTime() - VISIT_BEFORE_JOINING_MS);

/** The customer's first visit at the venue within [from, to], or null: the visit gate and the post-after-visit check. */
export async function firstVisitBetween(
  db: DbOrTx,
  customerId: string,
  venueId: string,
  from: Date,
  to: Date,
): Promise<VisitRow | null> {
  const [row] = await db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.venueId, venueId),
        eq(visits.customerId, customerId),
        gte(visits.createdAt, from),
        lte(visits.createdAt, to),
      ),
    )
    .orderBy(asc(visits.createdAt))
    .limit(1);
  return row ?? null;
}
