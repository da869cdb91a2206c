/** Push subscriptions, preferences and the push job's reads of messages (docs/push.md). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLES, type PushKind } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { pushPreferences, pushSubscriptions } from '../../db/schema';

/** Devices a person may have; a new one beyond this replaces the least recently subscribed. */
export const MAX_DEVICES = 10;

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Stores a device for `userId`: a device signed in as someone else moves to them, with its new keys. */
export async function upsertSubscription(
  db: DbOrTx,
  v: { userId: string; endpoint: string; p256dh: string; authSecret: string; now: Date },
) {
  await db
    .insert(pushSubscriptions)
    .values({ ...v, createdAt: v.now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: v.userId, p256dh: v.p256dh, authSecret: v.authSecret, createdAt: v.now },
    });
  await db.execute(sql`
    delete from push_subscriptions where user_id = ${v.userId} and id not in (
      select id from push_subscriptions where user_id = ${v.userId}
      order by created_at desc, id desc limit ${MAX_DEVICES})`);
}

/** Only the caller's own row: someone else's endpoint stays. */
export async function deleteOwnSubscription(db: DbOrTx, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export const subscriptionsOf = (db: DbOrTx, userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

export async function subscriptionById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** After the sends: the push service's 2xx stamps last_sent_at; its 404/410 (the device is gone) deletes. */
export async function recordAnswers(db: DbOrTx, sent: string[], gone: string[], now: Date) {
  if (sent.length > 0)
    await db.update(pushSubscriptions).set({ lastSentAt: now }).where(inArray(pushSubscriptions.id, sent));
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
}

export async function preferencesOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  return row ?? null;
}

export async function savePreferences(
  db: DbOrTx,
  userId: string,
  v: { kindsOff: string[]; quietHours: boolean; now: Date },
) {
  const set = { kindsOff: v.kindsOff, quietHours: v.quietHours, updatedAt: v.now };
  await db
    .insert(pushPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: pushPreferences.userId, set });
}

/** What the push job needs of a message, in one read: its person, their preferences and unseen count. */
export type PushMessageRow = {
  id: string;
  user_id: string;
  kind: PushKind | null;
  title: string;
  campaign_id: string | null;
  pushed_at: Date | string | null;
  role: number;
  is_active: boolean;
  kinds_off: string[] | null;
  quiet_hours: boolean | null;
  campaign_title: string | null;
  unseen: number;
};

export async function messageForPush(db: DbOrTx, messageId: string): Promise<PushMessageRow | null> {
  const [row] = await rowsOf<PushMessageRow>(
    db,
    sql`select m.id, m.user_id, m.kind, m.title, m.campaign_id, m.pushed_at, u.role, u.is_active, p.kinds_off,
          p.quiet_hours, c.title as campaign_title,
          -- A creator's badge takes no count (payload.ts), and nothing marks their messages seen: not counted.
          case when u.role = ${ROLES.customer} then 0
            else (select count(*)::int from messages s where s.user_id = m.user_id and not s.is_seen) end as unseen
        from messages m
        join users u on u.id = m.user_id
        left join push_preferences p on p.user_id = m.user_id
        left join campaigns c on c.id = m.campaign_id
        where m.id = ${messageId}`,
  );
  return row ?? null;
}

/**
 * Marks the message handled, answering how many messages this push stands for (0: another run got there first;
 * the update's row lock makes the second wait and then find pushed_at set). For a submission: every unpushed
 * submission of that person and campaign, so a burst becomes one push.
 */
export async function markPushed(db: DbOrTx, m: PushMessageRow, now: Date): Promise<number> {
  const rows =
    m.kind === 'submission' && m.campaign_id
      ? await rowsOf(
          db,
          sql`update messages set pushed_at = ${now.toISOString()}::timestamptz
              where user_id = ${m.user_id} and kind = 'submission' and campaign_id = ${m.campaign_id}
                and pushed_at is null
              returning id`,
        )
      : await rowsOf(
          db,
          sql`update messages set pushed_at = ${now.toISOString()}::timestamptz
              where id = ${m.id} and pushed_at is null returning id`,
        );
  return rows.length;
}

/** Messages whose push was lost (queued, never run): unpushed, older than `from`, newer than `to`. */
export function lostPushes(db: DbOrTx, olderThan: Date, newerThan: Date, limit: number) {
  return rowsOf<{ id: string; user_id: string; kind: PushKind; campaign_id: string | null }>(
    db,
    sql`select id, user_id, kind, campaign_id from messages
        where pushed_at is null and kind is not null
          and created_at < ${olderThan.toISOString()}::timestamptz
          and created_at > ${newerThan.toISOString()}::timestamptz
        order by created_at limit ${limit}`,
  );
}

/** Gives up on unpushed messages older than `before` (a day: news too old to push), keeping the index small. */
export async function giveUpPushes(db: DbOrTx, before: Date, now: Date) {
  await db.execute(sql`update messages set pushed_at = ${now.toISOString()}::timestamptz
    where pushed_at is null and created_at <= ${before.toISOString()}::timestamptz`);
}
