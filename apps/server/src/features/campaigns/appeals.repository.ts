/** Appeal queries. The rules live in appeal.service.ts and admin-appeals.service.ts. */
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVITY_STATUS, APPEAL_LIMITS, APPEAL_STATUS } from '@spruik/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { afterKeyset, keysetAt, type Keyset } from '../../db/keyset';
import { activities, appeals, campaigns, users } from '../../db/schema';

export type Appeal = typeof appeals.$inferSelect;

const windowMs = APPEAL_LIMITS.windowHours * 3_600_000;

/** The last moment a rejection decided at `rejectedAt` may be appealed. */
export const appealDeadline = (rejectedAt: Date) => new Date(rejectedAt.getTime() + windowMs);

/**
 * "Campaign awaits appeals", for the campaign in the outer query: an appeal is open, or a rejection is still
 * inside its 72-hour window and not appealed yet. Settlement waits while this holds (its escrow stays held).
 */
export const awaitsAppealsCond = (now: Date): SQL => sql`(
  exists (select 1 from appeals p where p.campaign_id = ${campaigns.id} and p.status = ${APPEAL_STATUS.open})
  or exists (select 1 from activities a where a.campaign_id = ${campaigns.id}
    and a.status = ${ACTIVITY_STATUS.rejected}
    and a.decided_at > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz
    and not exists (select 1 from appeals p where p.activity_id = a.id)))`;

export async function campaignAwaitsAppeals(db: DbOrTx, campaignId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ waits: sql<boolean>`${awaitsAppealsCond(now)}` })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.waits ?? false;
}

/**
 * What holds a campaign's settlement for appeals (the same rule as awaitsAppealsCond): whether an appeal is
 * open, and the last moment a rejection not yet appealed may still be appealed (null: none in its window).
 */
export async function appealHold(
  db: DbOrTx,
  campaignId: string,
  now: Date,
): Promise<{ openAppeal: boolean; lastRejectedAt: Date | null }> {
  const [row] = await db
    .select({
      openAppeal: sql<boolean>`exists (select 1 from appeals p where p.campaign_id = ${campaignId}
        and p.status = ${APPEAL_STATUS.open})`,
      lastRejectedAt: sql<string | null>`(select max(a.decided_at) from activities a
        where a.campaign_id = ${campaignId} and a.status = ${ACTIVITY_STATUS.rejected}
        and a.decided_at > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz
        and not exists (select 1 from appeals p where p.activity_id = a.id))`,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const last = row?.lastRejectedAt;
  return { openAppeal: row?.openAppeal ?? false, lastRejectedAt: last ? new Date(last) : null };
}

export async function insertAppeal(tx: Tx, v: typeof appeals.$inferInsert): Promise<Appeal | null> {
  // The unique activity_id makes a second appeal (even a concurrent one) insert nothing.
  const [row] = await tx
    .insert(appeals)
    .values(v)
    .onConflictDoNothing({ target: appeals.activityId })
    .returning();
  return row ?? null;
}

export async function findAppealOf(db: DbOrTx, activityId: string): Promise<Appeal | null> {
  const [row] = await db.select().from(appeals).where(eq(appeals.activityId, activityId)).limit(1);
  return row ?? null;
}

export async function findAppeal(db: DbOrTx, id: string): Promise<Appeal | null> {
  const [row] = await db.select().from(appeals).where(eq(appeals.id, id)).limit(1);
  return row ?? null;
}

/** Decides an open appeal; null when it was decided already (the status check is the "once"). */
export async function decideAppeal(
  tx: Tx,
  id: string,
  v: { status: number; decidedAt: Date; decidedBy: string },
): Promise<Appeal | null> {
  const [row] = await tx
    .update(appeals)
    .set(v)
    .where(and(eq(appeals.id, id), eq(appeals.status, APPEAL_STATUS.open)))
    .returning();
  return row ?? null;
}

// ---- the operator's queue ----

const creator = alias(users, 'creator');
const owner = alias(users, 'owner');

export type AppealRow = {
  appeal: Appeal;
  activity: typeof activities.$inferSelect;
  campaign: typeof campaigns.$inferSelect;
  creator: { id: string; name: string };
  owner: { id: string; name: string };
  at: string;
};

function appealRows(db: DbOrTx) {
  return db
    .select({
      appeal: appeals,
      activity: activities,
      campaign: campaigns,
      creator: { id: creator.id, name: creator.name },
      owner: { id: owner.id, name: owner.name },
      at: keysetAt(appeals.createdAt),
    })
    .from(appeals)
    .innerJoin(activities, eq(activities.id, appeals.activityId))
    .innerJoin(campaigns, eq(campaigns.id, appeals.campaignId))
    .innerJoin(creator, eq(creator.id, appeals.userId))
    .innerJoin(owner, eq(owner.id, campaigns.ownerId));
}

/** Open appeals oldest first (a queue), decided ones newest first; `limit` rows after the cursor. */
export async function listAppeals(
  db: DbOrTx,
  which: 'open' | 'decided',
  after: Keyset | null,
  limit: number,
): Promise<AppealRow[]> {
  const open = which === 'open';
  const dir = open ? 'asc' : 'desc';
  const order = open ? asc : desc;
  return appealRows(db)
    .where(
      and(
        open ? eq(appeals.status, APPEAL_STATUS.open) : ne(appeals.status, APPEAL_STATUS.open),
        afterKeyset(appeals.createdAt, appeals.id, after, dir),
      ),
    )
    .orderBy(order(appeals.createdAt), order(appeals.id))
    .limit(limit);
}

export async function findAppealRow(db: DbOrTx, id: string): Promise<AppealRow | null> {
  const [row] = await appealRows(db).where(eq(appeals.id, id)).limit(1);
  return row ?? null;
}
