/**
 * Approving participants, the single path every approval takes (owner decision, instant types 1 and 3,
 * the 72-hour rule, settlement). The caller holds the campaign and activity row locks and has checked the
 * activities may be approved; the ledger key campaign:payout:<activityId> backs the "only once" up.
 * Lock order (docs/ledger.md): campaign, activity, ledger accounts; the customer's row is never locked here.
 */
import {
  ACTIVITY_STATUS,
  CAMPAIGN_TYPE,
  feeTakenCents,
  LIMITS,
  LIVE_EVENT,
  payoutCents,
} from '@spruik/shared';
import type { Db, Tx } from '../../db/client';
import { findOrganisation } from '../../db/tables/organisations';
import { newLegendCode } from '../../db/tables/users';
import { afterCommit, sqlState } from '../../db/transaction';
import type { Deps } from '../../deps';
import { accountKeys, payCampaignParticipants } from '../../ledger';
import { liveAfterCommit } from '../live';
import type { Campaign } from './campaign-rules';
import type { Activity } from './activities.repository';
import * as activitiesRepo from './activities.repository';
import { promoteToLegend } from './customers.repository';

/** What approving pays, in cents: share x follower factor floored (types 1-5), the full share (type 6), nothing (7). */
export function payoutFor(campaign: Campaign, followers: number | null): number {
  if (campaign.type === CAMPAIGN_TYPE.voucher) return 0;
  if (campaign.type === CAMPAIGN_TYPE.credit) return campaign.participantsShareCents;
  return payoutCents(campaign.participantsShareCents, followers);
}

/** The account an approval pays into: the wallet (types 1-5), the pocket at the owning venue (6), none (7). */
export function payoutAccountKey(campaign: Campaign, customerId: string): string | null {
  if (campaign.type === CAMPAIGN_TYPE.voucher) return null;
  if (campaign.type === CAMPAIGN_TYPE.credit) return accountKeys.pocket(customerId, campaign.ownerId);
  return accountKeys.wallet(customerId);
}

type ApprovalContext = {
  campaign: Campaign;
  now: Date;
  auto: boolean;
  actorId: string | null;
  /** Where the customer's open tabs hear of it (after the commit). */
  deps: Pick<Deps, 'realtime' | 'db'>;
};

export async function approveActivity(
  tx: Tx,
  p: ApprovalContext & { activity: Activity },
): Promise<{ payoutCents: number | null }> {
  const [paid] = await approveActivities(tx, { ...p, activities: [p.activity] });
  return { payoutCents: paid };
}

/**
 * Approves several participants of one campaign at once (settlement, the 72-hour rule; the owner's decision
 * is a batch of one), in a fixed number of statements whatever their count: one voucher insert (type 7) or one
 * batch of ledger entries (postEntries, each payout keeping its own key), then one update of the activities.
 * Answers what each was paid, in order (null for type 7).
 */
export async function approveActivities(
  tx: Tx,
  p: ApprovalContext & { activities: Activity[] },
): Promise<Array<number | null>> {
  const { campaign, activities } = p;
  if (activities.length === 0) return [];
  const paid = activities.map((a) =>
    campaign.type === CAMPAIGN_TYPE.voucher ? null : payoutFor(campaign, a.followers),
  );
  if (campaign.type === CAMPAIGN_TYPE.voucher) {
    await activitiesRepo.insertVouchers(
      tx,
      activities.map((activity) => ({
        campaignId: campaign.id,
        activityId: activity.id,
        customerId: activity.userId,
        venueId: campaign.ownerId,
        discount: campaign.discount,
        prize: campaign.discount ? null : campaign.item,
        createdAt: p.now,
      })),
    );
  } else {
    const org = await findOrganisation(tx, campaign.ownerId);
    // The fee on the running total (docs/finance.md): the fees taken add up to the fee on all that was paid.
    let paidBefore = campaign.feeBasisPoints > 0 ? await activitiesRepo.paidSoFarCents(tx, campaign.id) : 0;
    const fees = paid.map((cents) => {
      const fee = feeTakenCents(paidBefore, cents!, campaign.feeBasisPoints);
      paidBefore += cents!;
      return fee;
    });
    await payCampaignParticipants(
      tx,
      activities.map((activity, i) => ({
        activityId: activity.id,
        campaignId: campaign.id,
        customerId: activity.userId,
        amountCents: paid[i]!,
        feeCents: fees[i]!,
        memo: org?.name ?? campaign.title,
        pocketVenueId: campaign.type === CAMPAIGN_TYPE.credit ? campaign.ownerId : null,
        actorId: p.actorId,
      })),
    );
  }
  await activitiesRepo.approveActivities(
    tx,
    activities.map((a, i) => ({ id: a.id, payoutCents: paid[i] })),
    { decidedAt: p.now, autoApproved: p.auto },
  );
  const live = liveAfterCommit(tx, p.deps);
  activities.forEach((activity, i) => {
    // Promotion locks the customer's row (a new legend code is a key change), which the customer's own
    // payments and withdrawals hold key-share locks on while they wait for the wallet this transaction holds:
    // it runs after the commit, holding nothing else.
    afterCommit(tx, (db) => promoteIfDue(db, activity.userId));
    live.push(activity.userId, LIVE_EVENT.activity, {
      activityId: activity.id,
      campaignId: campaign.id,
      status: ACTIVITY_STATUS.approved,
      title: campaign.title,
    });
    if (paid[i] !== null) live.balance(activity.userId);
  });
  return paid;
}

/**
 * docs/spec.md, Creators: a customer becomes a Legend (level 2, with a referral code) after 20 approved activities.
 * One conditional statement, run after each approval commits: it counts the approvals committed by then,
 * so of two approvals committing at once the later one's check sees both. A code that is already taken
 * (unique index) is drawn again.
 */
async function promoteIfDue(db: Db, userId: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await promoteToLegend(db, userId, newLegendCode(), LIMITS.legendAfterApprovals);
    } catch (err) {
      if (sqlState(err) !== '23505' || attempt >= 5) throw err;
    }
  }
}
