/**
 * The audit rows of what campaigns do by themselves: settlement at the end date, the 72-hour
 * auto-approval and the 72-hour expiry of to-dos. Actor null ("System" in the console), written in the
 * transaction of the effect, so the row exists exactly when the effect does.
 */
import type { Tx } from '../../db/client';
import { writeSystemAudit } from '../audit';

type Settled = { campaignId: string; refundedCents: number; autoApproved: number; expired: number };

/** A campaign settled by the job at its end date (the operator's and owner's closes audit themselves). */
export async function auditSettlement<R extends Settled | null>(tx: Tx, r: R): Promise<R> {
  if (r)
    await writeSystemAudit(tx, {
      action: 'campaign.settle',
      targetType: 'campaign',
      targetId: r.campaignId,
      after: { refundedCents: r.refundedCents, autoApproved: r.autoApproved, expired: r.expired },
    });
  return r;
}

/** Submissions approved (and paid) because the owner left them undecided for 72 hours. */
export async function auditAutoApproval(tx: Tx, campaignId: string, activities: Array<{ id: string }>) {
  if (activities.length === 0) return;
  await writeSystemAudit(tx, {
    action: 'activity.autoApprove',
    targetType: 'campaign',
    targetId: campaignId,
    after: { count: activities.length, activityIds: activities.map((a) => a.id) },
  });
}

/** To-dos not submitted within 72 hours of joining: their places are free again. */
export async function auditExpiry(tx: Tx, campaignId: string, activities: Array<{ id: string }>) {
  if (activities.length === 0) return;
  await writeSystemAudit(tx, {
    action: 'activity.expire',
    targetType: 'campaign',
    targetId: campaignId,
    after: { count: activities.length, activityIds: activities.map((a) => a.id) },
  });
}
