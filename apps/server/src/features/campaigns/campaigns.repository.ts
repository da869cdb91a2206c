/** Campaign queries. No rules here: the services decide what to ask for. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lte,
  not,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Platform } from '@spruik/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedByShape, preparedPer } from '../../db/prepared';
import { afterKeyset, keysetAt, type Keyset } from '../../db/keyset';
import { likePattern } from '../../db/like';
import { activities, campaigns, campaignViews, escrowClaims, organisations, users } from '../../db/schema';
import type { Campaign } from './campaign-rules';
import { awaitsAppealsCond } from './appeals.repository';

const ownerUser = alias(users, 'owner_user');

/** Stats are correlated subqueries on "campaigns"."id", so every query below keeps the table unaliased. */
const stats = {
  // Expired activities (status 5) gave their place back: places_taken leaves them out.
  taken: campaigns.placesTaken,
  approved:
    sql<number>`(select count(*) from activities a where a.campaign_id = "campaigns"."id" and a.status = 2)`.mapWith(
      Number,
    ),
  spentCents: sql<number>`(select coalesce(sum(a.payout_cents), 0) from activities a
    where a.campaign_id = "campaigns"."id" and a.status = 2)`.mapWith(Number),
  avgFollowers: sql<number>`(select coalesce(round(avg(coalesce(a.followers,
      case "campaigns"."platform" when 'tiktok' then u.tiktok_followers
        when 'youtube' then u.youtube_followers else u.instagram_followers end))), 0)
    from activities a join users u on u.id = a.user_id where a.campaign_id = "campaigns"."id")`.mapWith(
    Number,
  ),
};

const fields = {
  campaign: campaigns,
  owner: {
    id: ownerUser.id,
    userName: ownerUser.name,
    orgName: organisations.name,
    logo: organisations.logo,
    email: ownerUser.email,
    instagramId: ownerUser.instagramId,
    tiktokId: ownerUser.tiktokId,
    youtubeId: ownerUser.youtubeId,
  },
  ...stats,
};

export type CampaignWithStats = {
  campaign: Campaign;
  owner: {
    id: string;
    userName: string;
    orgName: string | null;
    logo: string | null;
    email: string;
    instagramId: string | null;
    tiktokId: string | null;
    youtubeId: string | null;
  };
  taken: number;
  approved: number;
  spentCents: number;
  avgFollowers: number;
};

// ---- conditions ----

/** Not settled, active, end date ahead (pending included). */
export const openCond = (now: Date) =>
  and(eq(campaigns.isActive, true), isNull(campaigns.settledAt), gt(campaigns.endDate, now))!;
export const liveCond = (now: Date) => and(eq(campaigns.isVerified, true), openCond(now))!;
export const notOpenCond = (now: Date) => not(openCond(now));
export const ownerCond = (ownerId: string) => eq(campaigns.ownerId, ownerId);
/**
 * Live (verified, active, not settled, not ended) with a free place. Literal `true`s, not parameters, so the
 * planner can match the partial index campaigns_offers_idx whatever plan it caches.
 */
export const offerableCond = (now: Date | Placeholder) =>
  and(
    sql`${campaigns.isVerified} = true and ${campaigns.isActive} = true and ${campaigns.settledAt} is null`,
    sql`${campaigns.placesTaken} < ${campaigns.participantsCount}`,
    gt(campaigns.endDate, now),
  )!;
/**
 * The owner's account is active: a suspended owner's campaigns are paused. Switched-off accounts are
 * few, so this reads them once (users_inactive_idx) into a hashed set instead of probing users per campaign.
 */
export const ownerActiveCond = () =>
  sql`"campaigns"."owner_id" not in (select o.id from users o where not o.is_active)`;
export const notJoinedByCond = (userId: string | Placeholder) =>
  sql`not exists (select 1 from activities a where a.campaign_id = "campaigns"."id" and a.user_id = ${userId})`;
/** A campaign without a platform counts as Instagram. */
export const platformCond = (platforms: Platform[]) =>
  platforms.length === 0
    ? sql`false`
    : platforms.includes('instagram')
      ? or(inArray(campaigns.platform, platforms), isNull(campaigns.platform))!
      : inArray(campaigns.platform, platforms);
export const endedCond = (now: Date) =>
  or(sql`${campaigns.settledAt} is not null`, lte(campaigns.endDate, now))!;
export const searchCond = (q: string) => {
  const like = likePattern(q);
  return or(
    ilike(campaigns.title, like),
    ilike(ownerUser.name, like),
    ilike(ownerUser.email, like),
    ilike(organisations.name, like),
  )!;
};

// ---- reads ----

export type ListOrder = 'newest' | 'oldest' | 'endingFirst' | 'endedLast';
const orderBy = (order: ListOrder) =>
  order === 'oldest'
    ? [asc(campaigns.createdAt), asc(campaigns.id)]
    : order === 'endingFirst'
      ? [asc(campaigns.endDate), asc(campaigns.id)]
      : order === 'endedLast'
        ? // The day it ended (campaign-rules endedAt): settled early, or its end date; least() skips a null.
          [desc(sql`least(${campaigns.settledAt}, ${campaigns.endDate})`), desc(campaigns.id)]
        : [desc(campaigns.createdAt), desc(campaigns.id)];

type Page = { limit: number | Placeholder; offset: number | Placeholder };

/** One page of campaigns with their owner and stats, by offset. */
const pageOf = (db: DbOrTx, where: SQL, page: Page, order: ListOrder) =>
  db
    .select(fields)
    .from(campaigns)
    .innerJoin(ownerUser, eq(ownerUser.id, campaigns.ownerId))
    .leftJoin(organisations, eq(organisations.userId, campaigns.ownerId))
    .where(where)
    .orderBy(...orderBy(order))
    .limit(page.limit)
    .offset(page.offset);

export async function listCampaigns(
  db: DbOrTx,
  where: SQL,
  page: { limit: number; offset: number },
  order: ListOrder = 'newest',
): Promise<{ rows: CampaignWithStats[]; total: number }> {
  const rows = await pageOf(db, where, page, order);
  const [{ n }] = await db
    .select({ n: count() })
    .from(campaigns)
    .innerJoin(ownerUser, eq(ownerUser.id, campaigns.ownerId))
    .leftJoin(organisations, eq(organisations.userId, campaigns.ownerId))
    .where(where);
  return { rows, total: n };
}

/**
 * A customer's offers, a page and the total. The total is every offer less the ones this customer joined: two
 * counts that each read the offers index once, where "not joined" as a filter would probe activities once per
 * live campaign.
 */
export async function listOffers(
  db: DbOrTx,
  offers: SQL,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: CampaignWithStats[]; total: number }> {
  const rows = await pageOf(db, and(offers, notJoinedByCond(customerId))!, page, 'newest');
  const [[all], [joined]] = await Promise.all([
    countOffers(db, offers).execute(),
    countJoinedOffers(db, offers, customerId).execute(),
  ]);
  return { rows, total: all.n - joined.n };
}

const countOffers = (db: DbOrTx, offers: SQL) => db.select({ n: count() }).from(campaigns).where(offers);
const countJoinedOffers = (db: DbOrTx, offers: SQL, customerId: string | Placeholder) =>
  db
    .select({ n: count() })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(and(eq(activities.userId, customerId), offers));

/**
 * Every customer's first screen asks for its offers, so their three statements are built once per set of platforms
 * the customer can join on (at most eight sets); `now`, the customer and the page are filled in per call. The SQL
 * is the same as listOffers' with the same conditions.
 */
const offersOn = (platforms: string) =>
  and(
    offerableCond(sql.placeholder('now')),
    ownerActiveCond(),
    platformCond(platforms ? (platforms.split(',') as Platform[]) : []),
  )!;
const offersPage = preparedByShape((db, platforms: string) =>
  pageOf(
    db,
    and(offersOn(platforms), notJoinedByCond(sql.placeholder('customerId')))!,
    { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
    'newest',
  ).prepare(''),
);
const offersCount = preparedByShape((db, platforms: string) =>
  countOffers(db, offersOn(platforms)).prepare(''),
);
const joinedOffersCount = preparedByShape((db, platforms: string) =>
  countJoinedOffers(db, offersOn(platforms), sql.placeholder('customerId')).prepare(''),
);

/** listOffers for the customers' offers list (no other condition), from the prepared statements above. */
export async function listOffersOn(
  db: DbOrTx,
  platforms: Platform[],
  customerId: string,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: CampaignWithStats[]; total: number }> {
  const key = platforms.join(',');
  // A timestamp placeholder is sent as given, not through the column's encoder: send the ISO text it would send.
  const values = { now: now.toISOString(), customerId, ...page };
  const rows = await offersPage(db, key).execute(values);
  const [[all], [joined]] = await Promise.all([
    offersCount(db, key).execute(values),
    joinedOffersCount(db, key).execute(values),
  ]);
  return { rows, total: all.n - joined.n };
}

/**
 * The operator's campaign list: `limit` rows after the cursor, keyset on (created_at, id), newest first or (the
 * verification queue) oldest first. No total: counting every match grows with the table.
 */
export async function listCampaignsAfter(
  db: DbOrTx,
  where: SQL,
  after: Keyset | null,
  limit: number,
  order: 'newest' | 'oldest',
): Promise<Array<CampaignWithStats & { at: string }>> {
  const dir = order === 'oldest' ? 'asc' : 'desc';
  return db
    .select({ ...fields, at: keysetAt(campaigns.createdAt) })
    .from(campaigns)
    .innerJoin(ownerUser, eq(ownerUser.id, campaigns.ownerId))
    .leftJoin(organisations, eq(organisations.userId, campaigns.ownerId))
    .where(and(where, afterKeyset(campaigns.createdAt, campaigns.id, after, dir)))
    .orderBy(...orderBy(order))
    .limit(limit);
}

/** A campaign with its owner and stats: every campaign screen reads it, so it is built once. */
const campaignWithStats = preparedPer((db) =>
  db
    .select(fields)
    .from(campaigns)
    .innerJoin(ownerUser, eq(ownerUser.id, campaigns.ownerId))
    .leftJoin(organisations, eq(organisations.userId, campaigns.ownerId))
    .where(eq(campaigns.id, sql.placeholder('id')))
    .limit(1)
    .prepare(''),
);

export async function findCampaignWithStats(db: DbOrTx, id: string): Promise<CampaignWithStats | null> {
  const [row] = await campaignWithStats(db).execute({ id });
  return row ?? null;
}

/** The select fields for joining a campaign with its owner and stats onto another table (activities). */
export const campaignFields = fields;
export const campaignOwnerJoin = { ownerUser, organisations };

/**
 * The campaign row lock that every change of its places, activities and escrow takes first (docs/ledger.md
 * "Lock order"). FOR NO KEY UPDATE: activities, views and vouchers reference the campaign by foreign key
 * and hold key-share locks on it, which a change of its non-key columns need not wait for.
 */
export async function lockCampaign(
  tx: Tx,
  id: string,
  opts: { skipLocked?: boolean } = {},
): Promise<Campaign | null> {
  const [row] = opts.skipLocked
    ? await tx
        .select()
        .from(campaigns)
        .where(eq(campaigns.id, id))
        .limit(1)
        .for('no key update', { skipLocked: true })
    : await campaignLock(tx).execute({ id });
  return row ?? null;
}

/** Accept, submit and every decision lock the campaign first: built once. */
const campaignLock = preparedPer((db) =>
  db
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, sql.placeholder('id')))
    .limit(1)
    .for('no key update')
    .prepare(''),
);

/**
 * THE way a campaign's places are taken or given back (`delta` +n or -n): every path that adds an activity
 * holding a place, or frees one, calls this inside the transaction holding the campaign's lock (lockCampaign),
 * so `places_taken` always equals the count of the campaign's place-holding activities.
 */
export async function changePlacesTaken(tx: Tx, campaignId: string, delta: number) {
  if (delta === 0) return;
  await placesTakenChange(tx).execute({ campaignId, delta });
}

/** Every accept takes a place: built once (db/prepared.ts). */
const placesTakenChange = preparedPer((db) =>
  db
    .update(campaigns)
    .set({ placesTaken: sql`${campaigns.placesTaken} + ${sql.placeholder('delta')}` })
    .where(eq(campaigns.id, sql.placeholder('campaignId')))
    .prepare(''),
);

/**
 * Ids of unsettled campaigns whose end date has passed, oldest end first; one that awaits appeals is left
 * out until the last is decided or its window passes (then it is due again: no state to reset).
 */
export async function dueCampaignIds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        isNull(campaigns.settledAt),
        // Past its end date, or its escrow claimed by a top-up's reversal (it closes now, docs/ledger.md).
        or(
          lte(campaigns.endDate, now),
          sql`exists (select 1 from ${escrowClaims} where ${escrowClaims.campaignId} = ${campaigns.id} and ${escrowClaims.status} = 'pending')`,
        ),
        not(awaitsAppealsCond(now)),
      ),
    )
    .orderBy(asc(campaigns.endDate))
    .limit(limit);
  return rows.map((r) => r.id);
}

// ---- writes ----

export async function insertCampaign(tx: Tx, v: typeof campaigns.$inferInsert): Promise<Campaign> {
  const [row] = await tx.insert(campaigns).values(v).returning();
  return row;
}

export async function updateCampaign(tx: Tx, id: string, set: Partial<typeof campaigns.$inferInsert>) {
  const [row] = await tx.update(campaigns).set(set).where(eq(campaigns.id, id)).returning();
  return row;
}

/** One view per customer per campaign: true when this was the first. */
export async function recordView(tx: Tx, campaignId: string, userId: string, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(campaignViews)
    .values({ campaignId, userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ campaignId: campaignViews.campaignId });
  if (inserted.length === 0) return false;
  await tx
    .update(campaigns)
    .set({ viewsCount: sql`${campaigns.viewsCount} + 1` })
    .where(eq(campaigns.id, campaignId));
  return true;
}
