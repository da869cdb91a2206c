/** Type 1 participants' short links (click_links) and their unique clicks (link_clicks). */
import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { campaigns, clickLinks, linkClicks } from '../../../db/schema';

/** 8 url-safe characters (48 random bits): short to paste, far too many to guess or walk. */
const newCode = () => randomBytes(6).toString('base64url');

/** The activity's code, made on first use; a code already taken (1 in 2^48) draws again. */
export async function ensureClickLink(db: DbOrTx, activityId: string, campaignId: string): Promise<string> {
  for (let tries = 0; tries < 5; tries++) {
    const [made] = await db
      .insert(clickLinks)
      .values({ code: newCode(), activityId, campaignId })
      .onConflictDoNothing()
      .returning({ code: clickLinks.code });
    if (made) return made.code;
    const [existing] = await db
      .select({ code: clickLinks.code })
      .from(clickLinks)
      .where(eq(clickLinks.activityId, activityId));
    if (existing) return existing.code;
  }
  throw new Error('no free click code after 5 draws');
}

/** The campaign link a code leads to, or null for a code that is not ours. */
export async function findClickTarget(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ code: clickLinks.code, link: campaigns.link })
    .from(clickLinks)
    .innerJoin(campaigns, eq(campaigns.id, clickLinks.campaignId))
    .where(eq(clickLinks.code, code));
  return row ?? null;
}

/** One click per visitor per hour: answers whether this one counted. */
export async function insertClick(db: DbOrTx, v: { code: string; visitor: string; hour: Date; at: Date }) {
  const rows = await db
    .insert(linkClicks)
    .values({ code: v.code, visitor: v.visitor, hour: v.hour, createdAt: v.at })
    .onConflictDoNothing()
    .returning({ code: linkClicks.code });
  return rows.length > 0;
}

/** Unique clicks per activity, for these activities. */
export async function clicksByActivity(db: DbOrTx, activityIds: string[]): Promise<Map<string, number>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .select({ activityId: clickLinks.activityId, n: count(linkClicks.code) })
    .from(clickLinks)
    .leftJoin(linkClicks, eq(linkClicks.code, clickLinks.code))
    .where(inArray(clickLinks.activityId, activityIds))
    .groupBy(clickLinks.activityId);
  return new Map(rows.map((r) => [r.activityId, Number(r.n)]));
}

/** Unique clicks on every link of the campaign. */
export async function campaignClicks(db: DbOrTx, campaignId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(linkClicks)
    .innerJoin(clickLinks, eq(clickLinks.code, linkClicks.code))
    .where(eq(clickLinks.campaignId, campaignId));
  return Number(n);
}
