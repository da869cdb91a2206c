/**
 * npm run bench:fee — what the service fee costs a payout (docs/finance.md "The service fee"; docs/performance.md
 * "Service fee"). With a fee every payout also posts a line to platform:revenue, one row for the whole platform
 * that each fee-charging payout locks while it posts, and reads the campaign's paid-so-far total.
 *
 * Each run builds the app on a fresh PostgreSQL database: OWNERS businesses with one live type 1 campaign each
 * (instant: the creator's submit pays at once), PLACES creators joined to each; then every creator submits, CONCURRENCY
 * at a time over app.inject, and each submit's time is taken. Floor, same process: the same world and load with the
 * fee at 0 (no revenue line, no paid-so-far read). Ratio = p95 with a 10% fee / p95 without; budget 1.5.
 *
 * Settings: BENCH_FEE_OWNERS (8), BENCH_FEE_PLACES (25), BENCH_FEE_CONCURRENCY (16), BENCH_FEE_ROUNDS (2, alternating
 * floor and fee so drift in the machine's load hits both), TEST_DATABASE_URL.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePart, type Figure } from '../../../../bench/lib/report';
import { median } from '../../../../bench/lib/stats';
import { buildApp } from '../../src/app';
import { DEMO_FINANCE_SETTINGS } from '../../src/config/finance-settings';
import { testConfig } from '../../src/config/env';
import { balanceOf, checkLedger, PLATFORM_REVENUE } from '../../src/ledger';
import { benchPeople } from '../support/people';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const OWNERS = Number(process.env.BENCH_FEE_OWNERS ?? 8);
const PLACES = Number(process.env.BENCH_FEE_PLACES ?? 25);
const CONCURRENCY = Number(process.env.BENCH_FEE_CONCURRENCY ?? 16);
const ROUNDS = Number(process.env.BENCH_FEE_ROUNDS ?? 2);
const DAY_MS = 86_400_000;
const BUDGET_RATIO = 1.5;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const r2 = (v: number) => Math.round(v * 100) / 100;

/** One run: a fresh database and app with the fee at `basisPoints`; answers each submit's time in ms. */
async function run(basisPoints: number) {
  const { freshDatabase } = await import('../../test/test-db');
  const database = await freshDatabase('postgres');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-bench-fee-'));
  const config = testConfig({
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    logLevel: 'silent',
    finance: { ...DEMO_FINANCE_SETTINGS, feeBasisPoints: basisPoints },
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const db = database.db;
  const { person, fund } = await benchPeople(app, db);
  const call = async (method: 'POST', url: string, auth: Record<string, string>, payload = {}) => {
    const res = await app.inject({ method, url, headers: auth, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { data: Record<string, { id: string }> };
  };
  try {
    const operator = await person(4);
    const submits: Array<{ activityId: string; auth: Record<string, string> }> = [];
    for (let o = 0; o < OWNERS; o++) {
      const owner = await person(2, { instagramId: 'https://www.instagram.com/benchcafe/' });
      await fund(owner, PLACES * 200);
      const created = await call('POST', '/api/campaigns', owner.auth, {
        type: 1,
        title: 'Open our menu',
        conditions: 'Open the link and like our latest post.',
        participantsCount: PLACES,
        participantsShare: '1.00',
        endDate: new Date(Date.now() + 3 * DAY_MS).toISOString(),
        link: 'www.example.com/menu',
        platform: 'instagram',
      });
      const id = created.data.campaign.id;
      await call('POST', `/api/admin/campaigns/${id}/verify`, operator.auth, { approve: true });
      for (let p = 0; p < PLACES; p++) {
        const creator = await person(3, {
          instagramId: `https://www.instagram.com/benchcreator${o}x${p}/`,
          instagramFollowers: 10_000,
        });
        const accepted = await call('POST', `/api/campaigns/${id}/accept`, creator.auth);
        submits.push({ activityId: accepted.data.activity.id, auth: creator.auth });
      }
    }
    // Interleave the campaigns, so concurrent submits pay from different escrows (only the fee's row is shared).
    const order = submits.map((s, i) => ({ s, k: (i % PLACES) * OWNERS + Math.floor(i / PLACES) }));
    order.sort((a, b) => a.k - b.k);
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < order.length) {
          const { s } = order[next++];
          const t0 = performance.now();
          await call('POST', `/api/activities/${s.activityId}/submit`, s.auth);
          times.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const check = await checkLedger(db);
    if (!check.ok) throw new Error(`ledger check: ${check.problems.join(' ')}`);
    const revenue = await balanceOf(db, PLATFORM_REVENUE);
    const expected = basisPoints > 0 ? OWNERS * 250 : 0; // 10% of 25 x $1.00 per campaign
    if (basisPoints > 0 && PLACES === 25 && revenue !== expected)
      throw new Error(`platform:revenue is ${revenue} cents, expected ${expected}`);
    return { times, perSecond: order.length / seconds };
  } finally {
    await app.close();
    await database.close();
  }
}

const floor: number[] = [];
const fee: number[] = [];
const rates = { floor: [] as number[], fee: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  const a = await run(0);
  floor.push(...a.times);
  rates.floor.push(a.perSecond);
  const b = await run(1000);
  fee.push(...b.times);
  rates.fee.push(b.perSecond);
  console.log(
    `round ${round + 1}: no fee p95 ${r2(quantile(a.times, 0.95))} ms, ${r2(a.perSecond)}/s; ` +
      `10% fee p95 ${r2(quantile(b.times, 0.95))} ms, ${r2(b.perSecond)}/s`,
  );
}
const figures: Figure[] = [
  { name: 'payout submit p95, no fee (floor)', value: r2(quantile(floor, 0.95)), unit: 'ms', budget: null },
  { name: 'payout submit p95, 10% fee', value: r2(quantile(fee, 0.95)), unit: 'ms', budget: null },
  {
    name: 'payout submit p95 ratio, fee / no fee',
    value: r2(quantile(fee, 0.95) / quantile(floor, 0.95)),
    unit: 'x',
    budget: { op: '<=', value: BUDGET_RATIO },
    note: `${OWNERS} campaigns x ${PLACES} instant payouts, ${CONCURRENCY} at a time, PostgreSQL`,
  },
  {
    name: 'payouts per second ratio, fee / no fee',
    value: r2(median(rates.fee) / median(rates.floor)),
    unit: 'x',
    budget: null,
  },
];
writePart('fee', figures, { owners: OWNERS, places: PLACES, concurrency: CONCURRENCY, rounds: ROUNDS });
process.exit(0);
