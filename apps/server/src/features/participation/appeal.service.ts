/**
 * POST /api/activities/{id}/appeal: a rejected creator asks the operator to look again, once,
 * within 72 hours of the rejection. Locks as every activity write: campaign row, then activity row; under the
 * campaign's lock settlement cannot run meanwhile, and settlement waits while a rejection may still be appealed.
 */
import {
  ACTIVITY_STATUS,
  APPEAL_MSG,
  APPEAL_STATUS,
  ERROR_CODE,
  MESSAGE_EVENT,
  type AppealRequest,
} from '@spruik/shared';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../audit';
import { pushMessages, writeMessage } from '../messages';
import { activitiesRepo, appealsRepo, campaignsRepo as repo, presentActivityAppeal } from '../campaigns';

export async function appealRejection(
  deps: Deps,
  customer: AuthUser,
  activityId: string,
  input: AppealRequest,
) {
  const note = String(input.note);
  const now = deps.clock.now();
  const { appeal, message } = await withTransaction(deps.db, async (tx) => {
    const found = await activitiesRepo.findActivity(tx, activityId);
    if (!found || found.userId !== customer.id) throw notFound(APPEAL_MSG.activityNotFound);
    const campaign = await repo.lockCampaign(tx, found.campaignId);
    const activity = await activitiesRepo.lockActivity(tx, activityId);
    if (!campaign || !activity) throw notFound(APPEAL_MSG.activityNotFound);
    if (await appealsRepo.findAppealOf(tx, activity.id))
      throw conflict(APPEAL_MSG.alreadyAppealed, ERROR_CODE.ALREADY_APPEALED);
    if (activity.status !== ACTIVITY_STATUS.rejected || !activity.decidedAt)
      throw badRequest(APPEAL_MSG.notRejected, ERROR_CODE.NOT_REJECTED);
    // A settled campaign has returned its escrow; settlement waits out the window, so this is only a backstop.
    if (now >= appealsRepo.appealDeadline(activity.decidedAt) || campaign.settledAt)
      throw badRequest(APPEAL_MSG.windowClosed, ERROR_CODE.APPEAL_WINDOW_CLOSED);
    const appeal = await appealsRepo.insertAppeal(tx, {
      activityId: activity.id,
      campaignId: campaign.id,
      userId: customer.id,
      note,
      rejectedAt: activity.decidedAt,
      createdAt: now,
    });
    if (!appeal) throw conflict(APPEAL_MSG.alreadyAppealed, ERROR_CODE.ALREADY_APPEALED);
    await writeAudit(tx, {
      actorId: customer.id,
      action: 'appeal.open',
      targetType: 'appeal',
      targetId: appeal.id,
      before: { activityId: activity.id, activityStatus: activity.status },
      after: { status: APPEAL_STATUS.open, note },
    });
    const message = await writeMessage(tx, deps, {
      userId: campaign.ownerId,
      title: `A creator appealed your rejection on "${campaign.title}". The operator will decide.`,
      event: MESSAGE_EVENT.rejectedOrEnded,
      kind: 'appeal',
      campaignId: campaign.id,
    });
    return { appeal, message };
  });
  pushMessages(deps, [message]);
  return { message: APPEAL_MSG.sent, appeal: presentActivityAppeal(appeal) };
}
