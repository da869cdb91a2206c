/**
 * An activity still to do 72 hours after it was accepted expires (status 5) and frees its place.
 * The campaign job expires them every run; accept expires a campaign's own first (the job may lag), and submit
 * refuses a to-do past its time. All under the campaign's row lock, so an expiry racing a submit has one outcome.
 */
import { ACTIVITY_STATUS, LIVE_EVENT } from '@spruik/shared';
import type { Tx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { liveAfterCommit } from '../live';
import { todoExpiryCutoff, type Campaign } from './campaign-rules';
import * as repo from './campaigns.repository';
import * as activitiesRepo from './activities.repository';
import { auditExpiry } from './system-audit';

/** Expires a locked campaign's to-dos past 72 hours; tells each customer after commit. Answers how many. */
export async function expireTodosOf(tx: Tx, deps: Deps, campaign: Campaign, now: Date): Promise<number> {
  const rows = await activitiesRepo.expireStaleTodos(tx, campaign.id, todoExpiryCutoff(now), now);
  await auditExpiry(tx, campaign.id, rows);
  const live = liveAfterCommit(tx, deps);
  for (const a of rows) {
    live.push(a.userId, LIVE_EVENT.activity, {
      activityId: a.id,
      campaignId: campaign.id,
      status: ACTIVITY_STATUS.expired,
      title: campaign.title,
      reason: 'timeUp',
    });
  }
  return rows.length;
}

/** The job's step: every unsettled campaign with a to-do past 72 hours, each in its own transaction. */
export async function expireStaleActivities(deps: Deps, opts: { limit?: number } = {}): Promise<number> {
  const now = deps.clock.now();
  const ids = await activitiesRepo.campaignsWithStaleTodos(deps.db, todoExpiryCutoff(now), opts.limit ?? 100);
  let expired = 0;
  for (const id of ids) {
    expired += await withTransaction(deps.db, async (tx) => {
      const campaign = await repo.lockCampaign(tx, id, { skipLocked: true });
      if (!campaign || campaign.settledAt) return 0;
      return expireTodosOf(tx, deps, campaign, now);
    });
  }
  return expired;
}
