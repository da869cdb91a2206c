/**
 * npm run bench:proof — the proof-check pipeline against the local Instagram (docs/performance.md, "Proof checks").
 * The app runs in this process as production runs it: real clock, the job queue started and polling, Instagram's
 * keys and base URL pointing at the mock, which answers each Graph call after a uniform 200-1000 ms. Creators with
 * connected accounts submit their posts over HTTP at a steady rate, then in one burst; each proof's time to its
 * verdict is read afterwards from the database (proof_checked_at - submitted_at).
 *
 * Floor, same run: the platform's own answer time for the same calls, i.e. the Instagram client's findPost timed
 * directly against the same mock with the same delay. Ratio = verdict time / platform time.
 *
 * Instagram's limit: 200 calls per account per hour (the Graph API's user-level figure; Instagram Login's BUC
 * counts per professional account, docs/platform-setup.md "Rate limits"). Each creator here submits once, one
 * check being one /me/media page, so no account nears it; the run counts every account's calls to prove it.
 *
 * Settings: BENCH_PROOF_DB=postgres,pglite (both by default), BENCH_PROOF_RATE (submissions/s, 2),
 * BENCH_PROOF_SECONDS (60), BENCH_PROOF_BURST (40), BENCH_PROOF_FLOOR_CALLS (40), TEST_DATABASE_URL.
 */
import { inArray } from 'drizzle-orm';
import { writePart, type Figure } from '../../../../bench/lib/report';
import { median } from '../../../../bench/lib/stats';
import { activities } from '../../src/db/schema';
import { openDatabase, type Database } from '../../src/db/client';
import { instagramClient } from '../../src/features/creators/platforms/instagram';
import { startInstagramMock, type InstagramMock } from '../../test/support/platform-mocks/instagram';
import { proofWorld, type Creator } from './world';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const KINDS = (process.env.BENCH_PROOF_DB ?? 'postgres,pglite').split(',').map((s) => s.trim());
const RATE = Number(process.env.BENCH_PROOF_RATE ?? 2);
const SECONDS = Number(process.env.BENCH_PROOF_SECONDS ?? 60);
const BURST = Number(process.env.BENCH_PROOF_BURST ?? 40);
const FLOOR_CALLS = Number(process.env.BENCH_PROOF_FLOOR_CALLS ?? 40);
const DELAY = { min: 200, max: 1000 };
/** Instagram's calls per account per hour (see above). */
const IG_CALLS_PER_ACCOUNT_HOUR = 200;
const GOAL_P95_MS = 10_000;
const VERDICT_TIMEOUT_MS = 10 * 60_000;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const r0 = (v: number) => Math.round(v);
const r2 = (v: number) => Math.round(v * 100) / 100;

/** The floor: findPost straight against the mock, one call at a time, for posts the same creators hold. */
async function platformFloor(ig: InstagramMock, creators: Creator[]) {
  const client = instagramClient({
    appId: ig.state.appId,
    appSecret: ig.state.appSecret,
    baseUrl: ig.baseUrl,
  });
  const times: number[] = [];
  for (let i = 0; i < FLOOR_CALLS; i++) {
    const c = creators[i % creators.length];
    const token = ig.tokenFor(c.igUserId);
    const started = performance.now();
    const post = await client.findPost(
      token,
      { id: c.igUserId, handle: '', accountType: 'MEDIA_CREATOR', followers: 0 },
      c.link,
    );
    times.push(performance.now() - started);
    if (!post) throw new Error('the floor did not find the post');
    ig.state.tokens.delete(token);
  }
  return times;
}

async function openKind(kind: string): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
  // A fresh database on the server, as the tests make one (dropped by close()).
  const { freshDatabase } = await import('../../test/test-db');
  return freshDatabase('postgres');
}

async function runOn(kind: string) {
  const ig = await startInstagramMock();
  const database = await openKind(kind);
  const w = await proofWorld(database, ig);
  try {
    const steady = Math.round(RATE * SECONDS);
    const n = steady + BURST;
    console.log(`[${kind}] building the world: ${n} creators, one campaign with ${n} places...`);
    const campaignId = await w.campaign(n);
    const creators: Creator[] = [];
    for (let i = 0; i < n; i++) creators.push(await w.creator(i + 1, campaignId));
    await w.app.deps.queue.start();

    // Every Graph call from here on waits 200-1000 ms; the floor first, then the app.
    ig.state.delayMs = () => DELAY.min + Math.random() * (DELAY.max - DELAY.min);
    console.log(`[${kind}] floor: ${FLOOR_CALLS} findPost calls against the mock...`);
    const floor = await platformFloor(ig, creators);
    const graphCallsBefore = ig.requests.length;

    console.log(`[${kind}] ${steady} submissions at ${RATE}/s, then a burst of ${BURST}...`);
    const answers: number[] = [];
    const submits: Promise<void>[] = [];
    const t0 = performance.now();
    for (let i = 0; i < steady; i++) {
      const due = t0 + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      submits.push(w.submit(creators[i]).then((ms) => void answers.push(ms)));
    }
    await Promise.all(submits);
    const burstIds = creators.slice(steady).map((c) => c.activityId);
    await Promise.all(creators.slice(steady).map((c) => w.submit(c).then((ms) => void answers.push(ms))));

    const ids = creators.map((c) => c.activityId);
    const deadline = Date.now() + VERDICT_TIMEOUT_MS;
    let rows: Array<typeof activities.$inferSelect> = [];
    for (;;) {
      rows = await w.db.select().from(activities).where(inArray(activities.id, ids));
      if (rows.every((r) => r.proofState !== 'pending') || Date.now() > deadline) break;
      await sleep(250);
    }
    const pending = rows.filter((r) => r.proofState === 'pending').length;
    const notVerified = rows.filter((r) => r.proofState !== 'verified' && r.proofState !== 'pending');
    if (notVerified.length)
      throw new Error(`${notVerified.length} proofs not verified: ${notVerified[0].proofReason}`);

    const verdictMs = (r: (typeof rows)[number]) => r.proofCheckedAt!.getTime() - r.submittedAt!.getTime();
    const done = rows.filter((r) => r.proofCheckedAt && r.submittedAt);
    const steadyRows = done.filter((r) => !burstIds.includes(r.id));
    const burstRows = done.filter((r) => burstIds.includes(r.id));
    const all = done.map(verdictMs);
    const steadyTimes = steadyRows.map(verdictMs);
    const burstTimes = burstRows.map(verdictMs);
    // Throughput: the burst's verdicts over the time from its first submission to its last verdict.
    const burstStart = Math.min(...burstRows.map((r) => r.submittedAt!.getTime()));
    const burstEnd = Math.max(...burstRows.map((r) => r.proofCheckedAt!.getTime()));
    const perMinute = (burstRows.length / Math.max(burstEnd - burstStart, 1)) * 60_000;
    const steadyPerMinute =
      (steadyRows.length /
        Math.max(
          Math.max(...steadyRows.map((r) => r.proofCheckedAt!.getTime())) -
            Math.min(...steadyRows.map((r) => r.submittedAt!.getTime())),
          1,
        )) *
      60_000;

    // Instagram's limit, per account: the calls each token's account made in this run (all within the hour).
    const perAccount = new Map<string, number>();
    for (const r of ig.requests.slice(graphCallsBefore)) {
      const held = ig.state.tokens.get(r.query.get('access_token') ?? '');
      const key = held?.userId ?? 'unknown';
      perAccount.set(key, (perAccount.get(key) ?? 0) + 1);
    }
    const maxPerAccount = Math.max(...perAccount.values());

    const floorP50 = median(floor);
    const floorP95 = quantile(floor, 0.95);
    const stats = (xs: number[]) => ({ p50: median(xs), p95: quantile(xs, 0.95), max: Math.max(...xs) });
    const s = stats(steadyTimes);
    const b = stats(burstTimes);
    const a = stats(all);
    console.log(
      `[${kind}] floor (findPost on the mock) p50 ${r0(floorP50)} ms, p95 ${r0(floorP95)} ms; ` +
        `submit answers p50 ${r0(median(answers))} ms, p95 ${r0(quantile(answers, 0.95))} ms`,
    );
    console.log(
      `[${kind}] verdicts: steady p50 ${r0(s.p50)} p95 ${r0(s.p95)} max ${r0(s.max)} ms; burst p50 ${r0(b.p50)} ` +
        `p95 ${r0(b.p95)} max ${r0(b.max)} ms; ${r0(perMinute)} verdicts/min in the burst, ` +
        `${r0(steadyPerMinute)}/min steady; ${pending} still pending; max ${maxPerAccount} Graph calls per account`,
    );
    const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const figures: Figure[] = [
      {
        name: `${name}: verdict p95, steady ${RATE}/s`,
        value: r0(s.p95),
        unit: 'ms',
        budget: kind === 'postgres' ? { op: '<=', value: GOAL_P95_MS } : null,
        note: `p50 ${r0(s.p50)} ms, max ${r0(s.max)} ms; platform 200-1000 ms a call`,
      },
      { name: `${name}: verdict p50, steady`, value: r0(s.p50), unit: 'ms', budget: null },
      {
        name: `${name}: verdict p50 / platform p50, steady`,
        value: r2(s.p50 / floorP50),
        unit: 'x',
        budget: null,
        note: `floor: findPost on the mock, p50 ${r0(floorP50)} ms, p95 ${r0(floorP95)} ms`,
      },
      {
        name: `${name}: verdict p95 / platform p95, steady`,
        value: r2(s.p95 / floorP95),
        unit: 'x',
        budget: null,
      },
      {
        name: `${name}: verdict p95, burst of ${BURST}`,
        value: r0(b.p95),
        unit: 'ms',
        budget: null,
        note: `p50 ${r0(b.p50)} ms, max ${r0(b.max)} ms`,
      },
      { name: `${name}: verdict p95, all`, value: r0(a.p95), unit: 'ms', budget: null },
      {
        name: `${name}: verdicts per minute per server (burst)`,
        value: r0(perMinute),
        unit: '/min',
        budget: null,
        note: `steady phase ${r0(steadyPerMinute)}/min (offered ${RATE * 60}/min)`,
      },
      {
        name: `${name}: Graph calls per Instagram account`,
        value: maxPerAccount,
        unit: 'calls',
        budget: { op: '<=', value: IG_CALLS_PER_ACCOUNT_HOUR },
        note: 'the most any one account made in the run (under an hour); Instagram allows 200 an hour',
      },
      { name: `${name}: proofs left pending`, value: pending, unit: '', budget: { op: '<=', value: 0 } },
    ];
    return figures;
  } finally {
    await w.close();
    await database.close();
    await ig.close();
  }
}

async function main() {
  const figures: Figure[] = [];
  for (const kind of KINDS) figures.push(...(await runOn(kind)));
  writePart('proof', figures, {
    rate: RATE,
    seconds: SECONDS,
    burst: BURST,
    delayMs: DELAY,
    floorCalls: FLOOR_CALLS,
    kinds: KINDS,
  });
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
