/** The activity rows the proof checks read and write. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { ACTIVITY_STATUS } from '@spruik/shared';
import type { DbOrTx } from '../../../db/client';
import { activities } from '../../../db/schema';

const pendingCond = (id: string) =>
  and(
    eq(activities.id, id),
    eq(activities.status, ACTIVITY_STATUS.submitted),
    eq(activities.proofState, 'pending'),
  );

/** A try the platform could not answer: counted, and when it was (the sweep's backoff runs from then). */
export async function recordRetry(db: DbOrTx, id: string, attempts: number, at: Date) {
  await db.update(activities).set({ proofAttempts: attempts, proofCheckedAt: at }).where(pendingCond(id));
}

/** Submitted activities whose proof still waits for the platform, oldest first. */
export async function pendingProofs(db: DbOrTx, limit: number) {
  return db
    .select({
      id: activities.id,
      submittedAt: activities.submittedAt,
      proofCheckedAt: activities.proofCheckedAt,
      proofAttempts: activities.proofAttempts,
    })
    .from(activities)
    .where(and(eq(activities.status, ACTIVITY_STATUS.submitted), eq(activities.proofState, 'pending')))
    .orderBy(asc(sql`coalesce(${activities.proofCheckedAt}, ${activities.submittedAt})`))
    .limit(limit);
}
