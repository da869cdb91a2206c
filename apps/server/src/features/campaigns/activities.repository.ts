/** Activity (participation) queries. */
import { and, asc, count, desc, eq, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_STATUS } from '@spruik/shared';
import { chunks } from '../../db/chunks';
import type { DbOrTx, Tx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { activities, appeals, campaigns, clickLinks, organisations, users, vouchers } from '../../db/schema';
import {
  campaignFields,
  campaignOwnerJoin,
  changePlacesTaken,
  notOpenCond,
  openCond,
  type CampaignWithStats,
} from './campaigns.repository';

export type Activity = typeof activities.$inferSelect;

export async function findActivity(db: DbOrTx, id: string): Promise<Activity | null> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  return row ?? null;
}

/** Taken after the campaign's lock (docs/ledger.md "Lock order"); no key column changes, so no key lock. */
export async function lockActivity(tx: Tx, id: string): Promise<Activity | null> {
  const [row] = await tx.select().from(activities).where(eq(activities.id, id)).limit(1).for('no key update');
  return row ?? null;
}

export async function findUserActivity(
  db: DbOrTx,
  campaignId: string,
  userId: string,
): Promise<Activity | null> {
  const [row] = await userActivity(db).execute({ campaignId, userId });
  return row ?? null;
}

/** Accepting and every campaign a customer opens ask it: built once. */
const userActivity = preparedPer((db) =>
  db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.campaignId, sql.placeholder('campaignId')),
        eq(activities.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare(''),
);

/** The places taken on a campaign: every activity but expired ones (status 5 gave its place back). */
export async function countCampaignActivities(db: DbOrTx, campaignId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(activities)
    .where(and(eq(activities.campaignId, campaignId), ne(activities.status, ACTIVITY_STATUS.expired)));
  return n;
}

/**
 * To-dos accepted at or before the cutoff become expired (status 5), freeing their places. Run under the
 * campaign's row lock, like every activity change of a campaign, so a submit racing it sees one outcome.
 */
export async function expireStaleTodos(tx: Tx, campaignId: string, cutoff: Date, at: Date) {
  // Placeholders skip the column's encoder: the ISO text is what the encoder would send.
  const rows = await staleTodosExpiry(tx).execute({
    campaignId,
    cutoff: cutoff.toISOString(),
    at: at.toISOString(),
  });
  await changePlacesTaken(tx, campaignId, -rows.length);
  return rows;
}

/** Every accept runs it first (and the expiry job per campaign): built once (db/prepared.ts). */
const staleTodosExpiry = preparedPer((db) =>
  db
    .update(activities)
    .set({ status: ACTIVITY_STATUS.expired, decidedAt: sql`${sql.placeholder('at')}` })
    .where(
      and(
        eq(activities.campaignId, sql.placeholder('campaignId')),
        eq(activities.status, ACTIVITY_STATUS.todo),
        lte(activities.createdAt, sql.placeholder('cutoff')),
      ),
    )
    .returning({ id: activities.id, userId: activities.userId })
    .prepare(''),
);

/** Campaigns (not settled) with a to-do accepted at or before the cutoff. */
export async function campaignsWithStaleTodos(db: DbOrTx, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: activities.campaignId })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(
      and(
        eq(activities.status, ACTIVITY_STATUS.todo),
        lte(activities.createdAt, cutoff),
        sql`${campaigns.settledAt} is null`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * A customer joins a campaign: the activity and the place it takes (changePlacesTaken), in the caller's
 * transaction, which holds the campaign's lock.
 */
export async function takePlace(
  tx: Tx,
  v: { campaignId: string; userId: string; status: number; createdAt: Date },
): Promise<Activity> {
  const [row] = await activityInsert(tx).execute(v);
  await changePlacesTaken(tx, v.campaignId, 1);
  return row;
}

/** Every accept inserts one: built once (db/prepared.ts). */
const activityInsert = preparedPer((db) =>
  db
    .insert(activities)
    .values({
      campaignId: sql.placeholder('campaignId'),
      userId: sql.placeholder('userId'),
      status: sql.placeholder('status'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning()
    .prepare(''),
);

export async function updateActivity(tx: Tx, id: string, set: Partial<typeof activities.$inferInsert>) {
  const [row] = await tx.update(activities).set(set).where(eq(activities.id, id)).returning();
  return row;
}

/**
 * Locks a campaign's submissions (status 4), optionally only those submitted at or before a time.
 * Ordered by customer, so two settlements sharing customers lock their activities in one order; the
 * accounts they pay into are locked up front in key order (lockAccounts, docs/ledger.md "Lock order").
 */
export async function lockSubmitted(tx: Tx, campaignId: string, submittedBy?: Date): Promise<Activity[]> {
  const where = [eq(activities.campaignId, campaignId), eq(activities.status, 4)];
  if (submittedBy) where.push(lte(activities.submittedAt, submittedBy));
  return tx
    .select()
    .from(activities)
    .where(and(...where))
    .orderBy(asc(activities.userId), asc(activities.id))
    .for('no key update');
}

/** Status 1 (to do) becomes 5 (expired); returns how many. */
/** Activities still to do when their campaign ends become expired; answers which (and whose). */
export async function expireTodo(tx: Tx, campaignId: string, at: Date) {
  const rows = await tx
    .update(activities)
    .set({ status: ACTIVITY_STATUS.expired, decidedAt: at })
    .where(and(eq(activities.campaignId, campaignId), eq(activities.status, ACTIVITY_STATUS.todo)))
    .returning({ id: activities.id, userId: activities.userId });
  await changePlacesTaken(tx, campaignId, -rows.length);
  return rows;
}

/** Campaigns (not settled) with a submission waiting since at or before the cutoff. */
export async function campaignsWithStaleSubmissions(
  db: DbOrTx,
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: activities.campaignId })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(
      and(eq(activities.status, 4), lte(activities.submittedAt, cutoff), sql`${campaigns.settledAt} is null`),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Type 7 approvals: one voucher per activity, once (a repeat finds the activity's voucher already there). */
export async function insertVouchers(tx: Tx, vs: Array<typeof vouchers.$inferInsert>) {
  for (const slice of chunks(vs)) {
    await tx.insert(vouchers).values(slice).onConflictDoNothing({ target: vouchers.activityId });
  }
}

/**
 * What a campaign has paid its participants so far, in cents: the base of its service fee (docs/finance.md). Read
 * under the campaign's row lock, which every approval holds, so no payout lands meanwhile.
 */
export async function paidSoFarCents(tx: Tx, campaignId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string | null>`sum(${activities.payoutCents})` })
    .from(activities)
    .where(and(eq(activities.campaignId, campaignId), eq(activities.status, ACTIVITY_STATUS.approved)));
  return Number(row?.cents ?? 0);
}

/** Marks activities approved, each with what it was paid, in one statement. */
export async function approveActivities(
  tx: Tx,
  rows: Array<{ id: string; payoutCents: number | null }>,
  v: { decidedAt: Date; autoApproved: boolean },
) {
  for (const slice of chunks(rows)) {
    const values = sql.join(
      slice.map((r) => sql`(${r.id}::uuid, ${r.payoutCents}::bigint)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${activities} set status = ${ACTIVITY_STATUS.approved}, payout_cents = v.payout,
            decided_at = ${v.decidedAt.toISOString()}::timestamptz, auto_approved = ${v.autoApproved}
          from (values ${values}) as v(id, payout) where ${activities}.id = v.id`,
    );
  }
}

// ---- a customer's activities, with their campaign ----

export type ActivityWithCampaign = CampaignWithStats & {
  activity: Activity;
  appeal: typeof appeals.$inferSelect | null;
  /** Type 1: the participant's short link code (clicks/), null until made. */
  clickCode: string | null;
};

const { ownerUser } = campaignOwnerJoin;

async function listFor(
  db: DbOrTx,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<{ rows: ActivityWithCampaign[]; total: number }> {
  const rows = await db
    .select({ activity: activities, appeal: appeals, clickCode: clickLinks.code, ...campaignFields })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .innerJoin(ownerUser, eq(ownerUser.id, campaigns.ownerId))
    .leftJoin(organisations, eq(organisations.userId, campaigns.ownerId))
    .leftJoin(appeals, eq(appeals.activityId, activities.id))
    .leftJoin(clickLinks, eq(clickLinks.activityId, activities.id))
    .where(where)
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(activities)
    .innerJoin(campaigns, eq(campaigns.id, activities.campaignId))
    .where(where);
  return { rows, total: n };
}

/** To do (1) or submitted (4) on a campaign still open. */
export const currentActivities = (
  db: DbOrTx,
  userId: string,
  now: Date,
  page: { limit: number; offset: number },
) =>
  listFor(db, and(eq(activities.userId, userId), inArray(activities.status, [1, 4]), openCond(now))!, page);

/** Approved, rejected, expired, or on a campaign that is no longer open. */
export const previousActivities = (
  db: DbOrTx,
  userId: string,
  now: Date,
  page: { limit: number; offset: number },
) =>
  listFor(
    db,
    and(eq(activities.userId, userId), or(inArray(activities.status, [2, 3, 5]), notOpenCond(now)))!,
    page,
  );

// ---- an owner's participants ----

export type ParticipantRow = {
  activity: Activity;
  user: {
    id: string;
    name: string;
    instagramId: string | null;
    tiktokId: string | null;
    youtubeId: string | null;
    instagramFollowers: number | null;
    tiktokFollowers: number | null;
    youtubeFollowers: number | null;
  };
};

/** Creators who sent their proof: waiting for a decision, approved or rejected (analytics' "Submitted"). */
export async function countSubmitted(db: DbOrTx, campaignId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(activities)
    .where(
      and(
        eq(activities.campaignId, campaignId),
        inArray(activities.status, [
          ACTIVITY_STATUS.submitted,
          ACTIVITY_STATUS.approved,
          ACTIVITY_STATUS.rejected,
        ]),
      ),
    );
  return n;
}

export async function listParticipants(
  db: DbOrTx,
  campaignId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ParticipantRow[]; total: number }> {
  const rows = await db
    .select({
      activity: activities,
      user: {
        id: users.id,
        name: users.name,
        instagramId: users.instagramId,
        tiktokId: users.tiktokId,
        youtubeId: users.youtubeId,
        instagramFollowers: users.instagramFollowers,
        tiktokFollowers: users.tiktokFollowers,
        youtubeFollowers: users.youtubeFollowers,
      },
    })
    .from(activities)
    .innerJoin(users, eq(users.id, activities.userId))
    .where(eq(activities.campaignId, campaignId))
    .orderBy(asc(activities.createdAt), asc(activities.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(activities)
    .where(eq(activities.campaignId, campaignId));
  return { rows, total: n };
}
