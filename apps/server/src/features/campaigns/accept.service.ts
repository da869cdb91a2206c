/**
 * POST /api/campaigns/{id}/accept. Under the campaign's row lock: live, its owner not suspended, on a platform
 * the customer is a verified creator on, not joined before, a free place left, and 10 energy, which accepting
 * uses up (docs/spec.md, Participation).
 */
import { eq } from 'drizzle-orm';
import { pushBalance } from '../live';
import { freshFollowers } from '../creators';
import { campaigns } from '../../db/schema';
import { CAMPAIGN_LIMITS, CAMPAIGN_MSG, ERROR_CODE, type CampaignPageQuery } from '@spruik/shared';
import { lockUser } from '../../db/tables/users';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { effectivePlatform, isLive, platformRefusal } from './campaign-rules';
import { expireTodosOf } from './expiry.service';
import { refuseIfPausedLocked } from './suspension';
import * as repo from './campaigns.repository';
import * as activitiesRepo from './activities.repository';
import { useEnergy } from './customers.repository';
import { listOffers } from './offers.service';
import { withTransaction } from '../../db/transaction';
import { assertNotSelfDealing } from './self-dealing';
import { clickLinkFor } from './clicks/clicks.service';

export async function acceptCampaign(
  deps: Deps,
  customer: AuthUser,
  campaignId: string,
  page: CampaignPageQuery,
) {
  // A connected account's count older than 24 hours is read again first (never blocking: docs/connected-accounts.md).
  const [target] = await deps.db
    .select({ platform: campaigns.platform })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (target) await freshFollowers(deps, customer.id, effectivePlatform(target));
  const now = deps.clock.now();
  const { activity, energy, user } = await withTransaction(deps.db, async (tx) => {
    const campaign = await repo.lockCampaign(tx, campaignId);
    if (!campaign || !campaign.isVerified) throw notFound(CAMPAIGN_MSG.campaignNotFound);
    if (!isLive(campaign, now)) throw badRequest(CAMPAIGN_MSG.notAvailable, ERROR_CODE.CAMPAIGN_NOT_LIVE);
    await refuseIfPausedLocked(tx, campaign); // locked: a deactivation committing now is seen
    const user = await lockUser(tx, customer.id);
    if (!user) throw unauthorized();
    const refusal = platformRefusal(user, effectivePlatform(campaign));
    if (refusal === CAMPAIGN_MSG.platformMissing) throw badRequest(refusal, ERROR_CODE.PLATFORM_MISSING);
    if (refusal) throw badRequest(refusal, ERROR_CODE.NOT_VERIFIED);
    await assertNotSelfDealing(tx, user.id, campaign.ownerId);
    if (await activitiesRepo.findUserActivity(tx, campaignId, user.id))
      throw conflict(CAMPAIGN_MSG.alreadyJoined, ERROR_CODE.ALREADY_JOINED);
    // Places held by to-dos past 72 hours are freed first (the job may not have run yet).
    const freed = await expireTodosOf(tx, deps, campaign, now);
    // The campaign lock serialises accepts, so this count and the place taken below agree.
    if (campaign.placesTaken - freed >= campaign.participantsCount)
      throw conflict(CAMPAIGN_MSG.full, ERROR_CODE.CAMPAIGN_FULL);
    if (user.energy < CAMPAIGN_LIMITS.energyPerAccept)
      throw new AppError(400, ERROR_CODE.NO_ENERGY, CAMPAIGN_MSG.noEnergy);
    const left = await useEnergy(tx, user.id, CAMPAIGN_LIMITS.energyPerAccept);
    const row = await activitiesRepo.takePlace(tx, {
      campaignId,
      userId: user.id,
      status: 1,
      createdAt: now,
    });
    // Type 1: the participant's own short link, to share instead of the owner's (clicks/).
    await clickLinkFor(tx, row, campaign);
    return { activity: row, energy: left, user };
  });
  // The row locked above holds the social columns the offers filter needs: no second read of the user.
  const offers = await listOffers(deps, user, page);
  await pushBalance(deps, customer.id); // energy, on every open tab
  return {
    message: CAMPAIGN_MSG.joined,
    energy,
    activity: {
      _id: activity.id,
      id: activity.id,
      status: activity.status,
      createdAt: activity.createdAt.toISOString(),
    },
    campaigns: offers.campaigns,
    total: offers.total,
  };
}
