/**
 * npm run bench:scale — the same list and detail calls on a 1k-sized world and on a large one.
 *
 * Creates two PostgreSQL databases on BENCH_PG (default postgres://postgres@127.0.0.1:5432/postgres), fills them
 * with generate.ts (SQL, not the API), starts the compiled server on each, and measures every call with autocannon
 * in alternating rounds (1k, large, 1k, large, ...): the figure per call is "p99 large / p99 1k" (median of the
 * rounds), budget <= 1.5. Then, on the large world, it records the SQL each call sends (query-log.mjs) and
 * EXPLAINs it: the figure is the number of whole reads of big tables (sequential scans, whole-index walks), budget
 * <= 0. The databases are dropped at the end.
 *
 * Sizes: BENCH_SCALE=small (default: 1k against 10k, a quick CI-like check) or full (1k against 200k users, 2k
 * venues, 100k campaigns, 2M activities, 1M ledger entries); BENCH_USERS, BENCH_VENUES, BENCH_CAMPAIGNS,
 * BENCH_ACTIVITIES and BENCH_LEDGER_ENTRIES override the large size. BENCH_ROUNDS (3), BENCH_SECONDS (4) and
 * BENCH_CONNECTIONS (10) set the load. BENCH_KEEP_DB=1 keeps the databases (bench_scale_1k, bench_scale_<preset>)
 * and reuses them on the next run instead of generating again (migrations are applied to them first).
 * BENCH_CALLS=offers,admin measures only the calls whose name contains one of those words.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { hash } from '@node-rs/argon2';
import { openDatabase } from '../../src/db/client';
import { freePort } from '../../../../bench/lib/free-port';
import { writePart, type Figure } from '../../../../bench/lib/report';
import { median } from '../../../../bench/lib/stats';
import { generateWorld, type WorldSize } from './generate';
import { wholeReadsOfBigTables } from './explain';

const serverDir = path.resolve(import.meta.dirname, '../..');
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PASSWORD = 'Password123!';
const KEEP = process.env.BENCH_KEEP_DB === '1';

const BASE: WorldSize = {
  users: 1_000,
  venues: 10,
  campaigns: 500,
  activities: 10_000,
  ledgerEntries: 5_000,
};
const PRESETS: Record<string, WorldSize> = {
  small: { users: 10_000, venues: 100, campaigns: 5_000, activities: 100_000, ledgerEntries: 50_000 },
  full: {
    users: 200_000,
    venues: 2_000,
    campaigns: 100_000,
    activities: 2_000_000,
    ledgerEntries: 1_000_000,
  },
};
const preset = process.env.BENCH_SCALE ?? 'small';
if (!PRESETS[preset]) throw new Error(`BENCH_SCALE must be small or full, not ${preset}`);
const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const LARGE: WorldSize = {
  users: num('BENCH_USERS', PRESETS[preset].users),
  venues: num('BENCH_VENUES', PRESETS[preset].venues),
  campaigns: num('BENCH_CAMPAIGNS', PRESETS[preset].campaigns),
  activities: num('BENCH_ACTIVITIES', PRESETS[preset].activities),
  ledgerEntries: num('BENCH_LEDGER_ENTRIES', PRESETS[preset].ledgerEntries),
};

const dbUrl = (name: string) => {
  const u = new URL(PG);
  u.pathname = `/${name}`;
  return u.toString();
};
async function admin<T>(fn: (c: pg.Client) => Promise<T>) {
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

type World = {
  label: string;
  size: WorldSize;
  db: string;
  url: string;
  generatedMs: number;
  counts: Record<string, number>;
  timings: Record<string, number>;
  server?: ChildProcess;
  base?: string;
  log?: string;
  tokens?: Record<'admin' | 'customer' | 'venue' | 'business', string>;
  ids?: { campaign: string; venueCampaign: string };
};

async function makeWorld(label: string, size: WorldSize, passwordHash: string): Promise<World> {
  const db = KEEP ? `bench_scale_${label}` : `bench_scale_${label}_${process.pid}`;
  const url = dbUrl(db);
  const exists = await admin(
    async (c) => (await c.query(`select 1 from pg_database where datname = $1`, [db])).rowCount,
  );
  if (exists) {
    console.log(`bench:scale reusing ${db} (BENCH_KEEP_DB)`);
    const migrated = await openDatabase({ databaseUrl: url });
    await migrated.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const counts = (
      await c.query(`select (select count(*) from users)::int as users,
      (select count(*) from activities)::int as activities, (select count(*) from journal_entries)::int as "ledgerEntries"`)
    ).rows[0] as Record<string, number>;
    await c.query('analyze');
    await c.end();
    return { label, size, db, url, generatedMs: 0, counts, timings: {} };
  }
  await admin((c) => c.query(`create database ${db}`));
  const started = performance.now();
  let generated: Awaited<ReturnType<typeof generateWorld>>;
  try {
    const migrated = await openDatabase({ databaseUrl: url });
    await migrated.close();
    console.log(`bench:scale generating ${label}: ${JSON.stringify(size)}`);
    generated = await generateWorld(url, size, passwordHash);
  } catch (err) {
    await admin((c) => c.query(`drop database if exists ${db} with (force)`));
    throw err;
  }
  const { counts, timings } = generated;
  const generatedMs = Math.round(performance.now() - started);
  console.log(
    `bench:scale ${label} generated in ${(generatedMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`,
  );
  return { label, size, db, url, generatedMs, counts, timings };
}

async function startServer(w: World) {
  const port = await freePort();
  w.base = `http://127.0.0.1:${port}`;
  w.log = path.join(mkdtempSync(path.join(tmpdir(), 'spruik-scale-')), 'queries.jsonl');
  writeFileSync(w.log, '');
  w.server = spawn(
    process.execPath,
    ['--import', path.join(import.meta.dirname, 'query-log.mjs'), 'dist/server.js'],
    {
      cwd: serverDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: w.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spruik-scale-data-')),
        PUBLIC_URL: w.base,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        SCHEDULER_INTERVAL_SECONDS: '86400',
        // Measure latency, not load shedding: a shared machine's stalls would otherwise answer 503.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        RATE_LIMIT_PER_EMAIL: '1000000',
        RATE_LIMIT_PER_IP: '1000000',
        RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
        BENCH_QUERY_LOG: w.log,
      },
    },
  );
  for (let i = 0; ; i++) {
    const ok = await fetch(`${w.base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 600) throw new Error(`${w.label}: server not ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
  // The busiest accounts of each role, and a live campaign: what a real heavy user would load.
  const pick = async (sql: string) => {
    const client = new pg.Client({ connectionString: w.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows[0].email as string;
    } finally {
      await client.end();
    }
  };
  const emails = {
    admin: 'admin@bench.test',
    customer: await pick(
      `select u.email from activities a join users u on u.id = a.user_id group by u.email order by count(*) desc, u.email limit 1`,
    ),
    venue: await pick(
      `select u.email from payments p join users u on u.id = p.venue_id where u.is_active
       group by u.email order by count(*) desc, u.email limit 1`,
    ),
    business: await pick(
      `select u.email from campaigns c join users u on u.id = c.owner_id where u.role = 2 and c.settled_at is null
       group by u.email order by count(*) desc, u.email limit 1`,
    ),
  };
  const tokens = {} as Record<keyof typeof emails, string>;
  for (const [role, email] of Object.entries(emails) as Array<[keyof typeof emails, string]>) {
    const res = await fetch(`${w.base}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`${w.label}: sign-in of ${email} failed: ${res.status} ${await res.text()}`);
    tokens[role] = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  }
  w.tokens = tokens;
  // Campaign 8 is live in every size (campaigns m with m % 10 >= 7 are). The Return reads the venue's credit or
  // voucher campaign with the most participants.
  w.ids = {
    campaign: await md5Uuid(w.url, 'k8'),
    venueCampaign: await pickId(
      w.url,
      `select c.id::text as id from campaigns c join users u on u.id = c.owner_id
       where u.email = $1 and c.type in (6, 7)
       order by (select count(*) from activities a where a.campaign_id = c.id and a.status in (2, 4)) desc, c.id
       limit 1`,
      [emails.venue],
    ),
  };
}

async function pickId(url: string, sql: string, params: unknown[]) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const id = (await c.query(sql, params)).rows[0]?.id as string | undefined;
    if (!id) throw new Error(`bench: nothing found for ${sql.slice(0, 60)}`);
    return id;
  } finally {
    await c.end();
  }
}

async function md5Uuid(url: string, name: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(`select md5($1)::uuid::text as id`, [name])).rows[0].id as string;
  } finally {
    await c.end();
  }
}

/** 390 x 420 px at zoom 10 is 0.536 x 0.456 degrees here; with the web's margin (map-area.ts) twice that. */
const MELBOURNE_AREA = '144.428,-38.27,145.498,-37.357';
type Call = {
  name: string;
  who: keyof NonNullable<World['tokens']>;
  path: (w: World) => string;
  /** An absolute budget for the large world's p99, besides the ratio (the Return on spend). */
  p99BudgetMs?: number;
};
const CALLS: Call[] = [
  { name: 'GET /api/campaigns (customer offers)', who: 'customer', path: () => '/api/campaigns' },
  { name: 'GET /api/campaigns/{id}', who: 'customer', path: (w) => `/api/campaigns/${w.ids!.campaign}` },
  { name: 'GET /api/activities/current', who: 'customer', path: () => '/api/activities/current' },
  { name: 'GET /api/activities/prev', who: 'customer', path: () => '/api/activities/prev' },
  // The full list (docs/spec.md) is paged: what a client asks first.
  { name: 'GET /api/venues (full list, first page)', who: 'customer', path: () => '/api/venues' },
  // What the map asks on a 390 px phone at zoom 10 over Melbourne: its view widened by half a view on each side
  // (capped at the 100 venues nearest its centre, id, name and coordinates each).
  {
    name: 'GET /api/venues/pins (map area)',
    who: 'customer',
    path: () => `/api/venues/pins?bbox=${MELBOURNE_AREA}`,
  },
  { name: 'GET /api/payments (customer)', who: 'customer', path: () => '/api/payments' },
  { name: 'GET /api/payments (venue)', who: 'venue', path: () => '/api/payments' },
  { name: 'GET /api/campaigns/live (owner)', who: 'business', path: () => '/api/campaigns/live' },
  { name: 'GET /api/admin/users', who: 'admin', path: () => '/api/admin/users' },
  { name: 'GET /api/admin/campaigns', who: 'admin', path: () => '/api/admin/campaigns?status=all' },
  { name: 'GET /api/admin/withdraws', who: 'admin', path: () => '/api/admin/withdraws' },
  { name: 'GET /api/admin/audit', who: 'admin', path: () => '/api/admin/audit' },
  // Return on spend (docs/visits.md): the busiest venue's campaign with the most participants, and its month card.
  {
    name: 'GET /api/campaigns/{id}/return (venue)',
    who: 'venue',
    path: (w) => `/api/campaigns/${w.ids!.venueCampaign}/return`,
    p99BudgetMs: 500,
  },
  {
    name: 'GET /api/campaigns/return-month (venue)',
    who: 'venue',
    path: () => '/api/campaigns/return-month',
    p99BudgetMs: 500,
  },
];

async function load(w: World, call: Call) {
  const result = await autocannon({
    url: `${w.base}${call.path(w)}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${w.tokens![call.who]}` },
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) console.error(`${w.label} ${call.name}: ${failed} failed requests`);
  return { p99: result.latency.p99, rps: result.requests.average, failed };
}

/** The statements one request of the call sends, captured by query-log.mjs (SIGUSR2 switches it on and off). */
async function capture(w: World, call: Call) {
  await new Promise((r) => setTimeout(r, 1000)); // the timed run's last requests finish
  const before = readFileSync(w.log!, 'utf8').length;
  w.server!.kill('SIGUSR2');
  await new Promise((r) => setTimeout(r, 200));
  const res = await fetch(`${w.base}${call.path(w)}`, {
    headers: { authorization: `Bearer ${w.tokens![call.who]}` },
  });
  if (!res.ok) throw new Error(`${call.name}: ${res.status}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  w.server!.kill('SIGUSR2');
  await new Promise((r) => setTimeout(r, 200));
  // A request still in flight from the timed run may land in the log too: each distinct statement counts once.
  const lines = [...new Set(readFileSync(w.log!, 'utf8').slice(before).split('\n').filter(Boolean))];
  return { bytes, statements: lines.map((l) => JSON.parse(l) as { text: string; values: unknown[] }) };
}

async function main() {
  if (spawnSync('npm', ['run', 'build'], { cwd: serverDir, stdio: 'inherit' }).status !== 0) process.exit(1);
  const passwordHash = await hash(PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const worlds: World[] = [];
  try {
    worlds.push(await makeWorld('1k', BASE, passwordHash));
    worlds.push(await makeWorld(preset, LARGE, passwordHash));
    const [small, large] = worlds;
    for (const w of worlds) await startServer(w);

    const figures: Figure[] = [];
    const details: Record<string, unknown> = {};
    const only = process.env.BENCH_CALLS?.split(',').map((w) => w.trim().toLowerCase());
    for (const call of CALLS.filter((c) => !only || only.some((w) => c.name.toLowerCase().includes(w)))) {
      let failed = 0;
      const p99: Record<string, number[]> = { small: [], large: [] };
      const rps: Record<string, number[]> = { small: [], large: [] };
      await load(small, call); // warm-up: JIT, plan caches, pages in memory
      await load(large, call);
      for (let r = 0; r < ROUNDS; r++) {
        for (const [key, w] of [
          ['small', small],
          ['large', large],
        ] as const) {
          const m = await load(w, call);
          failed += m.failed;
          p99[key].push(m.p99);
          rps[key].push(m.rps);
        }
      }
      const ratio = Math.max(median(p99.large), 1) / Math.max(median(p99.small), 1);
      const { statements, bytes } = await capture(large, call);
      const smallBytes = (await capture(small, call)).bytes;
      const explained = await wholeReadsOfBigTables(large.url, statements);
      details[call.name] = {
        p99SmallMs: median(p99.small),
        p99LargeMs: median(p99.large),
        p99Rounds: p99,
        rpsSmall: Math.round(median(rps.small)),
        rpsLarge: Math.round(median(rps.large)),
        failedRequests: failed,
        responseBytesSmall: smallBytes,
        responseBytesLarge: bytes,
        statements: statements.length,
        wholeReads: explained.scans,
      };
      console.log(`${call.name}: ${JSON.stringify(details[call.name])}`);
      figures.push({
        name: `${call.name} p99 ${large.label}/1k`,
        value: ratio,
        unit: 'x',
        budget: { op: '<=', value: 1.5 },
        note:
          `p99 ${median(p99.small)} ms at 1k, ${median(p99.large)} ms at ${large.label} (median of ${ROUNDS})` +
          (failed ? `; ${failed} requests failed or timed out` : ''),
      });
      if (call.p99BudgetMs !== undefined)
        figures.push({
          name: `${call.name} p99 (${large.label})`,
          value: median(p99.large),
          unit: 'ms',
          budget: { op: '<=', value: call.p99BudgetMs },
          note: `${CONNECTIONS} connections; the median of ${ROUNDS} rounds' p99`,
        });
      figures.push({
        name: `${call.name} whole reads of big tables (${large.label})`,
        value: explained.scans.length,
        unit: 'scans',
        budget: { op: '<=', value: 0 },
        note: explained.scans.length
          ? explained.scans.join('; ')
          : `${statements.length} statements, none reads a whole big table`,
      });
    }
    figures.push({
      name: `generation time (${large.label})`,
      value: large.generatedMs / 1000,
      unit: 's',
      budget: null,
      note: JSON.stringify(large.counts),
    });
    writePart('scale', figures, {
      preset,
      sizes: { '1k': small.counts, [large.label]: large.counts },
      generationSeconds: { '1k': small.generatedMs / 1000, [large.label]: large.generatedMs / 1000 },
      generationSteps: large.timings,
      rounds: ROUNDS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      calls: details,
    });
  } finally {
    for (const w of worlds) w.server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    for (const w of KEEP ? [] : worlds) {
      await admin((c) => c.query(`drop database if exists ${w.db} with (force)`)).catch((err: unknown) =>
        console.error(`could not drop ${w.db}`, err),
      );
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
