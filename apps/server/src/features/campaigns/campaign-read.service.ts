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
import { CAMPAIGN_MSG } from '@spruik/shared';
import * as repo from './campaigns.repository';
import { countSubmitted, listParticipants } from './activities.repository';
import { appealDeadline, appealHold } from './appeals.repository';
import type { Campaign } from './campaign-rules';
import { presentDetails, presentOwner } from './campaigns.presenter';

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
  return presentDetails(row, escrow, now, participants, submitted, { refundedCents, endBlock });
}

/** Why the owner cannot end this campaign now (settlement waits for appeals), and until when; null: they can. */
async function endBlockOf(db: DbOrTx, c: Campaign, now: Date): Promise<CampaignEndBlock | null> {
  if (c.settledAt) return null;
  const hold = await appealHold(db, c.id, now);
  if (hold.openAppeal) return { reason: 'openAppeal', until: null };
  if (!hold.lastRejectedAt) return null;
  return { reason: 'appealWindow', until: appealDeadline(hold.lastRejectedAt).toISOString() };
}
