/** Verified posts read again (post_reads), and the posts found deleted or private (activities.postRemovedAt). */
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { activities, campaigns, postReads, users } from '../../../db/schema';
import type { PostMetrics } from '../../creators';

export type ReadWindow = '24h' | '7d';
export type PostRead = typeof postReads.$inferSelect;

/** A window's read, replacing an earlier one of the same window (a retried job writes it again). */
export async function upsertRead(
  db: DbOrTx,
  activityId: string,
  window: ReadWindow,
  m: PostMetrics | null,
  readAt: Date,
) {
  const values = {
    views: m?.views ?? null,
    reach: m?.reach ?? null,
    likes: m?.likes ?? null,
    comments: m?.comments ?? null,
    shares: m?.shares ?? null,
    saved: m?.saved ?? null,
    readAt,
  };
  await db
    .insert(postReads)
    .values({ activityId, window, ...values })
    .onConflictDoUpdate({ target: [postReads.activityId, postReads.window], set: values });
}

/** What a re-read needs of the activity: its proof, its creator, its campaign and owner. */
export async function findReadTarget(db: DbOrTx, activityId: string) {
  const [row] = await db
    .select({
      id: activities.id,
      userId: activities.userId,
      link: activities.link,
      proofState: activities.proofState,
      proofPlatform: activities.proofPlatform,
      postRemovedAt: activities.postRemovedAt,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      ownerId: campaigns.ownerId,
      creatorName: users.name,
    })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .innerJoin(users, eq(users.id, activities.userId))
    .where(eq(activities.id, activityId));
  return row ?? null;
}

/** Marks the post removed; answers false when another run marked it first (the owner is told once). */
export async function markPostRemoved(db: DbOrTx, activityId: string, at: Date) {
  const rows = await db
    .update(activities)
    .set({ postRemovedAt: at })
    .where(and(eq(activities.id, activityId), isNull(activities.postRemovedAt)))
    .returning({ id: activities.id });
  return rows.length > 0;
}

/** When the post was verified: the proof check's time (the submission's for rows verified before it was kept). */
const verifiedAt = sql<Date>`coalesce(${activities.proofCheckedAt}, ${activities.submittedAt})`;

/**
 * Verified posts whose `window` read is due (verified at or before `dueBefore`) and not stored, verified no
 * earlier than `since`: what the sweep queues when the job sent at verification never ran.
 */
export async function unreadDue(db: DbOrTx, window: ReadWindow, dueBefore: Date, since: Date, limit: number) {
  return db
    .select({ id: activities.id })
    .from(activities)
    .leftJoin(postReads, and(eq(postReads.activityId, activities.id), eq(postReads.window, window)))
    .where(
      and(
        eq(activities.proofState, 'verified'),
        isNull(activities.postRemovedAt),
        isNull(postReads.activityId),
        lte(verifiedAt, dueBefore),
        gte(verifiedAt, since),
      ),
    )
    .limit(limit);
}

/** Each activity's reads, newest window first ('7d' before '24h'). */
export async function readsOf(db: DbOrTx, activityIds: string[]): Promise<Map<string, PostRead[]>> {
  const out = new Map<string, PostRead[]>();
  if (activityIds.length === 0) return out;
  const rows = await db.select().from(postReads).where(inArray(postReads.activityId, activityIds));
  for (const r of rows) out.set(r.activityId, [...(out.get(r.activityId) ?? []), r]);
  for (const list of out.values()) list.sort((a, b) => (a.window === '7d' ? -1 : b.window === '7d' ? 1 : 0));
  return out;
}

/** Every read of a campaign's posts, and how many of its posts were removed. */
export async function campaignReads(db: DbOrTx, campaignId: string) {
  const rows = await db
    .select({ read: postReads })
    .from(postReads)
    .innerJoin(activities, eq(activities.id, postReads.activityId))
    .where(eq(activities.campaignId, campaignId));
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .where(and(eq(activities.campaignId, campaignId), sql`${activities.postRemovedAt} is not null`));
  return { reads: rows.map((r) => r.read), removed: Number(n) };
}
