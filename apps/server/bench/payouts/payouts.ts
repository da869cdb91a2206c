/**
 * npm run bench:payouts — time to money for automatic payouts through the mock rails (docs/performance.md,
 * "Payouts"). The app runs in this process as production runs it: real clock, the job queue started and polling,
 * Stripe Connect and PayPal Payouts live against the test mocks behind a proxy that answers each provider call
 * after a uniform 200-1000 ms. Once the mock has made a payout (Stripe: the Payout on the connected account; PayPal:
 * the batch item), the bench posts the provider's signed webhook (payout.paid; PAYMENT.PAYOUTS-ITEM.SUCCEEDED)
 * after a further uniform 200-1000 ms, the provider's own processing. Payees on both rails (alternating), each with
 * a ready account and one earlier payout paid, request withdrawals over HTTP at a steady rate, then in one burst;
 * each withdrawal's time to money is read afterwards from the database (paid_at - created_at).
 *
 * Floor, same run: the provider's own time for the same calls, i.e. the rail's send timed directly against the same
 * proxied mock, plus one draw of the webhook delay. Ratio = time to money p95 / floor p95. (PayPal's webhook is
 * also verified through PayPal's API by the app, one more delayed call the floor does not hold.)
 *
 * Settings: BENCH_PAYOUTS_DB=postgres,pglite (both by default), BENCH_PAYOUTS_RATE (withdrawals/s, 2),
 * BENCH_PAYOUTS_SECONDS (30), BENCH_PAYOUTS_BURST (30), BENCH_PAYOUTS_FLOOR_CALLS (per rail, 20),
 * TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { writePart, type Figure } from '../../../../bench/lib/report';
import { median } from '../../../../bench/lib/stats';
import { openDatabase, type Database } from '../../src/db/client';
import { paypalRail } from '../../src/features/withdrawals/rails/paypal';
import { stripeRail } from '../../src/features/withdrawals/rails/stripe';
import { payoutWorld, type Payee, type Rail } from './world';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const KINDS = (process.env.BENCH_PAYOUTS_DB ?? 'postgres,pglite').split(',').map((s) => s.trim());
const RATE = Number(process.env.BENCH_PAYOUTS_RATE ?? 2);
const SECONDS = Number(process.env.BENCH_PAYOUTS_SECONDS ?? 30);
const BURST = Number(process.env.BENCH_PAYOUTS_BURST ?? 30);
const FLOOR_CALLS = Number(process.env.BENCH_PAYOUTS_FLOOR_CALLS ?? 20);
const DELAY = { min: 200, max: 1000 };
/** The goal: an automatic payout paid within a minute of the request, at the 95th percentile. */
const GOAL_P95_MS = 60_000;
const SETTLE_TIMEOUT_MS = 10 * 60_000;
/** Each load withdrawal ($20) after the $10 first payout; the wallet holds $50. */
const WALLET_CENTS = 5_000;
const AMOUNT_DOLLARS = 20;
const RAILS: Rail[] = ['stripe', 'paypal'];

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const uniform = () => DELAY.min + Math.random() * (DELAY.max - DELAY.min);
const r0 = (v: number) => Math.round(v);
const r2 = (v: number) => Math.round(v * 100) / 100;

type World = Awaited<ReturnType<typeof payoutWorld>>;

/** The floor: each rail's send straight against the same proxied mock, one at a time, plus a webhook delay. */
async function providerFloor(w: World, payees: Payee[]) {
  const rails = { stripe: stripeRail(w.config, w.app.log), paypal: paypalRail(w.config, w.app.log) };
  const floor: Record<Rail, number[]> = { stripe: [], paypal: [] };
  w.webhooks.on = false;
  try {
    for (const rail of RAILS) {
      const to = payees.find((p) => p.rail === rail)!;
      for (let i = 0; i < FLOOR_CALLS; i++) {
        const started = performance.now();
        await rails[rail].send({
          withdrawalId: randomUUID(),
          amountCents: 100,
          destination: to.destination,
          instant: false,
        });
        floor[rail].push(performance.now() - started + uniform());
      }
    }
  } finally {
    w.webhooks.on = true;
  }
  return floor;
}

async function openKind(kind: string): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
  // A fresh database on the server, as the tests make one (dropped by close()).
  const { freshDatabase } = await import('../../test/test-db');
  return freshDatabase('postgres');
}

async function runOn(kind: string) {
  const database = await openKind(kind);
  const w = await payoutWorld(database);
  try {
    const steady = Math.round(RATE * SECONDS);
    const n = steady + BURST;
    console.log(
      `[${kind}] building the world: ${n} payees (Stripe and PayPal in turn), first payouts paid...`,
    );
    const business = await w.funder(n * WALLET_CENTS);
    const payees: Payee[] = [];
    for (let i = 0; i < n; i++) payees.push(await w.payee(i + 1, RAILS[i % 2], business, WALLET_CENTS));
    await w.app.deps.queue.start();
    const firsts = await w.firstPayouts(payees, SETTLE_TIMEOUT_MS);
    if (firsts.some((r) => r.state !== 'paid')) throw new Error('a first payout was not paid');

    // Every provider call from here on waits 200-1000 ms, and so does each webhook; the floor first, then the app.
    w.delays.api = uniform;
    w.delays.webhook = uniform;
    console.log(`[${kind}] floor: ${FLOOR_CALLS} sends per rail against the mocks...`);
    const floor = await providerFloor(w, payees);

    console.log(`[${kind}] ${steady} withdrawals at ${RATE}/s, then a burst of ${BURST}...`);
    const ids: string[] = [];
    const requests: Promise<void>[] = [];
    const t0 = performance.now();
    for (let i = 0; i < steady; i++) {
      const wait = t0 + (i * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      requests.push(w.withdraw(payees[i], AMOUNT_DOLLARS).then((id) => void ids.push(id)));
    }
    await Promise.all(requests);
    const burstIds = await Promise.all(payees.slice(steady).map((p) => w.withdraw(p, AMOUNT_DOLLARS)));
    ids.push(...burstIds);

    const rows = await w.untilSettled(ids, SETTLE_TIMEOUT_MS);
    const inFlight = rows.filter((r) => r.state === 'queued' || r.state === 'sent').length;
    const notPaid = rows.filter((r) => r.state !== 'paid' && r.state !== 'queued' && r.state !== 'sent');
    if (notPaid.length)
      throw new Error(
        `${notPaid.length} withdrawals not paid: ${notPaid[0].state} ${notPaid[0].failureReason}`,
      );

    const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const figures: Figure[] = [];
    const paid = rows.filter((r) => r.paidAt);
    const toMoney = (r: (typeof rows)[number]) => r.paidAt!.getTime() - r.createdAt.getTime();
    for (const rail of RAILS) {
      const all = paid.filter((r) => r.rail === rail).map(toMoney);
      const burst = paid.filter((r) => r.rail === rail && burstIds.includes(r.id)).map(toMoney);
      const f = floor[rail];
      const p50 = median(all);
      const p95 = quantile(all, 0.95);
      const fp50 = median(f);
      const fp95 = quantile(f, 0.95);
      const label = rail === 'stripe' ? 'Stripe' : 'PayPal';
      // Where the time goes: request to the send job's claim (the queue), then claim to paid (provider + webhook).
      const mine = paid.filter((r) => r.rail === rail && r.sentAt);
      const toClaim = median(mine.map((r) => r.sentAt!.getTime() - r.createdAt.getTime()));
      const claimToPaid = median(mine.map((r) => r.paidAt!.getTime() - r.sentAt!.getTime()));
      console.log(
        `[${kind}] ${label}: median request to claim ${r0(toClaim)} ms, claim to paid ${r0(claimToPaid)} ms`,
      );
      console.log(
        `[${kind}] ${label}: ${all.length} paid, p50 ${r0(p50)} ms, p95 ${r0(p95)} ms, max ${r0(Math.max(...all))} ` +
          `ms; burst p95 ${r0(quantile(burst, 0.95))} ms; floor p50 ${r0(fp50)} ms, p95 ${r0(fp95)} ms`,
      );
      figures.push(
        {
          name: `${name}: ${label} time to money p95`,
          value: r0(p95),
          unit: 'ms',
          budget: kind === 'postgres' ? { op: '<=', value: GOAL_P95_MS } : null,
          note: `${all.length} withdrawals (${RATE}/s steady, then a burst); p50 ${r0(p50)} ms, max ${r0(Math.max(...all))} ms`,
        },
        { name: `${name}: ${label} time to money p50`, value: r0(p50), unit: 'ms', budget: null },
        {
          name: `${name}: ${label} time to money p95 / provider p95`,
          value: r2(p95 / fp95),
          unit: 'x',
          budget: null,
          note: `floor: the rail's send on the mock plus the webhook delay, p50 ${r0(fp50)} ms, p95 ${r0(fp95)} ms`,
        },
        {
          name: `${name}: ${label} time to money p95, burst of ${BURST}`,
          value: r0(quantile(burst, 0.95)),
          unit: 'ms',
          budget: null,
          note: `${burst.length} of the burst on this rail`,
        },
      );
    }
    console.log(`[${kind}] webhooks posted ${w.webhooks.posted}, refused and retried ${w.webhooks.refused}`);
    figures.push({
      name: `${name}: payouts left in flight`,
      value: inFlight,
      unit: '',
      budget: { op: '<=', value: 0 },
    });
    return figures;
  } finally {
    await w.close();
    await database.close();
  }
}

async function main() {
  const figures: Figure[] = [];
  for (const kind of KINDS) figures.push(...(await runOn(kind)));
  writePart('payouts', figures, {
    rate: RATE,
    seconds: SECONDS,
    burst: BURST,
    delayMs: DELAY,
    webhookDelayMs: DELAY,
    floorCalls: FLOOR_CALLS,
    kinds: KINDS,
  });
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
