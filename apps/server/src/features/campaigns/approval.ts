/**
 * Approving one participant, the single path every approval takes (owner decision, instant types 1 and 3,
 * the 72-hour rule, settlement). The caller holds the campaign and activity row locks and has checked the
 * activity may be approved; the ledger key campaign:payout:<activityId> backs the "only once" up.
 */
import { randomInt } from 'node:crypto';
import { ACTIVITY_STATUS, LIMITS, payoutCents } from '@spruik/shared';
import type { Tx } from '../../db/client';
import { payCampaignParticipant } from '../../ledger';
import type { Campaign } from './campaign-rules';
import type { Activity } from './activities.repository';
import * as activitiesRepo from './activities.repository';
import { findOrganisation } from './campaigns.repository';
import { legendCodeTaken, lockUser, promoteToLegend } from './customers.repository';

/** What approving pays, in cents: share x follower factor floored (types 1-5), the full share (type 6), nothing (7). */
export function payoutFor(campaign: Campaign, followers: number | null): number {
  if (campaign.type === 7) return 0;
  if (campaign.type === 6) return campaign.participantsShareCents;
  return payoutCents(campaign.participantsShareCents, followers);
}

export async function approveActivity(
  tx: Tx,
  p: { campaign: Campaign; activity: Activity; now: Date; auto: boolean; actorId: string | null },
): Promise<{ payoutCents: number | null }> {
  const { campaign, activity } = p;
  let paid: number | null = null;
  if (campaign.type === 7) {
    await activitiesRepo.insertVoucher(tx, {
      campaignId: campaign.id,
      activityId: activity.id,
      customerId: activity.userId,
      venueId: campaign.ownerId,
      discount: campaign.discount,
      prize: campaign.discount ? null : campaign.item,
      createdAt: p.now,
    });
  } else {
    paid = payoutFor(campaign, activity.followers);
    const org = await findOrganisation(tx, campaign.ownerId);
    await payCampaignParticipant(tx, {
      activityId: activity.id,
      campaignId: campaign.id,
      customerId: activity.userId,
      amountCents: paid,
      memo: org?.name ?? campaign.title,
      pocketVenueId: campaign.type === 6 ? campaign.ownerId : null,
      actorId: p.actorId,
    });
  }
  await activitiesRepo.updateActivity(tx, activity.id, {
    status: ACTIVITY_STATUS.approved,
    payoutCents: paid,
    decidedAt: p.now,
    autoApproved: p.auto,
  });
  await maybePromote(tx, activity.userId);
  return { payoutCents: paid };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newLegendCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * RULINGS.md: a customer becomes a Legend (level 2, with a referral code) after 20 approved activities.
 * The customer's row is locked first, so two approvals committing at once cannot both count one short.
 */
async function maybePromote(tx: Tx, userId: string) {
  const user = await lockUser(tx, userId);
  if (!user || user.level !== 1) return;
  if ((await activitiesRepo.countApproved(tx, userId)) < LIMITS.legendAfterApprovals) return;
  let code = newLegendCode();
  while (await legendCodeTaken(tx, code)) code = newLegendCode();
  await promoteToLegend(tx, userId, code);
}
