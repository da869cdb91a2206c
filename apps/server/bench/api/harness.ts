/**
 * What the API benchmark parts share: a throwaway PostgreSQL database, the compiled server and the floor as
 * child processes, autocannon runs at full speed and paced runs at a set rate, and the check that the floor does
 * what the server does (same statements, same rows) before anything is measured.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../../../../bench/lib/free-port';
import { median } from '../../../../bench/lib/stats';
import type { Script } from './floor-script';
import type { PacedRequest, PacerJob, PacerResult } from './pacer';
import type { BenchRequest, BenchRoute } from './routes';

export { freePort };

export const serverDir = path.resolve(import.meta.dirname, '../..');
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Each measurement is this many slices of this many seconds (see `interleaved`). */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 3);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/** A new empty database on the PostgreSQL server; drop() removes it (and any connection left). */
export async function throwawayDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Runs a benchmark against a throwaway database: every process it hands to `keep` is stopped (the last started
 * first) and the database dropped, however the run ends.
 */
export async function onThrowawayDatabase(
  prefix: string,
  bench: (databaseUrl: string, keep: <P extends Process>(p: P) => P) => Promise<void>,
) {
  const database = await throwawayDatabase(prefix);
  const stops: Array<() => Promise<void>> = [];
  try {
    await bench(database.url, (p) => {
      stops.push(p.stop);
      return p;
    });
  } finally {
    for (const stop of stops.reverse()) await stop();
    await database.drop();
  }
}

/**
 * The server's environment as production runs it (NODE_ENV=production, LOG_LEVEL info, the default limits), with
 * the demo world and the sandbox checkout allowed so the world can be built through the API.
 */
export function serverEnv(opts: { databaseUrl?: string; port: number }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
    // Plain HTTP on loopback: the TLS edge is not what these benchmarks measure.
    INSECURE_PUBLIC_URL_ALLOW_PRODUCTION: 'true',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spruik-bench-api-')),
    JWT_SECRET: randomBytes(24).toString('hex'),
    TOKEN_PEPPER: randomBytes(24).toString('hex'),
    CHECK_IN_KEY: randomBytes(24).toString('hex'),
    SEED_DEMO: 'true',
    SEED_DEMO_ALLOW_PRODUCTION: 'true',
    PAYMENTS_SANDBOX: 'true',
    PAYMENTS_SANDBOX_ALLOW_PRODUCTION: 'true',
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  return env;
}

export function buildServer() {
  const r = spawnSync('npm', ['run', 'build'], { cwd: serverDir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('the server build failed');
}

async function waitFor(url: string, child: ChildProcess, what: string) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (
      await fetch(url)
        .then((r) => r.status < 500)
        .catch(() => false)
    )
      return;
    if (i > 600) throw new Error(`${what} not ready`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type Process = { base: string; pid: number; stop: () => Promise<void> };

const stopper = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * The compiled server (dist/server.js, or another build's, e.g. ab.ts's old one) with its log at LOG_LEVEL info
 * going nowhere, as a quiet deployment.
 */
export async function startServer(env: NodeJS.ProcessEnv, script = 'dist/server.js'): Promise<Process> {
  const child = spawn(process.execPath, [script], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${env.PORT}`;
  await waitFor(`${base}/api/ready`, child, 'the server');
  return { base, pid: child.pid!, stop: stopper(child) };
}

/** The floor (floor.ts) replaying `scriptFile` (floor-script.ts); `extra` adds to its environment. */
export async function startFloor(
  env: NodeJS.ProcessEnv,
  scriptFile: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<Process> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'floor.ts')], {
    cwd: serverDir,
    env: { ...env, ...extra, FLOOR_PORT: String(port), FLOOR_SCRIPT: scriptFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/__record/stop`, child, 'the floor');
  return { base, pid: child.pid!, stop: stopper(child) };
}

const headersOf = (r: BenchRequest) => ({
  authorization: `Bearer ${r.token}`,
  ...(r.body ? { 'content-type': 'application/json' } : {}),
});

export async function send(base: string, r: BenchRequest) {
  const res = await fetch(`${base}${r.path}`, { method: r.method, headers: headersOf(r), body: r.body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${r.method} ${r.path} at ${base}: ${res.status} ${text}`);
  return JSON.parse(text) as unknown;
}

export type Run = {
  rps: number;
  p50: number;
  p99: number;
  /** Paced runs: the sender's worst lateness and its longest GC pause, to show the sender kept pace. */
  senderLateMs?: number;
  senderGcMs?: number;
};

/**
 * One run of `route` against `base`; any answer but 2xx stops the benchmark. Without a rate, autocannon at full
 * speed over CONNECTIONS connections. With `overallRate`, a paced run (`paced`).
 */
export async function hammer(
  base: string,
  route: BenchRoute,
  opts: { seconds: number; overallRate?: number },
): Promise<Run> {
  if (opts.overallRate) return paced(base, route, { seconds: opts.seconds, rate: opts.overallRate });
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: opts.seconds,
    requests: [
      {
        setupRequest: (req) => {
          const r = route.next();
          return { ...req, method: r.method, path: r.path, headers: headersOf(r), body: r.body };
        },
      },
    ],
  });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(
      `${route.name} at ${base}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} ` +
        `timeouts (status codes ${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** The worker's script: registers tsx (the loader this thread runs under) and imports pacer.ts. */
const PACER = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./pacer.ts', import.meta.url).href)});
});`;
/** The sender's worker, started on first use and kept (unref'd, so it never holds the process open). */
let pacer: Worker | undefined;
function pacerWorker() {
  if (!pacer) {
    pacer = new Worker(PACER, { eval: true });
    pacer.unref();
  }
  return pacer;
}

/**
 * `rate` requests a second for `seconds`, each sent at its planned moment, evenly spaced, whatever the earlier
 * answers (an open loop: users do not wait for each other), over at most CONNECTIONS keep-alive connections. Each
 * latency runs from the request's planned moment, so time spent waiting for a connection counts too. The requests
 * are made here (routes keep their counters in this thread) and sent from a worker thread (pacer.ts), whose small
 * heap keeps garbage collection from pausing the sender.
 * autocannon's overallRate cannot measure this (autocannon 9): each connection sends its share of a second back to
 * back and then idles, so every second starts with a burst at full concurrency; and it "corrects" for coordinated
 * omission with an expected interval of `Math.ceil(1 / rate)` = 1 ms, adding a made-up sample for each millisecond
 * of every answer, which lifts p99 towards the slowest answers (docs/adr/0011).
 */
export async function paced(
  base: string,
  route: BenchRoute,
  opts: { seconds: number; rate: number },
): Promise<Run> {
  const count = Math.max(1, Math.round(opts.seconds * opts.rate));
  const requests = Array.from({ length: count }, (): PacedRequest => {
    const r = route.next();
    return { method: r.method, path: r.path, headers: headersOf(r), body: r.body };
  });
  const job: PacerJob = { base, connections: CONNECTIONS, rate: opts.rate, requests };
  const result = await new Promise<PacerResult>((resolve, reject) => {
    const worker = pacerWorker();
    const onMessage = (answer: PacerResult) => {
      worker.off('error', onError);
      resolve(answer);
    };
    const onError = (err: Error) => {
      worker.off('message', onMessage);
      reject(err);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(job);
  });
  if (!result.ok) throw new Error(`${route.name}: ${result.error}`);
  const latencies = result.latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return {
    rps: count / result.seconds,
    p50: at(0.5),
    p99: at(0.99),
    senderLateMs: Math.round(result.senderLateMs),
    senderGcMs: Math.round(result.senderGcMs),
  };
}

export type Target = { base: string; route: BenchRoute; overallRate?: number };

/**
 * Measures the targets in ROUNDS rounds of one SLICE_SECONDS slice each, alternating their order every round
 * (A B, B A, A B, ...), after a warm-up of each. These cores are shared with other work whose load comes and
 * goes: in slices side by side both targets meet the same load, and a passing burst spoils one slice, not the
 * figure. Answers per target the median slice's req/s, p50 and p99, and the median over rounds of its req/s
 * divided by the first target's in the same round.
 */
export async function interleaved(targets: Target[]) {
  for (const t of targets)
    await hammer(t.base, t.route, { seconds: WARMUP_SECONDS, overallRate: t.overallRate });
  const slices: Run[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const order = targets.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const i of order) {
      const t = targets[i];
      const startedAt = Date.now();
      const run = await hammer(t.base, t.route, { seconds: SLICE_SECONDS, overallRate: t.overallRate });
      slices[i].push(run);
      // A diagnostic: every slice as a JSON line, to lay beside what else the machine did at that moment.
      if (process.env.BENCH_SLICE_LOG)
        appendFileSync(
          process.env.BENCH_SLICE_LOG,
          `${JSON.stringify({ startedAt, endedAt: Date.now(), target: i, route: t.route.name, ...run })}\n`,
        );
    }
  }
  return slices.map((runs) => ({
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    ratio: median(runs.map((r, round) => r.rps / slices[0][round].rps)),
    senderLateMs: Math.max(...runs.map((r) => r.senderLateMs ?? 0)),
    senderGcMs: Math.max(...runs.map((r) => r.senderGcMs ?? 0)),
  }));
}

/** Whitespace aside, each statement's text and row count, in a stable order (side by side reads may go out in any order). */
const normal = (statements: Array<{ text: string; rowCount: number }>) =>
  statements.map((s) => `${s.rowCount} rows: ${s.text.replace(/\s+/g, ' ').trim()}`).sort();

/**
 * Before anything is measured: one request of each route to the floor, which must send the statements the server
 * sent (the script's) and get the same number of rows from each, so it reads and writes what the server does.
 */
export async function checkFloor(floor: Process, routes: BenchRoute[], script: Script) {
  for (const route of routes) {
    const expected = script.routes.find((r) => r.name === route.name)!;
    await fetch(`${floor.base}/__record/start`, { method: 'POST' });
    await send(floor.base, route.next());
    // Statements the server sends after its answer (pushes) finish within a few turns.
    await new Promise((r) => setTimeout(r, 50));
    const { statements } = (await (await fetch(`${floor.base}/__record/stop`)).json()) as {
      statements: Array<{ text: string; rowCount: number }>;
    };
    const a = normal(expected.statements);
    const b = normal(statements);
    if (a.join('\n') !== b.join('\n')) {
      const onlyServer = a.filter((s) => !b.includes(s));
      const onlyFloor = b.filter((s) => !a.includes(s));
      throw new Error(
        `${route.name}: the floor's statements differ from the server's (${a.length} vs ${b.length}).\n` +
          `Only the server:\n  ${onlyServer.join('\n  ')}\nOnly the floor:\n  ${onlyFloor.join('\n  ')}`,
      );
    }
  }
}
