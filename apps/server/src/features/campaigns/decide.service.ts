/**
 * POST /api/campaigns/{id}/{participantId}: the owner approves (pays) or rejects a submission, once; the creator
 * is messaged either way (approved with what was paid, or rejected with the reason).
 * Locks: campaign row, then activity row; the status check under the lock makes a second decision a 409,
 * and the ledger key campaign:payout:<activityId> would refuse a second payment anyway.
 */
import { liveAfterCommit } from '../live';
import {
  ACTIVITY_STATUS,
  CAMPAIGN_MSG,
  ERROR_CODE,
  LIVE_EVENT,
  MESSAGE_EVENT,
  REJECT_REASON_LABELS,
  type CampaignPageQuery,
  type DecideParticipantRequest,
  type RejectReason,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { isLive } from './campaign-rules';
import * as repo from './campaigns.repository';
import * as activitiesRepo from './activities.repository';
import { approveActivity } from './approval';
import { approvalMessages } from './approval-messages';
import { detailsView } from './campaign-read.service';
import { withTransaction } from '../../db/transaction';
import { pushMessages, writeMessage } from '../messages';

export async function decideParticipant(
  deps: Deps,
  owner: AuthUser,
  campaignId: string,
  activityId: string,
  decision: DecideParticipantRequest,
  page: CampaignPageQuery,
) {
  const now = deps.clock.now();
  const { approve } = decision;
  const message = await withTransaction(deps.db, async (tx) => {
    const campaign = await repo.lockCampaign(tx, campaignId);
    if (!campaign || campaign.ownerId !== owner.id) throw notFound(CAMPAIGN_MSG.campaignNotFound);
    const activity = await activitiesRepo.lockActivity(tx, activityId);
    if (!activity || activity.campaignId !== campaignId) throw notFound(CAMPAIGN_MSG.participantNotFound);
    if (activity.status === ACTIVITY_STATUS.todo)
      throw badRequest(CAMPAIGN_MSG.notSubmitted, ERROR_CODE.NOT_SUBMITTED);
    if (activity.status !== ACTIVITY_STATUS.submitted)
      throw conflict(CAMPAIGN_MSG.alreadyDecided, ERROR_CODE.ALREADY_DECIDED);
    // docs/spec.md, Campaigns: approvals only while the campaign is active and before its end date.
    if (!isLive(campaign, now)) throw badRequest(CAMPAIGN_MSG.approvalsClosed, ERROR_CODE.APPROVALS_CLOSED);
    if (decision.approve) {
      const { payoutCents } = await approveActivity(tx, {
        campaign,
        activity,
        now,
        auto: false,
        actorId: owner.id,
        deps,
      });
      const [m] = await approvalMessages(tx, campaign, [activity], [payoutCents], 'owner');
      return writeMessage(tx, deps, m);
    }
    // The place stays taken; its money stays in escrow and is refunded when the campaign ends.
    await activitiesRepo.updateActivity(tx, activity.id, {
      status: ACTIVITY_STATUS.rejected,
      decidedAt: now,
      rejectReason: decision.reason,
      rejectNote: decision.note,
    });
    liveAfterCommit(tx, deps).push(activity.userId, LIVE_EVENT.activity, {
      activityId: activity.id,
      campaignId,
      status: ACTIVITY_STATUS.rejected,
      title: campaign.title,
    });
    return writeMessage(tx, deps, {
      userId: activity.userId,
      title: rejectionMessage(campaign.title, decision.reason, decision.note),
      event: MESSAGE_EVENT.rejectedOrEnded,
      kind: 'rejected',
      campaignId,
    });
  });
  pushMessages(deps, [message]);
  return {
    campaign: await detailsView(deps.db, campaignId, now, page),
    message: approve ? CAMPAIGN_MSG.approved : CAMPAIGN_MSG.rejected,
  };
}

/** The creator's message names the owner's reason ("Other" gives the owner's own words). */
export function rejectionMessage(title: string, reason: RejectReason, note: string | null) {
  const why = reason === 'other' ? (note ?? REJECT_REASON_LABELS.other) : REJECT_REASON_LABELS[reason];
  const extra = reason !== 'other' && note ? ` (${note})` : '';
  return `Your submission to "${title}" was rejected: ${why}${extra}. You can appeal within 72 hours.`;
}
