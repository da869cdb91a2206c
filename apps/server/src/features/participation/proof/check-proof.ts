/**
 * The job participation.checkProof (docs/connected-accounts.md "Proof checks"): finds a submitted post through the
 * creator's connected account, runs the checks and stores the verdict on the activity. A verified post on a
 * campaign that approves automatically is approved and paid as an owner's approval would be; a failed one stays
 * with the owner, who is told why. A platform that is busy or down leaves the proof pending and the job queued
 * again with backoff; the job itself never fails for the platform's sake.
 */
import {
  ACTIVITY_STATUS,
  CAMPAIGN_TYPE,
  MESSAGE_EVENT,
  PROOF_CHECK_LABELS,
  socialHandle,
  type Platform,
  type ProofCheck,
  type ProofCheckName,
} from '@spruik/shared';
import { findCampaign } from '../../../db/tables/campaigns';
import { findOrganisation } from '../../../db/tables/organisations';
import { findUser } from '../../../db/tables/users';
import { withTransaction } from '../../../db/transaction';
import type { Deps } from '../../../deps';
import { writeSystemAudit } from '../../audit';
import {
  activitiesRepo,
  approvalKind,
  approveActivity,
  campaignsRepo,
  effectivePlatform,
  isOpen,
  pocketVenueName,
  rewardText,
  type Campaign,
  scheduleReachReads,
} from '../../campaigns';
import {
  PLATFORM_NAMES,
  PlatformRateLimited,
  PlatformTokenInvalid,
  PlatformUnavailable,
  withConnection,
} from '../../creators';
import { pushMessages, writeMessage } from '../../messages';
import { firstVisitBetween, visitWindowStart } from '../../visits';
import { runProofChecks, subscribedCheck, verdictOf } from './checks';
import { recordRetry } from './proof.repository';

export const CHECK_PROOF_JOB = 'participation.checkProof';

/** Types whose proof is a post the platform can show us. */
const POST_TYPES: readonly number[] = [
  CAMPAIGN_TYPE.createContent,
  CAMPAIGN_TYPE.shareOnSocialMedia,
  CAMPAIGN_TYPE.credit,
  CAMPAIGN_TYPE.voucher,
];

/**
 * What the platform can check for this campaign: a post (types 4-7 with a link), a YouTube subscription (type 2
 * on YouTube), or nothing (types 1 and 3; a follow on Instagram or TikTok, which no API reads).
 */
export function proofKind(campaign: Pick<Campaign, 'type' | 'platform'>, link: string | null) {
  if (POST_TYPES.includes(campaign.type)) return link ? 'post' : null;
  if (campaign.type === CAMPAIGN_TYPE.increaseFollowers && effectivePlatform(campaign) === 'youtube')
    return 'subscription';
  return null;
}

/** Seconds before the next try: 30 s doubling per attempt, at most an hour, or longer when the platform asks. */
export function retryDelaySeconds(attempts: number, retryAfterSeconds = 0) {
  const backoff = Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
  return Math.max(backoff, retryAfterSeconds);
}

type Verdict = { checks: ProofCheck[]; postId: string | null };

export async function checkProof(deps: Deps, activityId: string): Promise<void> {
  const activity = await activitiesRepo.findActivity(deps.db, activityId);
  if (!activity || activity.status !== ACTIVITY_STATUS.submitted || activity.proofState !== 'pending') return;
  const c = await findCampaign(deps.db, activity.campaignId);
  if (!c) return;
  const platform = effectivePlatform(c);
  const kind = proofKind(c, activity.link);
  const [owner, org] = await Promise.all([
    findUser(deps.db, c.ownerId),
    findOrganisation(deps.db, c.ownerId),
  ]);
  const ownerHandle = socialHandle(platform, owner?.[`${platform}Id`]) || null;
  if (!kind || (kind === 'subscription' && !ownerHandle))
    return settle(deps, activityId, { state: 'unchecked' });

  let verdict: Verdict | null;
  try {
    verdict = await withConnection(
      deps,
      activity.userId,
      platform,
      async ({ client, accessToken, account }) => {
        if (kind === 'subscription') {
          if (!client.isSubscribed) return null;
          const subscribed = await client.isSubscribed(accessToken, ownerHandle!);
          return { checks: [subscribedCheck(subscribed, ownerHandle!)], postId: null };
        }
        const post = await client.findPost(accessToken, account, activity.link!);
        const visit = c.requiresVisit
          ? await firstVisitBetween(
              deps.db,
              activity.userId,
              c.ownerId,
              visitWindowStart(activity.createdAt),
              activity.submittedAt ?? deps.clock.now(),
            )
          : undefined;
        const checks = runProofChecks(
          {
            post,
            account,
            acceptedAt: activity.createdAt,
            visitAt: visit === undefined ? undefined : (visit?.createdAt ?? null),
            owner: {
              handle: ownerHandle,
              links: [c.link, org?.websiteLink].filter((l): l is string => !!l),
            },
          },
          platform,
        );
        return { checks, postId: post?.id ?? null };
      },
    );
  } catch (err) {
    if (err instanceof PlatformRateLimited || err instanceof PlatformUnavailable) {
      const attempts = activity.proofAttempts + 1;
      await recordRetry(deps.db, activityId, attempts, deps.clock.now());
      const retryAfter = err instanceof PlatformRateLimited ? err.retryAfterSeconds : 0;
      await deps.queue.send(
        CHECK_PROOF_JOB,
        { activityId },
        { startAfterSeconds: retryDelaySeconds(attempts, retryAfter), singletonKey: activityId },
      );
      return;
    }
    // The refresh failed too: withConnection marked the connection for reconnecting and told the creator.
    if (err instanceof PlatformTokenInvalid)
      return settle(deps, activityId, { state: 'unchecked', platform });
    throw err;
  }
  if (!verdict) return settle(deps, activityId, { state: 'unchecked' });
  const { state, reason } = verdictOf(verdict.checks);
  await settle(deps, activityId, { state, reason, platform, ...verdict });
}

type Outcome = {
  state: 'unchecked' | 'verified' | 'failed';
  reason?: ProofCheckName | null;
  platform?: Platform;
  checks?: ProofCheck[];
  postId?: string | null;
};

/**
 * Stores the verdict under the campaign's then the activity's lock (docs/ledger.md "Lock order"), only while the
 * activity is still submitted and pending: of two checks at once, or a check racing the owner's decision, one
 * decides and the others find nothing left to do, so the approval pays once.
 */
async function settle(deps: Deps, activityId: string, o: Outcome) {
  const now = deps.clock.now();
  let decided = false;
  const message = await withTransaction(deps.db, async (tx) => {
    const found = await activitiesRepo.findActivity(tx, activityId);
    if (!found) return null;
    const campaign = await campaignsRepo.lockCampaign(tx, found.campaignId);
    const activity = await activitiesRepo.lockActivity(tx, activityId);
    if (!campaign || !activity) return null;
    if (activity.status !== ACTIVITY_STATUS.submitted || activity.proofState !== 'pending') return null;
    const stored = await activitiesRepo.updateActivity(tx, activityId, {
      proofState: o.state,
      proofReason: o.reason ?? null,
      proofChecks: o.checks ?? null,
      proofPostId: o.postId ?? null,
      proofPlatform: o.platform ?? null,
      proofCheckedAt: now,
    });
    decided = true;
    const name = o.platform ? PLATFORM_NAMES[o.platform] : '';
    if (o.state === 'failed') {
      const failed = o.checks?.find((c) => c.check === o.reason);
      return writeMessage(tx, deps, {
        userId: campaign.ownerId,
        title: `A submission to "${campaign.title}" did not pass ${name}'s check "${failed ? PROOF_CHECK_LABELS[failed.check] : 'the post'}": ${failed?.detail ?? ''} Please decide on it.`,
        event: MESSAGE_EVENT.submission,
        kind: 'submission',
        campaignId: campaign.id,
      });
    }
    // Approvals close with the campaign: settlement approves what is still submitted then (and says so).
    if (o.state !== 'verified' || !campaign.isVerified || !isOpen(campaign, now)) return null;
    if (!campaign.autoApprove)
      return writeMessage(tx, deps, {
        userId: activity.userId,
        title: `Your post for "${campaign.title}" was verified by ${name}. It now waits for the owner's decision.`,
        event: MESSAGE_EVENT.verified,
        kind: 'approved',
        campaignId: campaign.id,
      });
    const { payoutCents } = await approveActivity(tx, {
      campaign,
      activity: stored,
      now,
      auto: true,
      actorId: null,
      deps,
    });
    await writeSystemAudit(tx, {
      action: 'activity.proofApprove',
      targetType: 'campaign',
      targetId: campaign.id,
      after: { activityId, platform: o.platform ?? null },
    });
    const reward = rewardText(campaign, payoutCents, await pocketVenueName(tx, campaign));
    return writeMessage(tx, deps, {
      userId: activity.userId,
      title: `Your post for "${campaign.title}" was verified by ${name}: approved automatically and ${reward}.`,
      event: MESSAGE_EVENT.verified,
      kind: approvalKind(payoutCents),
      campaignId: campaign.id,
    });
  });
  pushMessages(deps, [message]);
  // A confirmed post is read again at 24 hours and 7 days (its reach); the reach sweep catches a lost send.
  if (decided && o.state === 'verified' && o.postId) await scheduleReachReads(deps, activityId);
}
