/**
 * POST /api/activities/{id}/submit. Types 1 and 3 complete and pay at once; types 2 and 4-7 wait for the
 * owner (status 4) and the owner gets a message. The follower count on the campaign's platform is
 * snapshotted now: that is what a later approval pays by.
 */
import { liveAfterCommit } from '../live';
import {
  ACTIVITY_STATUS,
  CAMPAIGN_MSG,
  ERROR_CODE,
  INSTANT_TYPES,
  LIVE_EVENT,
  MESSAGE_EVENT,
  socialUrl,
  submitActivitySchema,
  type Platform,
} from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { findCampaign } from '../../db/tables/campaigns';
import { findUser } from '../../db/tables/users';
import { findOrganisation } from '../../db/tables/organisations';
import type { Deps } from '../../deps';
import { accountKeys, balanceOf } from '../../ledger';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import { parse } from '../../lib/validate';
import type { AuthUser } from '../../plugins/auth';
import { pushMessages, writeMessage } from '../messages';
import { afterCommitIfAny, withTransaction } from '../../db/transaction';
import {
  campaignsRepo as repo,
  activitiesRepo,
  effectivePlatform,
  followersOn,
  isOpen,
  todoExpiryCutoff,
  type Campaign,
  refuseIfPaused,
  approveActivity,
} from '../campaigns';
import { findConnection } from '../creators';
import { firstVisitBetween, visitWindowStart } from '../visits';
import { CHECK_PROOF_JOB, proofKind } from './proof';

const notYours = () => notFound(CAMPAIGN_MSG.activityNotFound);

/**
 * docs/visits.md "Campaigns that need a visit": a visit at the venue between 24 hours before joining and now, or
 * the submission is refused with the venue's name.
 */
async function refuseWithoutVisit(tx: DbOrTx, campaign: Campaign, joinedAt: Date, userId: string, now: Date) {
  if (!campaign.requiresVisit) return;
  if (await firstVisitBetween(tx, userId, campaign.ownerId, visitWindowStart(joinedAt), now)) return;
  const [venue, org] = await Promise.all([
    findUser(tx, campaign.ownerId),
    findOrganisation(tx, campaign.ownerId),
  ]);
  const name = org?.name || venue?.name || 'the venue';
  throw badRequest(CAMPAIGN_MSG.visitRequired(name), ERROR_CODE.VISIT_REQUIRED);
}
/** An expired to-do on a campaign still open ran out of time (72 hours); otherwise the campaign ended. */
const statusError = (status: number, campaign: Campaign | null, now: Date) => {
  if (status !== ACTIVITY_STATUS.expired)
    return conflict(CAMPAIGN_MSG.alreadySubmitted, ERROR_CODE.ALREADY_SUBMITTED);
  return campaign && isOpen(campaign, now)
    ? badRequest(CAMPAIGN_MSG.activityExpired, ERROR_CODE.ACTIVITY_EXPIRED)
    : badRequest(CAMPAIGN_MSG.campaignEnded, ERROR_CODE.CAMPAIGN_ENDED);
};

export async function submitActivity(deps: Deps, customer: AuthUser, activityId: string, body: unknown) {
  const found = await activitiesRepo.findActivity(deps.db, activityId);
  if (!found || found.userId !== customer.id) throw notYours();
  const campaign0 = await findCampaign(deps.db, found.campaignId);
  if (!campaign0) throw notYours();
  const now = deps.clock.now();
  if (found.status !== ACTIVITY_STATUS.todo) throw statusError(found.status, campaign0, now);
  const input = parse(submitActivitySchema(campaign0), body);

  let checking = false;
  const message = await withTransaction(deps.db, async (tx) => {
    const campaign = await repo.lockCampaign(tx, found.campaignId);
    const activity = await activitiesRepo.lockActivity(tx, activityId);
    if (!campaign || !activity) throw notYours();
    if (activity.status !== ACTIVITY_STATUS.todo) throw statusError(activity.status, campaign, now);
    if (!isOpen(campaign, now)) throw badRequest(CAMPAIGN_MSG.campaignEnded, ERROR_CODE.CAMPAIGN_ENDED);
    // Past 72 hours the place is gone, even before the job has marked it.
    if (activity.createdAt <= todoExpiryCutoff(now))
      throw badRequest(CAMPAIGN_MSG.activityExpired, ERROR_CODE.ACTIVITY_EXPIRED);
    await refuseIfPaused(tx, campaign);
    await refuseWithoutVisit(tx, campaign, activity.createdAt, customer.id, now);
    const user = await findUser(tx, customer.id);
    if (!user) throw unauthorized();
    const platform = effectivePlatform(campaign);
    const followers = followersOn(user, platform);
    // docs/connected-accounts.md "Proof checks": the platform checks it when the creator's account is connected.
    checking = proofKind(campaign, input.link) !== null && (await connected(deps, tx, customer.id, platform));
    const submitted = await activitiesRepo.updateActivity(tx, activity.id, {
      status: ACTIVITY_STATUS.submitted,
      link: input.link,
      youtubeId: input.youtubeId ? socialUrl('youtube', input.youtubeId) : null,
      disclosed: input.disclosed,
      followers,
      submittedAt: now,
      ...(checking ? { proofState: 'pending', proofPlatform: platform } : {}),
    });
    // Once the outermost transaction (the idempotency key's) has committed, so the check reads the submission; a
    // send lost there is queued again by the proof sweep (the row says pending).
    if (checking)
      afterCommitIfAny(tx, () =>
        deps.queue.send(CHECK_PROOF_JOB, { activityId }, { singletonKey: activityId }),
      );
    if (INSTANT_TYPES.includes(campaign.type)) {
      await approveActivity(tx, {
        campaign,
        activity: submitted,
        now,
        auto: false,
        actorId: customer.id,
        deps,
      });
      return null;
    }
    // The owner's open details page and badge hear of it at once.
    liveAfterCommit(tx, deps).push(campaign.ownerId, LIVE_EVENT.participant, {
      campaignId: campaign.id,
      activityId: activity.id,
    });
    return writeMessage(tx, deps, {
      userId: campaign.ownerId,
      title: `New submission to decide on "${campaign.title}".`,
      event: MESSAGE_EVENT.submission,
      kind: 'submission',
      campaignId: campaign.id,
    });
  });
  pushMessages(deps, [message]);
  const [wallet, after] = await Promise.all([
    balanceOf(deps.db, accountKeys.wallet(customer.id)),
    activitiesRepo.findActivity(deps.db, activityId),
  ]);
  return {
    wallet: toDollars(wallet),
    message: CAMPAIGN_MSG.thanks,
    activity: {
      _id: activityId,
      id: activityId,
      status: after?.status ?? ACTIVITY_STATUS.submitted,
      payout: after?.payoutCents == null ? null : toDollars(after.payoutCents),
    },
  };
}

async function connected(deps: Deps, db: DbOrTx, userId: string, platform: Platform) {
  const c = await findConnection(db, userId, platform);
  return !!c && c.status === 'connected' && deps.platforms.client(platform, c.sandbox) !== null;
}
