/** A customer's activities as they read them, with a type 1 participant's short link made on first read. */
import type { ActivityItem } from '@spruik/shared';
import type { Deps } from '../../../deps';
import type { ActivityWithCampaign } from '../activities.repository';
import { presentActivity } from '../campaigns.presenter';
import { clickLinkFor } from './clicks.service';

export async function presentActivities(deps: Deps, rows: ActivityWithCampaign[]): Promise<ActivityItem[]> {
  for (const r of rows) {
    // Participants who joined before links existed get theirs now; accepting makes it otherwise.
    if (r.clickCode === null) r.clickCode = await clickLinkFor(deps.db, r.activity, r.campaign);
  }
  return rows.map((r) => presentActivity(r, deps.config.publicUrl));
}
