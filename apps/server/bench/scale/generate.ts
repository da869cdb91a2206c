/**
 * Fills a migrated PostgreSQL database with a realistic world for bench:scale, in SQL (INSERT ... SELECT
 * generate_series), never through the API: millions of rows in minutes.
 *
 * Ids are deterministic (md5 of a name, e.g. customer 7 is md5('c7')::uuid), so every table can point at another
 * by arithmetic instead of joins. The invariants the data keeps (docs/performance.md, "What each part measures"):
 * - every journal entry has two lines that sum to zero, and each account's stored balance equals its lines;
 * - money enters only through paid top-ups (one per owner, top_ups row and entry `topup:<id>`) and leaves only
 *   through verified withdrawals (`withdraw:request|decision:<id>`); no inside balance is negative;
 * - a campaign's escrow is reserved at creation (places x share), pays its approved participants, and is
 *   refunded to zero when the campaign is settled; activities are unique per (campaign, customer), at most
 *   participants_count each (live campaigns keep free places);
 * so `npm run ledger:check` passes on the generated database. Visits follow payments (one each) and the venue
 * campaigns' participants' check-ins.
 */
import pg from 'pg';

/**
 * Venues spread as a national marketplace's would: in turn over the seven cities (Melbourne first), each up to
 * about 25 km from its centre, so a map's area holds that city's share and not every venue in the country.
 */
const CITY_LATITUDES =
  'array[-37.8136, -33.8688, -27.4698, -31.9505, -42.8821, -35.2809, -34.9285]::float8[]';
const CITY_LONGITUDES = 'array[144.9631, 151.2093, 153.0251, 115.8605, 147.3272, 149.13, 138.6007]::float8[]';

export type WorldSize = {
  users: number;
  venues: number;
  campaigns: number;
  activities: number;
  /** Journal entries wanted; top-ups, reserves, payouts and refunds come first, pay-at-venue payments fill up. */
  ledgerEntries: number;
};

/** Participants per campaign: activities / campaigns, at least 1 (each campaign has this many places). */
const perCampaign = (s: WorldSize) => Math.max(1, Math.ceil(s.activities / s.campaigns));

export async function generateWorld(url: string, size: WorldSize, passwordHash: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timings: Record<string, number> = {};
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    await client.query(sql, params);
    timings[name] = Math.round(performance.now() - started);
  };
  const businesses = Math.max(1, Math.round(size.users * 0.015));
  const customers = size.users - size.venues - businesses - 1;
  if (customers < perCampaign(size)) throw new Error('bench: too few customers for the activities asked for');
  const slots = perCampaign(size);
  const stride = Math.max(1, Math.floor(customers / slots));
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query('begin');
    // ---- accounts: one admin, venues (a few not yet active), businesses, customers; one year of sign-ups.
    await step(
      'users',
      `insert into users (id, email, password_hash, role, name, is_active, membership, latitude, longitude,
                          instagram_id, instagram_followers, tiktok_followers, created_at)
       select md5('admin')::uuid, 'admin@bench.test', $1, 4, 'Bench Admin', true, null::smallint, null::float8,
              null::float8, null::text, null::int, null::int,
              now() - interval '400 days'
       union all
       select md5('v' || n)::uuid, 'v' || n || '@bench.test', $1, 1, 'Venue ' || n, n % 20 <> 0, 1,
              (${CITY_LATITUDES})[1 + n % 7] + ((n * 7919) % 1000 / 1000.0 - 0.5) * 0.5,
              (${CITY_LONGITUDES})[1 + n % 7] + ((n * 104729) % 1000 / 1000.0 - 0.5) * 0.6,
              'https://www.instagram.com/venue' || n || '/',
              null, null, now() - (n % 365) * interval '1 day' - (n % 86400) * interval '1 second'
       from generate_series(1, $2::int) n
       union all
       select md5('b' || n)::uuid, 'b' || n || '@bench.test', $1, 2, 'Business ' || n, true, null, null, null,
              'https://www.instagram.com/business' || n || '/', null, null,
              now() - (n % 365) * interval '1 day' - (n % 86400) * interval '1 second'
       from generate_series(1, $3::int) n
       union all
       select md5('c' || n)::uuid, 'c' || n || '@bench.test', $1, 3, 'Customer ' || n, true, null, null, null,
              'https://www.instagram.com/customer' || n || '/', 100 + (n * 37) % 50000, (n * 53) % 20000,
              now() - (n % 365) * interval '1 day' - (n % 86400) * interval '1 second'
       from generate_series(1, $4::int) n`,
      [passwordHash, size.venues, businesses, customers],
    );
    // The admin is the console's owner (docs/security.md "Operator roles"): without a role every admin call is 403.
    await step('operator role', `update users set operator_role = 'owner' where id = md5('admin')::uuid`);
    await step(
      'organisations',
      `insert into organisations (user_id, abn, name, address)
       select md5('v' || n)::uuid, lpad(n::text, 11, '0'), 'Venue ' || n || ' Bar', n || ' Collins St, Melbourne'
       from generate_series(1, $1::int) n
       union all
       select md5('b' || n)::uuid, lpad((100000 + n)::text, 11, '0'), 'Business ' || n || ' Pty Ltd', null
       from generate_series(1, $2::int) n`,
      [size.venues, businesses],
    );
    // ---- campaigns: types 6 and 7 (pocket, voucher) and every third one belong to venues, the rest to
    // businesses; 70% ended and settled, 30% live (a few still waiting for verification). Ended ones filled
    // their 20 places; live ones have 5 places left.
    await step(
      'campaigns',
      `insert into campaigns (id, owner_id, type, title, link, platform, conditions, participants_count,
                              participants_share_cents, end_date, discount, is_active, is_verified, verified_at,
                              settled_at, created_at, places_taken)
       select md5('k' || m)::uuid,
              case when t >= 6 or m % 3 = 0 then md5('v' || (1 + m % $2::int))::uuid
                   else md5('b' || (1 + m % $3::int))::uuid end,
              t, 'Campaign ' || m, 'www.example.com/c' || m,
              (array['instagram', 'tiktok', 'youtube'])[1 + m % 3],
              'Tag us and keep the post up for a week.', case when past then $4::int else $4::int + 5 end,
              case when t = 7 then 0 else 500 end,
              ends, case when t = 7 then 20 end,
              not past, m % 50 <> 0 or past, case when m % 50 <> 0 or past then ends - interval '13 days' end,
              case when past then ends end, ends - interval '14 days',
              -- Places taken: activity i (0 to $5 - 1) below belongs to campaign 1 + i % $1.
              case when m <= $5::int then ($5::int - m) / $1::int + 1 else 0 end
       from (select m, 1 + m % 7 as t, m % 10 < 7 as past,
                    case when m % 10 < 7 then now() - (1 + m % 300) * interval '1 day'
                         else now() + (1 + m % 30) * interval '1 day' end as ends
             from generate_series(1, $1::int) m) c`,
      [size.campaigns, size.venues, businesses, slots, size.activities],
    );
    // ---- activities: campaign m's slot s is customer 1 + (m * 7919 + s * stride) mod customers (distinct per
    // campaign). Ended campaigns: approved 55%, rejected 15%, expired 30%; live ones: to do 50%, submitted
    // 30%, approved 20%.
    await step(
      'activities',
      `insert into activities (id, campaign_id, user_id, status, link, disclosed, followers, payout_cents,
                               submitted_at, decided_at, auto_approved, created_at)
       select md5('a' || i)::uuid, md5('k' || m)::uuid, md5('c' || (1 + (m::bigint * 7919 + s * $3::bigint) % $4::int))::uuid,
              st, case when st <> 1 then 'instagram.com/p/' || i end, st <> 1, 1000,
              case when st = 2 and t <> 7 then 500 end,
              case when st <> 1 and st <> 5 then created + interval '1 day' end,
              case when st in (2, 3, 5) then created + interval '2 days' end, false, created
       from (select i, m, s, t, created,
                    case when past then (case when h < 55 then 2 when h < 70 then 3 else 5 end)
                         else (case when h < 50 then 1 when h < 80 then 4 else 2 end) end as st
             from (select i, 1 + i % $1::int as m, i / $1::int as s, 1 + (1 + i % $1::int) % 7 as t,
                          (1 + i % $1::int) % 10 < 7 as past, (i * 7) % 100 as h,
                          now() - (20 + (i % $1::int) % 300) * interval '1 day' + (i / $1::int) * interval '1 hour' as created
                   from generate_series(0, $2::int - 1) i) x) y`,
      [size.campaigns, size.activities, stride, customers],
    );
    await step(
      'vouchers',
      `insert into vouchers (campaign_id, activity_id, customer_id, venue_id, discount, created_at)
       select a.campaign_id, a.id, a.user_id, c.owner_id, 20, a.decided_at
       from activities a join campaigns c on c.id = a.campaign_id where c.type = 7 and a.status = 2`,
    );

    // ---- money, as movements first (one row per journal entry), then entries, lines, accounts, balances.
    await client.query(`create temp table mv (entry_id uuid, ikey text, kind text, memo text, from_key text,
                          to_key text, amount bigint, at timestamptz) on commit drop`);
    // Each owner's one top-up covers every reserve it makes, with some credit left over.
    await step(
      'mv topups',
      `insert into mv
       select md5('e:topup:' || owner_id)::uuid, 'topup:' || md5('t:' || owner_id)::uuid, 'topup', null,
              'external:topups', case when u.role = 1 then 'venue_credit:' else 'business_credit:' end || owner_id,
              sum(participants_count * participants_share_cents) + 100000, min(c.created_at) - interval '1 day'
       from campaigns c join users u on u.id = c.owner_id group by owner_id, u.role`,
    );
    await step(
      'mv reserves',
      `insert into mv
       select md5('e:reserve:' || c.id)::uuid, 'campaign:reserve:' || c.id, 'campaign_reserve', null,
              case when u.role = 1 then 'venue_credit:' else 'business_credit:' end || c.owner_id, 'escrow:' || c.id,
              c.participants_count * c.participants_share_cents, c.created_at
       from campaigns c join users u on u.id = c.owner_id where c.type <> 7`,
    );
    await step(
      'mv payouts',
      `insert into mv
       select md5('e:payout:' || a.id)::uuid, 'campaign:payout:' || a.id, 'customer_payout', 'Campaign ' || c.title,
              'escrow:' || c.id,
              case when c.type = 6 then 'pocket:' || a.user_id || ':' || c.owner_id else 'wallet:' || a.user_id end,
              a.payout_cents, a.decided_at
       from activities a join campaigns c on c.id = a.campaign_id where a.status = 2 and c.type <> 7`,
    );
    await step(
      'mv refunds',
      `insert into mv
       select md5('e:refund:' || c.id)::uuid, 'campaign:refund:' || c.id, 'campaign_refund', 'ended',
              'escrow:' || c.id, case when u.role = 1 then 'venue_credit:' else 'business_credit:' end || c.owner_id,
              c.participants_count * c.participants_share_cents - coalesce(p.paid, 0), c.settled_at
       from campaigns c join users u on u.id = c.owner_id
       left join (select campaign_id, sum(payout_cents) as paid from activities where status = 2 group by campaign_id) p
              on p.campaign_id = c.id
       where c.type <> 7 and c.settled_at is not null
         and c.participants_count * c.participants_share_cents - coalesce(p.paid, 0) > 0`,
    );
    // Withdrawals: one per customer with at least $10 in the wallet, for the first 5% of customers; 70% paid.
    await client.query(`create temp table wallet_in on commit drop as
       select substr(to_key, 8)::uuid as user_id, sum(amount) as cents from mv where to_key like 'wallet:%' group by 1`);
    await step(
      'withdrawals',
      `insert into withdrawals (id, user_id, amount_cents, status, account_name, bsb, account_number, decided_at,
                                created_at)
       select md5('w:' || user_id)::uuid, user_id, 1000, case when h < 70 then 2 else 1 end, 'Bench Payee', '063000',
              '12345678', case when h < 70 then now() - (h % 30) * interval '1 day' end,
              now() - (h % 30) * interval '1 day' - interval '1 day'
       from (select user_id, abs(hashtext(user_id::text)) % 100 as h from wallet_in where cents >= 2000
             order by user_id limit greatest(1, $1::int / 20)) w`,
      [customers],
    );
    await step(
      'mv withdrawals',
      `insert into mv
       select md5('e:wreq:' || id)::uuid, 'withdraw:request:' || id, 'withdraw_request', null, 'wallet:' || user_id,
              'withdrawal:' || id, amount_cents, created_at from withdrawals
       union all
       select md5('e:wdec:' || id)::uuid, 'withdraw:decision:' || id, 'withdraw_decision', 'paid out',
              'withdrawal:' || id, 'external:payouts', amount_cents, decided_at from withdrawals where status = 2`,
    );
    // Pay at venue fills the entries up to the size asked for: customers with money left pay $5 from the wallet.
    // The rows wait in a temp table: payments point at their journal entry, which is written below.
    await step(
      'payments',
      `create temp table pay on commit drop as
       select md5('p' || n)::uuid as id, w.user_id as customer_id, md5('v' || (1 + n % $2::int))::uuid as venue_id,
              500::bigint as total_cents, upper(substr(md5('code' || n), 1, 6)) as confirmation_code,
              md5('e:pay:' || md5('p' || n)::uuid)::uuid as entry_id,
              now() - (n % 200) * interval '1 day' - (n % 3600) * interval '1 second' as created_at
       from (select user_id, cents - coalesce((select amount_cents from withdrawals x where x.user_id = wi.user_id), 0)
                    as left_cents, row_number() over (order by user_id) as k
             from wallet_in wi) w
       cross join lateral generate_series(1, least(4, (w.left_cents / 500)::int)) j
       cross join lateral (select (w.k - 1) * 4 + j as n) nn
       order by n limit greatest(0, $1::int - (select count(*) from mv)::int)`,
      [size.ledgerEntries, size.venues],
    );
    await step(
      'mv payments',
      `insert into mv
       select entry_id, 'venue_payment:' || id, 'venue_payment', null, 'wallet:' || customer_id,
              'venue_credit:' || venue_id, total_cents, created_at from pay`,
    );
    await step(
      'journal_entries',
      `insert into journal_entries (id, kind, idempotency_key, memo, created_at)
       select entry_id, kind, ikey, memo, at from mv`,
    );
    await step(
      'top_ups',
      `insert into top_ups (id, user_id, provider, method, amount_cents, status, entry_id, paid_at, created_at)
       select substr(ikey, 7)::uuid, substr(to_key, strpos(to_key, ':') + 1)::uuid, 'sandbox', 'card', amount,
              'paid', entry_id, at, at from mv where kind = 'topup'`,
    );
    await step(
      'payments rows',
      `insert into payments (id, customer_id, venue_id, wallet_cents, pocket_cents, total_cents, confirmation_code,
                             entry_id, created_at)
       select id, customer_id, venue_id, total_cents, 0, total_cents, confirmation_code, entry_id, created_at from pay`,
    );
    // ---- visits (docs/visits.md): every payment at the counter is a visit; and the participants (submitted or
    // approved) of venue campaigns check in: 60% a day after joining, a third of those again 20 days later,
    // and every tenth had visited 10 days before joining (a returning guest). The Return and its month card read
    // them per participant.
    await step(
      'visits',
      `insert into visits (customer_id, venue_id, proof, payment_id, created_at)
       select customer_id, venue_id, 'payment', id, created_at from pay
       union all
       select a.user_id, c.owner_id, 'check_in', null, a.created_at + v.after
       from activities a join campaigns c on c.id = a.campaign_id join users o on o.id = c.owner_id
       cross join lateral (values (interval '1 day', 0), (interval '21 days', 1), (interval '-10 days', 2)) v(after, k)
       where o.role = 1 and a.status in (2, 4) and abs(hashtext(a.id::text)) % 10 < 6
         and (v.k = 0 or (v.k = 1 and abs(hashtext(a.id::text)) % 3 = 0)
              or (v.k = 2 and abs(hashtext(a.id::text)) % 10 = 0))`,
    );
    await step(
      'ledger_accounts',
      `insert into ledger_accounts (id, key, kind, owner_id, venue_id, campaign_id, allow_negative, created_at)
       select md5('acct:' || key)::uuid, key, kind,
              case when kind in ('wallet', 'pocket', 'business_credit', 'venue_credit') then split_part(key, ':', 2)::uuid
                   when kind = 'withdrawal' then (select user_id from withdrawals w where w.id = split_part(key, ':', 2)::uuid)
              end,
              case when kind = 'pocket' then split_part(key, ':', 3)::uuid end,
              case when kind = 'escrow' then split_part(key, ':', 2)::uuid end,
              kind = 'external', now() - interval '400 days'
       from (select key, split_part(key, ':', 1) as kind
             from (select from_key as key from mv union select to_key from mv) k) a`,
    );
    await step(
      'journal_lines',
      `insert into journal_lines (entry_id, account_id, amount_cents)
       select entry_id, md5('acct:' || from_key)::uuid, -amount from mv
       union all
       select entry_id, md5('acct:' || to_key)::uuid, amount from mv`,
    );
    await step(
      'balances',
      `update ledger_accounts a set balance_cents = s.total
       from (select account_id, sum(amount_cents) as total from journal_lines group by account_id) s
       where a.id = s.account_id`,
    );
    await step(
      'audit_log',
      `insert into audit_log (actor_id, action, target_type, target_id, after, created_at)
       select md5('admin')::uuid, 'campaign.verify', 'campaign', md5('k' || n)::uuid::text, '{"isVerified":true}',
              now() - n * interval '1 minute'
       from generate_series(1, greatest(100, $1::int / 4)) n`,
      [size.campaigns],
    );
    await client.query('commit');
    const started = performance.now();
    await client.query('vacuum analyze');
    timings.vacuumAnalyze = Math.round(performance.now() - started);
    const counts = (
      await client.query(`select
        (select count(*) from users)::int as users,
        (select count(*) from users where role = 1)::int as venues,
        (select count(*) from campaigns)::int as campaigns,
        (select count(*) from activities)::int as activities,
        (select count(*) from journal_entries)::int as "ledgerEntries",
        (select count(*) from journal_lines)::int as "ledgerLines",
        (select count(*) from ledger_accounts)::int as "ledgerAccounts",
        (select count(*) from payments)::int as payments,
        (select count(*) from withdrawals)::int as withdrawals,
        (select count(*) from vouchers)::int as vouchers,
        (select count(*) from visits)::int as visits`)
    ).rows[0] as Record<string, number>;
    return { counts, timings };
  } finally {
    await client.end();
  }
}
