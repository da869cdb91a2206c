import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { afterKeyset, keysetAt, type Keyset } from '../../db/keyset';
import { checkInCodes, checkInMisses, users, visits } from '../../db/schema';

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
  const from = new Date(v.at.getTime() - VISIT_SPAN_MS);
  const standing = await latestVisitBetween(tx, v.customerId, v.venueId, from, v.at);
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

/** The customer's first (or latest) visit at the venue within [from, to], or null. */
async function visitBetween(
  db: DbOrTx,
  customerId: string,
  venueId: string,
  from: Date,
  to: Date,
  which: 'first' | 'latest',
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
    .orderBy(which === 'first' ? asc(visits.createdAt) : desc(visits.createdAt))
    .limit(1);
  return row ?? null;
}

/** The first visit in the window: the visit gate and the post-after-visit check. */
export const firstVisitBetween = (db: DbOrTx, customerId: string, venueId: string, from: Date, to: Date) =>
  visitBetween(db, customerId, venueId, from, to, 'first');

/** The latest visit in the window: the 3-hour rule and the check-in screen's "already in". */
export const latestVisitBetween = (db: DbOrTx, customerId: string, venueId: string, from: Date, to: Date) =>
  visitBetween(db, customerId, venueId, from, to, 'latest');

/* ------------------------------------------------------------------ check-in codes */

/** Stores a shown code (a repeat within the slot does nothing) and answers whose code it is now. */
export async function claimCheckInCode(
  db: DbOrTx,
  row: { venueId: string; slot: number; code: string; customerId: string; at: Date },
): Promise<string | null> {
  await db
    .insert(checkInCodes)
    .values({ ...row, createdAt: row.at })
    .onConflictDoNothing();
  const [held] = await db
    .select({ customerId: checkInCodes.customerId })
    .from(checkInCodes)
    .where(
      and(
        eq(checkInCodes.venueId, row.venueId),
        eq(checkInCodes.slot, row.slot),
        eq(checkInCodes.code, row.code),
      ),
    );
  return held?.customerId ?? null;
}

/**
 * Marks the venue's code of one of `slots` used, once: the row's own UPDATE ... WHERE used_at IS NULL, so of two
 * staff confirming at once one gets the customer and the other nothing.
 */
export async function useCheckInCode(tx: Tx, venueId: string, code: string, slots: number[], at: Date) {
  const [row] = await tx
    .update(checkInCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(checkInCodes.venueId, venueId),
        eq(checkInCodes.code, code),
        inArray(checkInCodes.slot, slots),
        isNull(checkInCodes.usedAt),
      ),
    )
    .returning({ customerId: checkInCodes.customerId, slot: checkInCodes.slot });
  return row ?? null;
}

/** Why a code was not accepted: a code of this venue (used, or of an older slot), another venue's, or none. */
export async function findCheckInCode(db: DbOrTx, code: string, minSlot: number) {
  return db
    .select({ venueId: checkInCodes.venueId, slot: checkInCodes.slot, usedAt: checkInCodes.usedAt })
    .from(checkInCodes)
    .where(and(eq(checkInCodes.code, code), gte(checkInCodes.slot, minSlot)))
    .orderBy(desc(checkInCodes.slot))
    .limit(20);
}

export const countMisses = async (db: DbOrTx, venueId: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(checkInMisses)
      .where(and(eq(checkInMisses.venueId, venueId), gte(checkInMisses.createdAt, since)))
  )[0]?.n ?? 0;

export const addMiss = (db: DbOrTx, venueId: string, at: Date) =>
  db.insert(checkInMisses).values({ venueId, createdAt: at });

/** The sweep: codes older than `codesBefore`, misses older than `missesBefore`. */
export async function deleteOldCheckIns(db: DbOrTx, codesBefore: Date, missesBefore: Date) {
  const codes = await db
    .delete(checkInCodes)
    .where(lt(checkInCodes.createdAt, codesBefore))
    .returning({ slot: checkInCodes.slot });
  const misses = await db
    .delete(checkInMisses)
    .where(lt(checkInMisses.createdAt, missesBefore))
    .returning({ id: checkInMisses.id });
  return { codes: codes.length, misses: misses.length };
}

/* ------------------------------------------------------------------ the venue's list */

const visitor = alias(users, 'visitor');

/** The venue's check-ins, newest first, `limit` after the cursor (keyset on created_at, id). */
export function venueCheckInsPage(db: DbOrTx, venueId: string, after: Keyset | null, limit: number) {
  return db
    .select({
      v: visits,
      at: keysetAt(visits.createdAt),
      customerName: visitor.name,
      customerInstagram: visitor.instagramId,
    })
    .from(visits)
    .innerJoin(visitor, eq(visitor.id, visits.customerId))
    .where(
      and(
        eq(visits.venueId, venueId),
        eq(visits.proof, 'check_in'),
        afterKeyset(visits.createdAt, visits.id, after, 'desc'),
      ),
    )
    .orderBy(desc(visits.createdAt), desc(visits.id))
    .limit(limit);
}

/** The customer's handle and name, for the visit just recorded. */
export async function visitorOf(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({ name: users.name, instagramId: users.instagramId })
    .from(users)
    .where(eq(users.id, customerId));
  return row ?? null;
}
