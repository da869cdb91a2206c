/**
 * POST /api/campaigns/{id}/accept. Under the campaign's row lock: live, on a platform the customer has,
 * not joined before, a free place left, and 10 energy, which accepting uses up (RULINGS.md).
 */
import { pushBalance } from '../live';
import { CAMPAIGN_LIMITS, CAMPAIGN_MSG, ERROR_CODE, type CampaignPageQuery } from '@spruik/shared';
import { lockUser } from '../../db/tables/users';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { effectivePlatform, isLive, platformsOf } from './campaign-rules';
import * as repo from './campaigns.repository';
import * as activitiesRepo from './activities.repository';
import { useEnergy } from './customers.repository';
import { listOffers } from './offers.service';
import { withTransaction } from '../../db/transaction';
import { assertNotSelfDealing } from './self-dealing';

export async function acceptCampaign(
  deps: Deps,
  customer: AuthUser,
  campaignId: string,
  page: CampaignPageQuery,
) {
  const now = deps.clock.now();
  const { activity, energy } = await withTransaction(deps.db, async (tx) => {
    const campaign = await repo.lockCampaign(tx, campaignId);
    if (!campaign || !campaign.isVerified) throw notFound(CAMPAIGN_MSG.campaignNotFound);
    if (!isLive(campaign, now)) throw badRequest(CAMPAIGN_MSG.notAvailable, ERROR_CODE.CAMPAIGN_NOT_LIVE);
    const user = await lockUser(tx, customer.id);
    if (!user) throw unauthorized();
    if (!platformsOf(user).includes(effectivePlatform(campaign)))
      throw badRequest(CAMPAIGN_MSG.platformMissing, ERROR_CODE.PLATFORM_MISSING);
    await assertNotSelfDealing(tx, user.id, campaign.ownerId);
    if (await activitiesRepo.findUserActivity(tx, campaignId, user.id))
      throw conflict(CAMPAIGN_MSG.alreadyJoined, ERROR_CODE.ALREADY_JOINED);
    // The campaign lock serialises accepts, so this count and the insert below see the same places.
    if ((await activitiesRepo.countCampaignActivities(tx, campaignId)) >= campaign.participantsCount)
      throw conflict(CAMPAIGN_MSG.full, ERROR_CODE.CAMPAIGN_FULL);
    if (user.energy < CAMPAIGN_LIMITS.energyPerAccept)
      throw new AppError(400, ERROR_CODE.NO_ENERGY, CAMPAIGN_MSG.noEnergy);
    const left = await useEnergy(tx, user.id, CAMPAIGN_LIMITS.energyPerAccept);
    const row = await activitiesRepo.insertActivity(tx, {
      campaignId,
      userId: user.id,
      status: 1,
      createdAt: now,
    });
    return { activity: row, energy: left };
  });
  const offers = await listOffers(deps, customer, page);
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
