/**
 * Held withdrawals (docs/business-rules.md "Held withdrawals"): a refund or chargeback of a campaign owner's
 * top-up holds every pending withdrawal of the creators its campaigns paid in the 30 days before, until the
 * operator releases it (an audited action). A held withdrawal can be rejected, never paid (single or bulk).
 */
import { and, eq, gte, inArray, isNull, ne } from 'drizzle-orm';
import { ACTIVITY_STATUS, ERROR_CODE, MONEY_MSG, WITHDRAW_STATUS } from '@spruik/shared';
import type { Tx } from '../../db/client';
import { activities, campaigns, withdrawals } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit';
import * as repo from './withdrawals.repository';

export const HOLD_WINDOW_DAYS = 30;

/**
 * Inside the reversal's transaction, after the top-up and the owner's campaigns, before any user row or ledger
 * account (docs/ledger.md lock order): marks the pending withdrawals held. Answers how many.
 */
export async function holdCreatorWithdrawals(
  tx: Tx,
  p: { ownerId: string; now: Date; reason: string },
): Promise<number> {
  const since = new Date(p.now.getTime() - HOLD_WINDOW_DAYS * 86_400_000);
  const paidCreators = tx
    .selectDistinct({ userId: activities.userId })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(
      and(
        eq(campaigns.ownerId, p.ownerId),
        ne(campaigns.type, 7),
        eq(activities.status, ACTIVITY_STATUS.approved),
        gte(activities.decidedAt, since),
      ),
    );
  const held = await tx
    .update(withdrawals)
    .set({ heldAt: p.now, heldReason: p.reason })
    .where(
      and(
        eq(withdrawals.status, WITHDRAW_STATUS.pending),
        isNull(withdrawals.heldAt),
        inArray(withdrawals.userId, paidCreators),
      ),
    )
    .returning({ id: withdrawals.id });
  return held.length;
}

/** The operator's release: the withdrawal can be paid again. Audited; a second release is refused. */
export async function releaseWithdrawal(deps: Deps, admin: { id: string }, id: string) {
  return withTransaction(deps.db, async (tx) => {
    const w = await repo.lockWithdrawal(tx, id);
    if (!w) throw notFound(MONEY_MSG.withdrawNotFound);
    if (w.status !== WITHDRAW_STATUS.pending)
      throw conflict(MONEY_MSG.alreadyDecided, ERROR_CODE.ALREADY_DECIDED);
    if (!w.heldAt) throw conflict(MONEY_MSG.withdrawNotHeld, ERROR_CODE.CONFLICT);
    const [after] = await tx
      .update(withdrawals)
      .set({ heldAt: null, heldReason: null })
      .where(eq(withdrawals.id, id))
      .returning();
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'withdrawal.release',
      targetType: 'withdrawal',
      targetId: id,
      before: { heldAt: w.heldAt.toISOString(), heldReason: w.heldReason, userId: w.userId },
      after: { heldAt: null },
    });
    return after;
  });
}

/** Paying refuses a held withdrawal (checked under its row lock). */
export function refuseIfHeld(w: { heldAt: Date | null }) {
  if (w.heldAt) throw conflict(MONEY_MSG.withdrawHeld, ERROR_CODE.CONFLICT);
}
