/**
 * Time to money (docs/payouts.md): per rail, the median and 95th percentile from request to paid over the last
 * 30 days, and what is in flight now. The console shows it and /metrics exports it.
 */
import { sql } from 'drizzle-orm';
import { PAYOUT_RAILS, type PayoutRail, type PayoutTime } from '@spruik/shared';
import type { DbOrTx } from '../../db/client';
import { toDollars } from '../../lib/money';
import { rowsOf } from '../../db/rows';

export const PAYOUT_TIME_WINDOW_DAYS = 30;

type TimeRow = { rail: string; paid: number; p50: number | null; p95: number | null };
type FlightRow = { rail: string; n: number; cents: string | number };

export async function payoutTimes(db: DbOrTx, now: Date): Promise<PayoutTime[]> {
  const since = new Date(now.getTime() - PAYOUT_TIME_WINDOW_DAYS * 86_400_000).toISOString();
  const times = await rowsOf<TimeRow>(
    db,
    sql`select rail, count(*)::int as paid,
          percentile_cont(0.5) within group (order by extract(epoch from paid_at - created_at))::float8 as p50,
          percentile_cont(0.95) within group (order by extract(epoch from paid_at - created_at))::float8 as p95
        from withdrawals where paid_at >= ${since} group by rail`,
  );
  const flights = await rowsOf<FlightRow>(
    db,
    sql`select rail, count(*)::int as n, coalesce(sum(amount_cents), 0)::bigint as cents
        from withdrawals where state in ('waiting', 'queued', 'sent') group by rail`,
  );
  return PAYOUT_RAILS.map((rail: PayoutRail) => {
    const t = times.find((r) => r.rail === rail);
    const f = flights.find((r) => r.rail === rail);
    return {
      rail,
      paid: t?.paid ?? 0,
      p50Seconds: t?.p50 == null ? null : Math.round(Number(t.p50)),
      p95Seconds: t?.p95 == null ? null : Math.round(Number(t.p95)),
      inFlight: f?.n ?? 0,
      inFlightAmount: toDollars(Number(f?.cents ?? 0)),
    };
  });
}
