/** GET /api/activities/current and /prev: the customer's participations with their campaign (public shape). */
import type { CampaignPageQuery } from '@spruik/shared';
import type { Deps } from '../../deps';
import { activitiesRepo, presentActivities, offsetOf } from '../campaigns';

export async function listActivities(
  deps: Deps,
  userId: string,
  which: 'current' | 'prev',
  page: CampaignPageQuery,
) {
  const now = deps.clock.now();
  const list = which === 'current' ? activitiesRepo.currentActivities : activitiesRepo.previousActivities;
  const { rows, total } = await list(deps.db, userId, now, offsetOf(page));
  return { activities: await presentActivities(deps, rows), total, page: page.page, limit: page.limit };
}
