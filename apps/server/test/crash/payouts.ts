/**
 * After the run: the payouts the job queue still has in flight are let finish, then what each payee's list says
 * is learnt by the model (paid or failed, once). A kill can leave a payout claimed ('sent') with its job dead, or
 * queued with its job never inserted; the product recovers those by time (a dead job expires after 5 minutes and
 * is retried; the sweep sends again what was queued, or claimed without a reference, for 15 minutes). The test
 * stands in for that time: it expires the jobs the killed server was running and backdates what is stuck, so the
 * product's own recovery paths run now.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import type { CrashHttp } from './http';
import type { Model, ModelWithdrawal } from './model';

type Db = Database['db'];
const PAYOUT_JOBS = ['payout-send', 'payout-sandbox-outcome'];

const inFlight = async (db: Db) =>
  (
    (await db.execute(
      sql`select count(*)::int as n from withdrawals where rail in ('stripe', 'paypal') and state in ('queued', 'sent')`,
    )) as unknown as { rows: Array<{ n: number }> }
  ).rows[0].n;

/** Waits (up to `timeoutMs`) until no Stripe or PayPal withdrawal is queued or sent; answers how many still are. */
export async function letPayoutsFinish(db: Db, lastRestart: Date, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const left = await inFlight(db);
    if (left === 0 || Date.now() > until) return left;
    // Time passing, as the product reads it: jobs the killed server was running have expired ...
    await db.execute(sql`
      update pgboss.job set state = 'retry', start_after = now()
      where state = 'active' and name = any(${`{${PAYOUT_JOBS.join(',')}}`}::text[])
        and started_on < ${lastRestart.toISOString()}::timestamptz`);
    // ... and what is stuck has waited beyond the sweep's 15 minutes (the scheduler runs every second here).
    await db.execute(sql`
      update withdrawals set created_at = created_at - interval '20 minutes'
      where rail in ('stripe', 'paypal') and created_at > now() - interval '15 minutes'
        and (state = 'queued' or (state = 'sent' and provider_ref is null))`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Each payee's own list (GET /api/withdraws) read, and every withdrawal the model still has in flight settled as
 * it says: paid (less the instant fee) or failed (back to its source). A TEST MODE rail fails exactly the amounts
 * ending in .13; anything else is a problem.
 */
export async function learnPayouts(http: CrashHttp, model: Model) {
  const byPayee = new Map<string, ModelWithdrawal[]>();
  for (const w of model.withdrawals.values())
    if (w.status === 1) byPayee.set(w.user.id, [...(byPayee.get(w.user.id) ?? []), w]);
  for (const mine of byPayee.values()) {
    const list = await http.send('GET', '/api/withdraws', mine[0].user.auth);
    if (list.status !== 200) {
      model.refusals.push(`withdrawal list: ${list.status}`);
      continue;
    }
    const items: Array<{ id: string; state: string }> = list.body.data.withdraws;
    for (const w of mine) {
      const state = items.find((x) => x.id === w.id)?.state;
      if (state === 'paid' || state === 'failed') {
        if (w.rail === 'bank' || (w.cents % 100 === 13) !== (state === 'failed'))
          model.refusals.push(`withdrawal ${w.id} (${w.rail}, ${w.cents} cents): ${state}`);
        model.settleWithdrawal(w, state);
        model.count(`withdrawal ${state} by ${w.rail}`);
      } else if (state) w.state = state;
      else model.refusals.push(`withdrawal ${w.id}: not in its payee's list`);
    }
  }
}
