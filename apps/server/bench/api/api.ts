/**
 * npm run bench:api — the API against its floor on PostgreSQL. Builds the server, creates a throwaway database
 * with the demo world and the benchmark's customers (world.ts), captures the statements each route sends
 * (floor-script.ts), starts the compiled server and the floor (floor.ts: node:http + pg + jose replaying them),
 * checks that the floor sends the same statements and gets the same rows, then measures each route at BENCH_CONNECTIONS (20) connections: the floor's and the
 * server's maximum rates with autocannon in alternating slices (harness.ts `interleaved`), then both p99s at half
 * the floor's maximum, requests sent evenly paced whatever the answers from a worker thread (harness.ts `paced`,
 * pacer.ts): the server's against its budget, the floor's as what the machine itself allows at that rate.
 * Budgets: reads ≥ 0.8× the floor's req/s, money writes ≥ 0.6×; p99 at half the floor's rate
 * ≤ 50 ms for reads, ≤ 150 ms for writes.
 */
import { writePart, type Figure } from '../../../../bench/lib/report';
import { benchRoutes, type BenchRoute } from './routes';
import { defaultSizes, buildWorld } from './world';
import { writeFloorScript } from './floor-script';
import {
  CONNECTIONS,
  ROUNDS,
  SLICE_SECONDS,
  WARMUP_SECONDS,
  buildServer,
  checkFloor,
  freePort,
  interleaved,
  serverEnv,
  startFloor,
  startServer,
  onThrowawayDatabase,
  type Process,
} from './harness';

const BUDGET = {
  read: { ratio: 0.8, p99: 50 },
  write: { ratio: 0.6, p99: 150 },
};

const r1 = (v: number) => Math.round(v * 10) / 10;

async function measure(server: Process, floor: Process, route: BenchRoute, statements: number) {
  const [f, s] = await interleaved([
    { base: floor.base, route },
    { base: server.base, route },
  ]);
  const rate = Math.max(1, Math.round(f.rps / 2));
  // The floor at the same rate too: on a shared 2-core machine its own p99 says how much is the machine's.
  const [floorHalf, half] = await interleaved([
    { base: floor.base, route, overallRate: rate },
    { base: server.base, route, overallRate: rate },
  ]);
  const budget = BUDGET[route.kind];
  const n = route.name;
  console.log(
    `${n}: server ${r1(s.rps)} req/s (p50 ${s.p50} ms, p99 ${s.p99} ms), floor ${r1(f.rps)} req/s ` +
      `(p50 ${f.p50}, p99 ${f.p99}); at ${rate} req/s p99 ${half.p99} ms (floor ${floorHalf.p99} ms; sender at ` +
      `worst ${Math.max(half.senderLateMs, floorHalf.senderLateMs)} ms late); ` +
      `${statements} statements`,
  );
  const figures: Figure[] = [
    {
      name: `${n} req/s vs floor`,
      value: s.ratio,
      unit: 'x',
      budget: { op: '>=', value: budget.ratio },
      note: `median of ${ROUNDS} paired ${SLICE_SECONDS} s slices: server ${r1(s.rps)} req/s, floor ${r1(f.rps)} req/s`,
    },
    {
      name: `${n} p99 at half the floor's rate`,
      value: half.p99,
      unit: 'ms',
      budget: { op: '<=', value: budget.p99 },
      note:
        `${rate} req/s, median of ${ROUNDS} ${SLICE_SECONDS} s slices (p50 ${half.p50} ms); the floor at the same ` +
        `rate: p99 ${floorHalf.p99} ms; the sender at worst ${half.senderLateMs} ms late, GC pause at most ` +
        `${half.senderGcMs} ms`,
    },
    {
      name: `${n} floor p99 at half its rate`,
      value: floorHalf.p99,
      unit: 'ms',
      budget: null,
      note: `the floor's own latency at ${rate} req/s: what the machine allows`,
    },
    { name: `${n} server req/s`, value: s.rps, unit: 'req/s', budget: null },
    { name: `${n} server p50`, value: s.p50, unit: 'ms', budget: null, note: 'at its maximum rate' },
    { name: `${n} server p99`, value: s.p99, unit: 'ms', budget: null, note: 'at its maximum rate' },
    { name: `${n} floor req/s`, value: f.rps, unit: 'req/s', budget: null },
    { name: `${n} floor p50`, value: f.p50, unit: 'ms', budget: null, note: 'at its maximum rate' },
    { name: `${n} floor p99`, value: f.p99, unit: 'ms', budget: null, note: 'at its maximum rate' },
    { name: `${n} statements per request`, value: statements, unit: '', budget: null, note: 'auth included' },
  ];
  return figures;
}

async function main() {
  buildServer();
  await onThrowawayDatabase('bench_api', async (databaseUrl, keep) => {
    const env = serverEnv({ databaseUrl, port: await freePort() });
    const sizes = defaultSizes();
    console.log(`Building the world (${JSON.stringify(sizes)})...`);
    const world = await buildWorld(env, sizes);
    const routes = benchRoutes(world);
    const { script, file } = await writeFloorScript(env, routes);
    console.log(`The floor's script (each route's statements and how it finds their values): ${file}`);
    const server = keep(await startServer(env));
    const floor = keep(await startFloor(env, file));
    await checkFloor(floor, routes, script);

    const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
    const figures: Figure[] = [];
    for (const route of routes) {
      if (only && !only.some((o) => route.name.includes(o))) continue;
      const { statements } = script.routes.find((r) => r.name === route.name)!;
      figures.push(...(await measure(server, floor, route, statements.length)));
    }
    writePart('api', figures, {
      database: 'PostgreSQL',
      connections: CONNECTIONS,
      rounds: ROUNDS,
      sliceSeconds: SLICE_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      world: sizes,
      server: 'dist/server.js, NODE_ENV=production, LOG_LEVEL=info (to /dev/null), pool 10',
      floor: `bench/api/floor.ts: node:http + pg (pool ${script.poolSize}) + jose, replaying the server's statements`,
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
