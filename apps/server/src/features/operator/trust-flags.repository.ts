/**
 * The operator's trust flags: the grouped queries behind GET /api/admin/flags/*. Read-only.
 * Groups page by their shared detail (keyset on the detail itself, served by users_phone_digits_idx and
 * bank_accounts_number_idx); quick withdrawals page newest first on (created_at, id) and look up the top-ups
 * before each one through top_ups_user_paid_idx.
 */
import { sql, type SQL } from 'drizzle-orm';
import { FLAG_LIMITS, REVERSIBLE_TOP_UP_METHODS } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import type { Keyset } from '../../db/keyset';
import { rowsOf } from '../../db/rows';

/** An account as the flags show it (role, name, organisation), one row per group member. */
export type MemberRow = {
  key1: string;
  key2: string;
  member_count: number;
  id: string;
  role: number;
  name: string;
  organisation: string | null;
  email: string;
  is_active: boolean;
  created_at: string;
  detail: string;
};

/** A timestamp as exact UTC text: milliseconds for the answer, microseconds for a keyset cursor. */
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoUs = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The same digits the self-dealing guard compares (self-dealing.ts), and the expression the index holds. */
const phoneDigits = (col: SQL) => sql`regexp_replace(${col}, '[^0-9]', '', 'g')`;

/** Members of the groups in `groups` (a CTE with key1, key2, member_count), the newest few of each
 * (a fraudster's fresh twins are what the operator needs to see, and an old shared number can gather many). */
function membersOf(groups: SQL, join: SQL, detail: SQL) {
  return sql`
    with g as (${groups}),
    m as (
      select g.key1, g.key2, g.member_count, u.id, u.role, u.name, o.name as organisation, u.email,
        u.is_active, ${iso(sql`u.created_at`)} as created_at, ${detail} as detail,
        row_number() over (partition by g.key1, g.key2 order by u.created_at desc, u.id desc) as rn
      from g ${join}
      left join organisations o on o.user_id = u.id
    )
    select key1, key2, member_count, id, role, name, organisation, email, is_active, created_at, detail
    from m where rn <= ${FLAG_LIMITS.membersPerGroup}
    order by key1, key2, rn`;
}

/** Phone numbers (digits) carried by two or more accounts, after `after` in digit order. */
export function sharedPhones(db: DbOrTx, after: string, limit: number) {
  const digits = phoneDigits(sql`phone`);
  const groups = sql`
    select ${digits} as key1, '' as key2, count(*)::int as member_count
    from users
    where ${digits} > ${after}
    group by 1
    having count(*) > 1
    order by 1
    limit ${limit}`;
  const join = sql`join users u on ${phoneDigits(sql`u.phone`)} = g.key1`;
  return rowsOf<MemberRow>(db, membersOf(groups, join, sql`u.phone`));
}

/** Bank accounts (BSB and number) saved by two or more accounts, after `after` in (BSB, number) order. */
export function sharedBanks(db: DbOrTx, after: [string, string], limit: number) {
  const groups = sql`
    select bsb as key1, account_number as key2, count(*)::int as member_count
    from bank_accounts
    where (bsb, account_number) > (${after[0]}, ${after[1]})
    group by bsb, account_number
    having count(*) > 1
    order by bsb, account_number
    limit ${limit}`;
  const join = sql`
    join bank_accounts b on b.bsb = g.key1 and b.account_number = g.key2
    join users u on u.id = b.user_id`;
  return rowsOf<MemberRow>(db, membersOf(groups, join, sql`b.account_name`));
}

export type QuickWithdrawalRow = {
  id: string;
  amount_cents: string;
  status: number;
  created_at: string;
  at: string;
  user_id: string;
  role: number;
  name: string;
  organisation: string | null;
  email: string;
  is_active: boolean;
  user_created_at: string;
  top_up_id: string;
  top_up_cents: string;
  method: (typeof REVERSIBLE_TOP_UP_METHODS)[number];
  paid_at: string;
  top_ups_in_window: number;
  topped_up_cents: string;
};

/**
 * Withdrawals with a paid card or PayPal top-up of the same account in the `windowHours` before the request
 * (both ends included: paid at most that long before, and not after the request), newest first.
 */
export function withdrawalsAfterTopUp(db: DbOrTx, after: Keyset | null, limit: number) {
  const methods = sql.join(
    REVERSIBLE_TOP_UP_METHODS.map((m) => sql`${m}`),
    sql`, `,
  );
  const inWindow = (t: string) => sql`
    ${sql.raw(t)}.user_id = w.user_id and ${sql.raw(t)}.status = 'paid' and ${sql.raw(t)}.method in (${methods})
    and ${sql.raw(t)}.paid_at <= w.created_at
    and ${sql.raw(t)}.paid_at >= w.created_at - make_interval(hours => ${FLAG_LIMITS.topUpWindowHours})`;
  const cursor = after
    ? sql`and (w.created_at, w.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return rowsOf<QuickWithdrawalRow>(
    db,
    sql`
    select w.id, w.amount_cents::text, w.status, ${iso(sql`w.created_at`)} as created_at,
      ${isoUs(sql`w.created_at`)} as at,
      u.id as user_id, u.role, u.name, o.name as organisation, u.email, u.is_active,
      ${iso(sql`u.created_at`)} as user_created_at,
      t.id as top_up_id, t.amount_cents::text as top_up_cents, t.method, ${iso(sql`t.paid_at`)} as paid_at,
      s.n as top_ups_in_window, s.cents::text as topped_up_cents
    from withdrawals w
    join lateral (
      select t.id, t.amount_cents, t.method, t.paid_at from top_ups t
      where ${inWindow('t')}
      order by t.paid_at desc, t.id desc
      limit 1
    ) t on true
    cross join lateral (
      select count(*)::int as n, coalesce(sum(a.amount_cents), 0)::bigint as cents from top_ups a
      where ${inWindow('a')}
    ) s
    join users u on u.id = w.user_id
    left join organisations o on o.user_id = u.id
    where true ${cursor}
    order by w.created_at desc, w.id desc
    limit ${limit}`,
  );
}

/* ---- the trust signals (self-dealing.ts compares the same ones) ---- */

/** The ATO's ABN check in SQL (as isValidAbn): placeholder ABNs typed by strangers are no shared detail. */
const realAbn = (col: SQL) => {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = sql.join(
    weights.map((w, i) => sql`(substr(${col}, ${i + 1}, 1)::int - ${i === 0 ? 1 : 0}) * ${w}`),
    sql` + `,
  );
  return sql`(case when ${col} ~ '^[0-9]{11}$' then (${sum}) % 89 = 0 else false end)`;
};

/** Cards (the provider's fingerprint) that topped up two or more accounts, after `after` in fingerprint order. */
export function sharedCards(db: DbOrTx, after: string, limit: number) {
  const groups = sql`
    select card_fingerprint as key1, '' as key2, count(distinct user_id)::int as member_count
    from top_ups
    where card_fingerprint > ${after}
    group by 1
    having count(distinct user_id) > 1
    order by 1
    limit ${limit}`;
  const join = sql`
    join lateral (
      select t.user_id, count(*)::int as n from top_ups t where t.card_fingerprint = g.key1 group by t.user_id
    ) c on true
    join users u on u.id = c.user_id`;
  return rowsOf<MemberRow>(
    db,
    membersOf(groups, join, sql`c.n || case when c.n = 1 then ' top-up' else ' top-ups' end`),
  );
}

/** Real ABNs registered by two or more business or venue accounts, after `after` in ABN order. */
export function sharedAbns(db: DbOrTx, after: string, limit: number) {
  const groups = sql`
    select abn as key1, '' as key2, count(*)::int as member_count
    from organisations
    where abn > ${after} and ${realAbn(sql`abn`)}
    group by 1
    having count(*) > 1
    order by 1
    limit ${limit}`;
  const join = sql`
    join organisations og on og.abn = g.key1
    join users u on u.id = og.user_id`;
  return rowsOf<MemberRow>(db, membersOf(groups, join, sql`og.name`));
}

/** Devices (hashed ids) two or more accounts signed up or signed in on, after `after` in hash order. */
export function sharedDevices(db: DbOrTx, after: string, limit: number) {
  const groups = sql`
    select device_hash as key1, '' as key2, count(*)::int as member_count
    from user_devices
    where device_hash > ${after}
    group by 1
    having count(*) > 1
    order by 1
    limit ${limit}`;
  const join = sql`
    join user_devices d on d.device_hash = g.key1
    join users u on u.id = d.user_id`;
  return rowsOf<MemberRow>(
    db,
    membersOf(groups, join, sql`case when d.signed_up then 'Signed up here' else 'Signed in here' end`),
  );
}

/** Client addresses two or more accounts signed up from, after `after` in address order. */
export function sharedSignupIps(db: DbOrTx, after: string, limit: number) {
  const groups = sql`
    select signup_ip as key1, '' as key2, count(*)::int as member_count
    from users
    where signup_ip > ${after}
    group by 1
    having count(*) > 1
    order by 1
    limit ${limit}`;
  const join = sql`join users u on u.signup_ip = g.key1`;
  return rowsOf<MemberRow>(db, membersOf(groups, join, sql`'Signed up from this address'`));
}

export type OneOwnerRow = {
  cents: string;
  total: string;
  customer_id: string;
  owner_id: string;
  shares_device: boolean;
  shares_signup_ip: boolean;
} & {
  [K in `${'c' | 'o'}_${'role' | 'name' | 'organisation' | 'email' | 'is_active' | 'created_at'}`]: unknown;
};

/**
 * Customers whose approved campaign payouts (decided in the `days` before `now`) reach `floorCents`, at least
 * `percent` of it from one owner; the most paid by that owner first, keyset on (cents, customer id).
 */
export function paidByOneOwner(
  db: DbOrTx,
  opts: { now: Date; days: number; floorCents: number; percent: number },
  after: [number, string] | null,
  limit: number,
) {
  const since = new Date(opts.now.getTime() - opts.days * 86_400_000);
  const cursor = after ? sql`and (f.cents, f.customer_id) < (${after[0]}::bigint, ${after[1]}::uuid)` : sql``;
  const who = (p: 'c' | 'o', u: string, o: string) =>
    sql.raw(`
      ${u}.role as ${p}_role, ${u}.name as ${p}_name, ${o}.name as ${p}_organisation, ${u}.email as ${p}_email,
      ${u}.is_active as ${p}_is_active,
      to_char(${u}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${p}_created_at`);
  return rowsOf<OneOwnerRow>(
    db,
    sql`
    with paid as (
      select a.user_id as customer_id, c.owner_id, sum(a.payout_cents)::bigint as cents
      from activities a join campaigns c on c.id = a.campaign_id
      where a.status = 2 and a.payout_cents > 0 and coalesce(a.decided_at, a.created_at) >= ${since.toISOString()}::timestamptz
      group by 1, 2
    ),
    ranked as (
      select customer_id, owner_id, cents, sum(cents) over (partition by customer_id) as total,
        row_number() over (partition by customer_id order by cents desc, owner_id) as rn
      from paid
    ),
    f as (
      select * from ranked
      where rn = 1 and total >= ${opts.floorCents} and cents * 100 >= total * ${opts.percent}
    )
    select f.cents::text, f.total::text, f.customer_id, f.owner_id, ${who('c', 'cu', 'co')}, ${who('o', 'ou', 'oo')},
      exists (select 1 from user_devices x join user_devices y on y.device_hash = x.device_hash
        where x.user_id = f.customer_id and y.user_id = f.owner_id) as shares_device,
      coalesce(cu.signup_ip = ou.signup_ip, false) as shares_signup_ip
    from f
    join users cu on cu.id = f.customer_id left join organisations co on co.user_id = cu.id
    join users ou on ou.id = f.owner_id left join organisations oo on oo.user_id = ou.id
    where true ${cursor}
    order by f.cents desc, f.customer_id desc
    limit ${limit}`,
  );
}

/** A removed post with its creator and its campaign's owner (columns prefixed c_ and o_). */
export type RemovedPostRow = Record<string, unknown> & {
  id: string;
  at: string;
  removed_at: string;
  campaign_id: string;
  creator_id: string;
  owner_id: string;
};

/** Verified posts found deleted or private by the re-reads (activities.post_removed_at), newest first. */
export function removedPosts(db: DbOrTx, after: Keyset | null, limit: number) {
  const cursor = after
    ? sql`and (a.post_removed_at, a.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const person = (p: 'c' | 'o', u: string, o: string) =>
    sql.raw(`${u}.id as ${p}_id, ${u}.role as ${p}_role, ${u}.name as ${p}_name, ${o}.name as ${p}_organisation,
      ${u}.email as ${p}_email, ${u}.is_active as ${p}_is_active`);
  return rowsOf<RemovedPostRow>(
    db,
    sql`
    select a.id, a.proof_platform as platform, a.link, a.payout_cents::text as payout_cents,
      ${iso(sql`a.post_removed_at`)} as removed_at, ${isoUs(sql`a.post_removed_at`)} as at,
      ${iso(sql`coalesce(a.proof_checked_at, a.submitted_at)`)} as verified_at,
      c.id as campaign_id, c.title as campaign_title,
      a.user_id as creator_id, ${person('c', 'cu', 'co')}, ${iso(sql`cu.created_at`)} as c_created_at,
      c.owner_id, ${person('o', 'ou', 'oo')}, ${iso(sql`ou.created_at`)} as o_created_at,
      (select count(*)::int from activities r where r.user_id = a.user_id and r.post_removed_at is not null)
        as creator_removed
    from activities a
    join campaigns c on c.id = a.campaign_id
    join users cu on cu.id = a.user_id
    left join organisations co on co.user_id = cu.id
    join users ou on ou.id = c.owner_id
    left join organisations oo on oo.user_id = ou.id
    where a.post_removed_at is not null ${cursor}
    order by a.post_removed_at desc, a.id desc
    limit ${limit}`,
  );
}
