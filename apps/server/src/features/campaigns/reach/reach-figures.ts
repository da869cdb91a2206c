/**
 * The owner's reach figures from the post reads (docs/business-rules.md, "Campaign analytics"): each post counts
 * by its latest read with figures; interactions are likes + comments + shares + saves; the interaction rate is
 * interactions / reach as a percent (2 decimals), over the posts whose platform reports reach.
 */
import type { PostReach } from '@spruik/shared';
import type { PostRead } from './post-reads.repository';

const n = (v: number | null) => v ?? 0;
export const interactionsOf = (r: PostRead) => n(r.likes) + n(r.comments) + n(r.shares) + n(r.saved);
export const interactionRate = (interactions: number, reach: number | null) =>
  reach ? Math.round((interactions / reach) * 10_000) / 100 : null;

const hasFigures = (r: PostRead) =>
  [r.views, r.reach, r.likes, r.comments, r.shares, r.saved].some((v) => v !== null);

/** The newest read that carries figures ('7d' before '24h'); a skipped read (not connected) carries none. */
export const latestRead = (reads: PostRead[] | undefined) => (reads ?? []).find(hasFigures) ?? null;

export function presentPostReach(r: PostRead | null): PostReach | null {
  if (!r) return null;
  const interactions = interactionsOf(r);
  return {
    views: r.views,
    reach: r.reach,
    interactions,
    interactionRate: interactionRate(interactions, r.reach),
    readAt: r.readAt.toISOString(),
  };
}

export type ReachTotals = {
  postsRead: number;
  postViews: number;
  reach: number | null;
  interactions: number;
  interactionRate: number | null;
};

/** Totals over every post of a campaign, each by its latest read. */
export function reachTotals(reads: PostRead[]): ReachTotals {
  const byActivity = new Map<string, PostRead[]>();
  for (const r of reads) byActivity.set(r.activityId, [...(byActivity.get(r.activityId) ?? []), r]);
  let postsRead = 0;
  let postViews = 0;
  let interactions = 0;
  let reach: number | null = null;
  let reachedInteractions = 0;
  for (const list of byActivity.values()) {
    list.sort((a, b) => (a.window === '7d' ? -1 : b.window === '7d' ? 1 : 0));
    const r = latestRead(list);
    if (!r) continue;
    postsRead++;
    postViews += n(r.views);
    interactions += interactionsOf(r);
    if (r.reach !== null) {
      reach = (reach ?? 0) + r.reach;
      reachedInteractions += interactionsOf(r);
    }
  }
  return {
    postsRead,
    postViews,
    reach,
    interactions,
    interactionRate: interactionRate(reachedInteractions, reach),
  };
}
