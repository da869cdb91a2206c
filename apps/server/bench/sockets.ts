/**
 * npm run bench:sockets — how many authenticated idle sockets one server holds, and how long one event takes to
 * reach all of them. Starts the compiled server on a throwaway embedded database with the demo world, opens
 * BENCH_SOCKETS sockets (default 1000) as the demo business (its open tabs), then times a top-up's 'message' event
 * from the confirming request to the last socket. Speed is reported as a ratio against a floor measured in the
 * same run (the same event reaching one socket), since these machines are noisy.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { freePort } from '../../../bench/lib/free-port';
import { writePart } from '../../../bench/lib/report';
import { median } from '../../../bench/lib/stats';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const serverDir = path.resolve(import.meta.dirname, '..');

async function main() {
  if (spawnSync('npm', ['run', 'build'], { cwd: serverDir, stdio: 'inherit' }).status !== 0) process.exit(1);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'spruik-bench-')),
      PUBLIC_URL: base,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      RATE_LIMIT_PER_EMAIL: '100000',
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    },
  });
  try {
    for (
      let i = 0;
      !(await fetch(`${base}/api/ready`)
        .then((r) => r.ok)
        .catch(() => false));
      i++
    ) {
      if (i > 600) throw new Error('server not ready');
      await new Promise((r) => setTimeout(r, 200));
    }
    const json = async (url: string, init?: RequestInit) => {
      const res = await fetch(`${base}${url}`, init);
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ data: Record<string, unknown> }>;
    };
    const { data: signin } = await json('/api/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'business@spruik.app', password: 'Password123!' }),
    });
    const auth = { authorization: `Bearer ${signin.accessToken as string}` };

    const open = (n: number) => {
      const sockets: Socket[] = [];
      return Promise.all(
        Array.from({ length: n }, () => {
          const s = io(base, {
            path: '/socket.io',
            auth: { token: signin.accessToken },
            transports: ['websocket'],
            reconnection: false,
          });
          sockets.push(s);
          return new Promise<void>((resolve, reject) => {
            s.on('connect', () => resolve());
            s.on('connect_error', reject);
          });
        }),
      ).then(() => sockets);
    };

    /** One confirmed top-up; answers ms from the confirming request until every socket has the message. */
    const deliver = async (sockets: Socket[]) => {
      const { data: start } = await json('/api/transaction/stripe', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 20 }),
      });
      const url = new URL(start.url as string);
      const session = url.pathname.split('/').pop()!;
      await fetch(`${base}/sandbox/checkout/${session}/complete`, { method: 'POST', redirect: 'manual' });
      const transactionId = url.searchParams.get('token') ?? (await sessionTransaction(session));
      const all = Promise.all(sockets.map((s) => new Promise<void>((r) => s.once('message', () => r()))));
      const t0 = performance.now();
      await json(`/api/transaction/verify?transactionId=${transactionId}&session_id=${session}`, {
        headers: auth,
      });
      await all;
      return performance.now() - t0;
    };
    // The sandbox page links back to the result page, which names the top-up.
    const sessionTransaction = async (session: string) => {
      const html = await (await fetch(`${base}/sandbox/checkout/${session}`)).text();
      return /token=([0-9a-f-]{36})/.exec(html)![1];
    };

    const one = await open(1);
    const floor: number[] = [];
    for (let i = 0; i < ROUNDS; i++) floor.push(await deliver(one));
    one.forEach((s) => s.close());

    const c0 = performance.now();
    const many = await open(SOCKETS);
    const connectMs = performance.now() - c0;
    const fanOut: number[] = [];
    for (let i = 0; i < ROUNDS; i++) fanOut.push(await deliver(many));
    const metrics = await (
      await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const sample = (name: string) =>
      Number(/^(\S+) (\S+)$/m.exec(metrics.split('\n').find((l) => l.startsWith(`${name} `)) ?? '')?.[2]);
    many.forEach((s) => s.close());

    const result = {
      sockets: SOCKETS,
      heldByServer: sample('spruik_sockets'),
      connectAllMs: Math.round(connectMs),
      serverRssMiB: Math.round(sample('spruik_process_resident_memory_bytes') / 2 ** 20),
      floorOneSocketMs: Number(median(floor).toFixed(1)),
      allSocketsMs: Number(median(fanOut).toFixed(1)),
      ratioToFloor: Number((median(fanOut) / median(floor)).toFixed(2)),
    };
    writePart(
      'sockets',
      [
        {
          name: 'idle authenticated sockets held',
          value: result.heldByServer,
          unit: 'sockets',
          budget: null,
        },
        { name: 'event to all sockets, median', value: result.allSocketsMs, unit: 'ms', budget: null },
        {
          name: 'event to one socket (floor), median',
          value: result.floorOneSocketMs,
          unit: 'ms',
          budget: null,
        },
        { name: 'all / one', value: result.ratioToFloor, unit: 'x', budget: null },
        { name: 'server RSS with the sockets open', value: result.serverRssMiB, unit: 'MiB', budget: null },
      ],
      { sockets: SOCKETS, rounds: ROUNDS, database: 'embedded' },
    );
    console.log(
      `${result.heldByServer} idle authenticated sockets held (connected in ${result.connectAllMs} ms, server RSS ${result.serverRssMiB} MiB); ` +
        `an event reaches all of them in ${result.allSocketsMs} ms (median of ${ROUNDS}), ` +
        `${result.ratioToFloor}x the ${result.floorOneSocketMs} ms it takes to reach one.`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
