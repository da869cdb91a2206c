/** POST /api/campaigns: the campaign row and its escrow reservation in one transaction. */
import {
  BUSINESS_CAMPAIGN_TYPES,
  CAMPAIGN_MSG,
  campaignFeeCents,
  ERROR_CODE,
  ESCROW_TYPES,
  ROLES,
  VENUE_CAMPAIGN_TYPES,
  type CreateCampaignRequest,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { accountKeys, balanceOf, reserveCampaignEscrow } from '../../ledger';
import { badRequest, forbidden } from '../../lib/app-error';
import { campaignsCreated } from '../../lib/metrics';
import { toDollars } from '../../lib/money';
import type { Caller } from '../../plugins/route';
import * as repo from './campaigns.repository';
import { detailsView } from './campaign-read.service';
import { withTransaction } from '../../db/transaction';

export async function createCampaign(
  deps: Deps,
  owner: Caller<'tiktokId' | 'youtubeId'>,
  input: CreateCampaignRequest,
) {
  const allowed =
    owner.role === ROLES.business
      ? BUSINESS_CAMPAIGN_TYPES
      : owner.role === ROLES.venue
        ? VENUE_CAMPAIGN_TYPES
        : [];
  if (!allowed.includes(input.type)) throw forbidden(CAMPAIGN_MSG.typeNotForRole);
  // docs/spec.md, Campaigns: the TikTok / YouTube choice needs the owner's account there (it is the account to tag).
  if (input.platform === 'tiktok' && !owner.tiktokId)
    throw badRequest(CAMPAIGN_MSG.needTiktok, ERROR_CODE.VALIDATION);
  if (input.platform === 'youtube' && !owner.youtubeId)
    throw badRequest(CAMPAIGN_MSG.needYoutube, ERROR_CODE.VALIDATION);

  const now = deps.clock.now();
  // Vouchers carry no fee (docs/finance.md); the rate is kept on the campaign, so a later change of it binds no one.
  const feeBasisPoints = ESCROW_TYPES.includes(input.type) ? deps.config.finance.feeBasisPoints : 0;
  const { id, creditCents } = await withTransaction(deps.db, async (tx) => {
    const campaign = await repo.insertCampaign(tx, {
      ownerId: owner.id,
      type: input.type,
      title: input.title,
      link: input.link,
      platform: input.platform,
      conditions: input.conditions,
      participantsCount: input.participantsCount,
      participantsShareCents: input.participantsShareCents,
      endDate: input.endDate,
      item: input.item,
      discount: input.discount,
      autoApprove: input.autoApprove,
      requiresVisit: input.requiresVisit,
      feeBasisPoints,
      isActive: true,
      isVerified: false,
      createdAt: now,
    });
    if (ESCROW_TYPES.includes(input.type)) {
      // Not enough credit throws here and the transaction takes the campaign row back with it.
      await reserveCampaignEscrow(tx, {
        campaignId: campaign.id,
        owner,
        amountCents: input.participantsShareCents * input.participantsCount,
        feeCents: campaignFeeCents(input.participantsShareCents, input.participantsCount, feeBasisPoints),
        insufficientMessage: CAMPAIGN_MSG.notEnoughCredit,
      });
    }
    return { id: campaign.id, creditCents: await balanceOf(tx, accountKeys.creditOf(owner)) };
  });
  campaignsCreated.inc({ type: String(input.type) });
  return {
    credit: toDollars(creditCents),
    campaign: await detailsView(deps.db, id, now),
    message: CAMPAIGN_MSG.created,
  };
}
