/**
 * Return on spend's queries (docs/visits.md, "Return on spend"). Each participant's figures come from bounded
 * index reads: the campaign's activities by (campaign_id, user_id), the participant's visits at the venue by
 * visits_venue_customer_idx (venue_id, customer_id, created_at) and their payments there by
 * payments_venue_customer_idx (venue_id, customer_id, created_at, wallet_cents, pocket_cents), both index-only.
 * Nothing reads a whole table: the work grows with the campaign's participants, not with the venue's history.
 */
import { sql } from 'drizzle-orm';
import { ACTIVITY_STATUS, CAMPAIGN_TIME_ZONE, RETURN_RULES } from '@spruik/shared';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** Whole hours, so a window never stretches or shrinks over a daylight-saving change. */
const hours = (h: number) => sql.raw(`interval '${h} hours'`);
const WINDOW_BEFORE = hours(RETURN_RULES.visitWindowBeforeJoinMs / 3_600_000);
const SPEND = hours(RETURN_RULES.spendDays * 24);
const [D30, D60, D90] = RETURN_RULES.cameBackDays.map((d) => hours(d * 24));
const PARTICIPANT = sql.raw(`(${ACTIVITY_STATUS.approved}, ${ACTIVITY_STATUS.submitted})`);

export type ReturnRow = {
  activity_id: string;
  status: number;
  platform: string;
  name: string;
  instagram_id: string | null;
  tiktok_id: string | null;
  youtube_id: string | null;
  payout_cents: string | number | null;
  visits: number;
  first_visit: string | null;
  is_new: boolean;
  back30: boolean;
  back60: boolean;
  back90: boolean;
  spend_wallet: string | number;
  spend_pocket: string | number;
  reach: number | null;
};

/**
 * One row per participant (submitted or approved), in the order they joined. The visit window opens 24 hours
 * before joining; "new" means no visit and no payment at the venue before that; spend counts from the post
 * (submitted_at) to 30 x 24 hours after; "came back" is another visit within N x 24 hours of the first one.
 */
export function participantReturns(db: DbOrTx, campaignId: string, venueId: string) {
  return rowsOf<ReturnRow>(
    db,
    sql`
    select p.id as activity_id, p.status, c.platform, u.name, u.instagram_id, u.tiktok_id,
           coalesce(p.youtube_id, u.youtube_id) as youtube_id, p.payout_cents,
           fv.visits, fv.first_visit,
           fv.first_visit is not null and not exists (
             select 1 from visits v where v.venue_id = ${venueId} and v.customer_id = p.user_id
               and v.created_at < p.created_at - ${WINDOW_BEFORE})
           and not exists (
             select 1 from payments x where x.venue_id = ${venueId} and x.customer_id = p.user_id
               and x.created_at < p.created_at - ${WINDOW_BEFORE}) as is_new,
           coalesce(fv.second_visit <= fv.first_visit + ${D30}, false) as back30,
           coalesce(fv.second_visit <= fv.first_visit + ${D60}, false) as back60,
           coalesce(fv.second_visit <= fv.first_visit + ${D90}, false) as back90,
           coalesce(s.wallet, 0) as spend_wallet, coalesce(s.pocket, 0) as spend_pocket,
           (select pr.reach from post_reads pr where pr.activity_id = p.id
              and coalesce(pr.views, pr.reach, pr.likes, pr.comments, pr.shares, pr.saved) is not null
            order by pr.read_at desc limit 1) as reach
    from activities p
    join campaigns c on c.id = p.campaign_id
    join users u on u.id = p.user_id
    cross join lateral (
      select (select count(*)::int from visits v where v.venue_id = ${venueId} and v.customer_id = p.user_id
                and v.created_at >= p.created_at - ${WINDOW_BEFORE}) as visits,
             f.first_visit,
             (select v.created_at from visits v where v.venue_id = ${venueId} and v.customer_id = p.user_id
                and v.created_at > f.first_visit order by v.created_at limit 1) as second_visit
      from (select (select v.created_at from visits v where v.venue_id = ${venueId} and v.customer_id = p.user_id
                      and v.created_at >= p.created_at - ${WINDOW_BEFORE} order by v.created_at limit 1)
                   as first_visit) f
    ) fv
    left join lateral (
      select sum(x.wallet_cents) as wallet, sum(x.pocket_cents) as pocket
      from payments x
      where x.venue_id = ${venueId} and x.customer_id = p.user_id
        and x.created_at >= p.submitted_at and x.created_at < p.submitted_at + ${SPEND}
    ) s on true
    where p.campaign_id = ${campaignId} and p.status in ${PARTICIPANT}
    order by p.created_at, p.id`,
  );
}

/** The campaign's vouchers used at the venue (vouchers_campaign_idx). */
export async function vouchersRedeemed(db: DbOrTx, campaignId: string) {
  const [r] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from vouchers where campaign_id = ${campaignId} and is_used`,
  );
  return Number(r?.n ?? 0);
}

/** The Melbourne calendar month holding `now`: its first instant, the next month's, and 'YYYY-MM'. */
export async function melbourneMonth(db: DbOrTx, now: Date) {
  const [r] = await rowsOf<{ from: string | number; to: string | number; month: string }>(
    db,
    sql`
    select extract(epoch from m at time zone ${CAMPAIGN_TIME_ZONE})::float8 * 1000 as "from",
           extract(epoch from (m + interval '1 month') at time zone ${CAMPAIGN_TIME_ZONE})::float8 * 1000 as "to",
           to_char(m, 'YYYY-MM') as month
    from (select date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${CAMPAIGN_TIME_ZONE}) as m) t`,
  );
  return { from: new Date(Number(r.from)), to: new Date(Number(r.to)), month: r.month };
}

/**
 * The venue home's card: customers who joined any of the venue's campaigns (submitted or approved) with a visit
 * at the venue in [from, to), and their payments there in the same span. From the venue's campaigns
 * (campaigns_owner_idx) to their activities (activities_campaign_user_key), then index-only per customer.
 */
export async function monthGuests(db: DbOrTx, venueId: string, from: Date, to: Date) {
  const [r] = await rowsOf<{ guests: number; wallet: string | number; pocket: string | number }>(
    db,
    sql`
    with g as (
      select distinct a.user_id
      from campaigns c join activities a on a.campaign_id = c.id
      where c.owner_id = ${venueId} and a.status in ${PARTICIPANT}
    ), m as (
      select g.user_id,
             exists (select 1 from visits v where v.venue_id = ${venueId} and v.customer_id = g.user_id
                       and v.created_at >= ${from.toISOString()} and v.created_at < ${to.toISOString()}) as came,
             s.wallet, s.pocket
      from g left join lateral (
        select sum(x.wallet_cents) as wallet, sum(x.pocket_cents) as pocket from payments x
        where x.venue_id = ${venueId} and x.customer_id = g.user_id
          and x.created_at >= ${from.toISOString()} and x.created_at < ${to.toISOString()}
      ) s on true
    )
    select (count(*) filter (where came))::int as guests,
           coalesce(sum(wallet) filter (where came), 0) as wallet,
           coalesce(sum(pocket) filter (where came), 0) as pocket
    from m`,
  );
  return { guests: Number(r.guests), walletCents: Number(r.wallet), pocketCents: Number(r.pocket) };
}
