/** Response shapes (docs/spec.md, Campaigns). Amounts leave as dollars through toDollars, the one conversion. */
import {
  ACTIVITY_STATUS,
  CAMPAIGN_TYPE,
  CAMPAIGN_TYPE_NAMES,
  campaignFeeCents,
  type ActivityItem,
  type CampaignDetails,
  type CampaignEndBlock,
  type CampaignOwnerView,
  type CampaignParticipant,
  type CampaignPublic,
  type CampaignType,
  type Platform,
  type PostReach,
} from '@spruik/shared';
import { toDollars } from '../../lib/money';
import { effectivePlatform, endedAt, followersOn, statusOf, submitBy } from './campaign-rules';
import type { CampaignWithStats } from './campaigns.repository';
import type { ActivityWithCampaign, ParticipantRow } from './activities.repository';
import { appealUntil, presentActivityAppeal } from './appeals.presenter';
import { clickUrl } from './clicks/clicks.service';
import type { ReachTotals } from './reach/reach-figures';
import { presentProof, presentRejection } from './proof.presenter';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What any signed-in customer may see: no participants, no analytics. */
export function presentPublic(r: CampaignWithStats): CampaignPublic {
  const c = r.campaign;
  return {
    _id: c.id,
    id: c.id,
    title: c.title,
    owner: {
      _id: r.owner.id,
      id: r.owner.id,
      name: r.owner.orgName ?? r.owner.userName,
      logo: r.owner.logo,
      instagramId: r.owner.instagramId,
      tiktokId: r.owner.tiktokId,
      youtubeId: r.owner.youtubeId,
    },
    type: c.type,
    typeName: CAMPAIGN_TYPE_NAMES[c.type as CampaignType] ?? '',
    platform: c.platform as Platform | null,
    link: c.link,
    conditions: c.conditions,
    participantsShare: toDollars(c.participantsShareCents),
    participantsCount: c.participantsCount,
    numberOfParticipants: r.taken,
    discount: c.discount,
    item: c.item,
    endDate: c.endDate.toISOString(),
    isActive: c.isActive && !c.settledAt,
    isVerified: c.isVerified,
    requiresVisit: c.requiresVisit,
    createdAt: c.createdAt.toISOString(),
  };
}

/** The owner's (and operator's) card: everything but the participants. */
export function presentOwner(r: CampaignWithStats, escrowCents: number, now: Date): CampaignOwnerView {
  const c = r.campaign;
  return {
    ...presentPublic(r),
    status: statusOf(c, now),
    approvedParticipantsCount: r.approved,
    viewsCount: c.viewsCount,
    budgetSpent: toDollars(r.spentCents),
    avgParticipantsFollowers: r.avgFollowers,
    escrow: toDollars(escrowCents),
    feePercent: c.feeBasisPoints / 100,
    fee: toDollars(
      c.type === CAMPAIGN_TYPE.voucher
        ? 0
        : campaignFeeCents(c.participantsShareCents, c.participantsCount, c.feeBasisPoints),
    ),
    verifiedAt: iso(c.verifiedAt),
    rejectedReason: c.rejectedReason,
    autoApprove: c.autoApprove,
    settledAt: iso(c.settledAt),
    endedAt: iso(endedAt(c, now)),
  };
}

/** Reach and clicks beside the participants (reach/, clicks/): per activity, and the campaign's totals. */
export type ReachAndClicks = {
  perActivity: Map<string, { reach: PostReach | null; clicks: number | null }>;
  totals: ReachTotals & { postsRemoved: number; clicks: number | null };
};

export function presentParticipant(
  p: ParticipantRow,
  platform: Platform,
  seen?: { reach: PostReach | null; clicks: number | null },
): CampaignParticipant {
  const a = p.activity;
  return {
    _id: a.id,
    id: a.id,
    status: a.status,
    link: a.link,
    youtubeId: a.youtubeId,
    disclosed: a.disclosed,
    followers: a.followers ?? followersOn(p.user, platform),
    payout: a.payoutCents === null ? null : toDollars(a.payoutCents),
    autoApproved: a.autoApproved,
    submittedAt: iso(a.submittedAt),
    decidedAt: iso(a.decidedAt),
    createdAt: a.createdAt.toISOString(),
    proof: presentProof(a),
    ...presentRejection(a),
    user: {
      _id: p.user.id,
      id: p.user.id,
      name: p.user.name,
      instagramId: p.user.instagramId,
      tiktokId: p.user.tiktokId,
      youtubeId: p.user.youtubeId,
    },
    // Reach and clicks
    reach: seen?.reach ?? null,
    clicks: seen?.clicks ?? null,
    postRemoved: a.postRemovedAt !== null,
  };
}

/**
 * The campaign details screen: analytics as docs/spec.md (Campaigns) lists them. "Participants" are the approved ones;
 * the engagement rate is participants / maximum as a percent, rounded to 2 decimals.
 */
export function presentDetails(
  r: CampaignWithStats,
  escrowCents: number,
  now: Date,
  participants: { rows: ParticipantRow[]; total: number },
  submitted: number,
  ending: { refundedCents: number | null; endBlock: CampaignEndBlock | null },
  seen: ReachAndClicks,
): CampaignDetails {
  const c = r.campaign;
  const platform = effectivePlatform(c);
  const max = c.participantsCount;
  return {
    ...presentOwner(r, escrowCents, now),
    analytics: {
      views: c.viewsCount,
      accepted: r.taken,
      submitted,
      participants: r.approved,
      maxParticipants: max,
      budgetSpent: toDollars(r.spentCents),
      budget: toDollars(c.participantsShareCents * max),
      avgFollowers: r.avgFollowers,
      engagementRate: max > 0 ? Math.round((r.approved / max) * 10_000) / 100 : 0,
      // Reach and clicks
      ...seen.totals,
    },
    participants: participants.rows.map((p) =>
      presentParticipant(p, platform, seen.perActivity.get(p.activity.id)),
    ),
    participantsTotal: participants.total,
    refunded: ending.refundedCents === null ? null : toDollars(ending.refundedCents),
    endBlock: ending.endBlock,
  };
}

/**
 * Why an activity expired. Settlement expires a campaign's to-dos with its own time as decidedAt
 * (the same instant as the campaign's settledAt); any other expiry is the 72-hour rule's.
 */
function expiredReason(r: ActivityWithCampaign): ActivityItem['expiredReason'] {
  const a = r.activity;
  const c = r.campaign;
  if (a.status !== ACTIVITY_STATUS.expired) return null;
  if (!c.settledAt || a.decidedAt?.getTime() !== c.settledAt.getTime()) return 'timeUp';
  return c.settledAt < c.endDate ? 'closedEarly' : 'campaignEnded';
}

/** `publicUrl` (PUBLIC_URL) makes a type 1 participant's short link a full address to copy. */
export function presentActivity(r: ActivityWithCampaign, publicUrl: string): ActivityItem {
  const a = r.activity;
  return {
    _id: a.id,
    id: a.id,
    status: a.status,
    campaign: presentPublic(r),
    link: a.link,
    youtubeId: a.youtubeId,
    disclosed: a.disclosed,
    payout: a.payoutCents === null ? null : toDollars(a.payoutCents),
    submittedAt: iso(a.submittedAt),
    decidedAt: iso(a.decidedAt),
    createdAt: a.createdAt.toISOString(),
    appeal: r.appeal ? presentActivityAppeal(r.appeal) : null,
    proof: presentProof(a),
    autoApproved: a.autoApproved,
    ...presentRejection(a),
    appealUntil: appealUntil(a, r.appeal),
    expiresAt:
      a.status === ACTIVITY_STATUS.todo ? submitBy(a.createdAt, r.campaign.endDate).toISOString() : null,
    expiredReason: expiredReason(r),
    // Reach and clicks
    clickLink: r.clickCode ? clickUrl(publicUrl, r.clickCode) : null,
  };
}
