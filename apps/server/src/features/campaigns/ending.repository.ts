/** The queries of the ending notice (ending.service.ts). */
import { and, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { ACTIVITY_STATUS } from '@spruik/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { activities, campaigns } from '../../db/schema';
import type { Campaign } from './campaign-rules';

const hasSubmitted = sql`exists (select 1 from ${activities} where ${activities.campaignId} = ${campaigns.id} and ${activities.status} = ${ACTIVITY_STATUS.submitted})`;

/** Open, verified, ending in (now, until], not told yet, with a submission undecided (campaigns_live_idx). */
const due = (now: Date, until: Date) =>
  and(
    eq(campaigns.isActive, true),
    eq(campaigns.isVerified, true),
    isNull(campaigns.settledAt),
    isNull(campaigns.endingNoticeAt),
    gt(campaigns.endDate, now),
    lte(campaigns.endDate, until),
    hasSubmitted,
  );

export async function endingCampaignIds(db: DbOrTx, now: Date, until: Date, limit: number) {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(due(now, until))
    .orderBy(campaigns.endDate)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Marks the campaign told, only while it is still due: of two servers sweeping at once, the second waits for the
 * first's row lock, then finds ending_notice_at set and updates nothing. Null when nothing was marked.
 */
export async function claimEndingNotice(
  tx: Tx,
  id: string,
  now: Date,
  until: Date,
): Promise<Campaign | null> {
  const [row] = await tx
    .update(campaigns)
    .set({ endingNoticeAt: now })
    .where(and(eq(campaigns.id, id), due(now, until)))
    .returning();
  return row ?? null;
}

export async function countSubmitted(db: DbOrTx, campaignId: string) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(activities)
    .where(and(eq(activities.campaignId, campaignId), eq(activities.status, ACTIVITY_STATUS.submitted)));
  return n;
}
