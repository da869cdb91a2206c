/** The owner's live and previous lists, one campaign's page for each kind of caller, and views. */
import { and } from 'drizzle-orm';
import { CAMPAIGN_MSG, ROLES, type CampaignPageQuery } from '@spruik/shared';
import { findCampaign } from '../../db/tables/campaigns';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { isLive } from './campaign-rules';
import * as repo from './campaigns.repository';
import { findUserActivity } from './activities.repository';
import { presentPublic } from './campaigns.presenter';
import { detailsView, loadWithStats, offsetOf, ownerViews } from './campaign-read.service';
import { withTransaction } from '../../db/transaction';

/** Live: open (pending ones included, flagged isVerified false), soonest end first. Previous: the rest, latest end first. */
export async function listOwnerCampaigns(
  deps: Deps,
  owner: AuthUser,
  which: 'live' | 'prev',
  page: CampaignPageQuery,
) {
  const now = deps.clock.now();
  const where =
    which === 'live'
      ? and(repo.ownerCond(owner.id), repo.openCond(now))!
      : and(repo.ownerCond(owner.id), repo.notOpenCond(now))!;
  const { rows, total } = await repo.listCampaigns(
    deps.db,
    where,
    offsetOf(page),
    which === 'live' ? 'endingFirst' : 'endedLast',
  );
  return { campaigns: await ownerViews(deps.db, rows, now), total, page: page.page, limit: page.limit };
}

/**
 * GET /api/campaigns/{id}: the owner (and the operator) get everything with participants and analytics;
 * a customer gets the public fields of a verified campaign that is live or that they joined; anyone else 404.
 */
export async function getCampaign(deps: Deps, me: AuthUser, campaignId: string, page: CampaignPageQuery) {
  const now = deps.clock.now();
  const row = await loadWithStats(deps.db, campaignId);
  if (row.campaign.ownerId === me.id || me.role === ROLES.admin) {
    return { campaign: await detailsView(deps.db, campaignId, now, page) };
  }
  if (me.role === ROLES.customer && row.campaign.isVerified) {
    const joined = isLive(row.campaign, now) || (await findUserActivity(deps.db, campaignId, me.id));
    if (joined) return { campaign: presentPublic(row) };
  }
  throw notFound(CAMPAIGN_MSG.campaignNotFound);
}

/** GET /api/campaigns/{id}/view: one view per customer per campaign (campaign_views' key). */
export async function viewCampaign(deps: Deps, customer: AuthUser, campaignId: string) {
  const campaign = await findCampaign(deps.db, campaignId);
  if (!campaign || !campaign.isVerified) throw notFound(CAMPAIGN_MSG.campaignNotFound);
  const firstView = await withTransaction(deps.db, (tx) =>
    repo.recordView(tx, campaignId, customer.id, deps.clock.now()),
  );
  return { viewed: true, firstView };
}
