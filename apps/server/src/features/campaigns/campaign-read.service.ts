/** Reads that several services answer with: the owner's view of one campaign, with or without participants. */
import {
  type CampaignDetails,
  type CampaignEndBlock,
  type CampaignOwnerView,
  type CampaignPageQuery,
} from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { accountKeys, balanceOf, balancesOf, campaignRefundCents } from '../../ledger';
import { notFound } from '../../lib/app-error';
import { CAMPAIGN_MSG, CAMPAIGN_TYPE } from '@spruik/shared';
import * as repo from './campaigns.repository';
import { countSubmitted, listParticipants, type ParticipantRow } from './activities.repository';
import { campaignClicks, clicksByActivity } from './clicks/click-links.repository';
import { campaignReads, readsOf } from './reach/post-reads.repository';
import { latestRead, presentPostReach, reachTotals } from './reach/reach-figures';
import { appealDeadline, appealHold } from './appeals.repository';
import type { Campaign } from './campaign-rules';
import { presentDetails, presentOwner, type ReachAndClicks } from './campaigns.presenter';

export const offsetOf = (p: CampaignPageQuery) => ({ limit: p.limit, offset: (p.page - 1) * p.limit });

export async function loadWithStats(db: DbOrTx, id: string) {
  const row = await repo.findCampaignWithStats(db, id);
  if (!row) throw notFound(CAMPAIGN_MSG.campaignNotFound);
  return row;
}

export async function ownerViews(
  db: DbOrTx,
  rows: repo.CampaignWithStats[],
  now: Date,
): Promise<CampaignOwnerView[]> {
  const escrows = await balancesOf(
    db,
    rows.map((r) => accountKeys.escrow(r.campaign.id)),
  );
  return rows.map((r) => presentOwner(r, escrows.get(accountKeys.escrow(r.campaign.id)) ?? 0, now));
}

export async function detailsView(
  db: DbOrTx,
  id: string,
  now: Date,
  page: CampaignPageQuery = { page: 1, limit: 10 },
): Promise<CampaignDetails> {
  const row = await loadWithStats(db, id);
  const settled = !!row.campaign.settledAt;
  const [escrow, participants, submitted, refundedCents, endBlock] = await Promise.all([
    balanceOf(db, accountKeys.escrow(id)),
    listParticipants(db, id, offsetOf(page)),
    countSubmitted(db, id),
    settled ? campaignRefundCents(db, id) : null,
    endBlockOf(db, row.campaign, now),
  ]);
  const seen = await reachAndClicksOf(db, row.campaign, participants.rows);
  return presentDetails(row, escrow, now, participants, submitted, { refundedCents, endBlock }, seen);
}

/** The posts' latest reads and the short links' clicks, for this page of participants and the whole campaign. */
async function reachAndClicksOf(db: DbOrTx, c: Campaign, rows: ParticipantRow[]): Promise<ReachAndClicks> {
  const ids = rows.map((p) => p.activity.id);
  const counting = c.type === CAMPAIGN_TYPE.increaseClick;
  const [reads, clicks, all, totalClicks] = await Promise.all([
    readsOf(db, ids),
    counting ? clicksByActivity(db, ids) : null,
    campaignReads(db, c.id),
    counting ? campaignClicks(db, c.id) : null,
  ]);
  return {
    perActivity: new Map(
      ids.map((id) => [
        id,
        { reach: presentPostReach(latestRead(reads.get(id))), clicks: clicks ? (clicks.get(id) ?? 0) : null },
      ]),
    ),
    totals: { ...reachTotals(all.reads), postsRemoved: all.removed, clicks: totalClicks },
  };
}

/** Why the owner cannot end this campaign now (settlement waits for appeals), and until when; null: they can. */
async function endBlockOf(db: DbOrTx, c: Campaign, now: Date): Promise<CampaignEndBlock | null> {
  if (c.settledAt) return null;
  const hold = await appealHold(db, c.id, now);
  if (hold.openAppeal) return { reason: 'openAppeal', until: null };
  if (!hold.lastRejectedAt) return null;
  return { reason: 'appealWindow', until: appealDeadline(hold.lastRejectedAt).toISOString() };
}
