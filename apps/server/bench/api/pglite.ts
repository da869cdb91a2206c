/**
 * npm run bench:pglite — the same API suite as bench:api on the embedded database (PGlite in DATA_DIR, no
 * DATABASE_URL), beside the same server on PostgreSQL measured in the same run with the same client settings.
 * No budget: the figures say how far the embedded default carries before PostgreSQL is needed
 * (docs/performance.md, "PGlite").
 */
import { writePart, type Figure } from '../../../../bench/lib/report';
import { benchRoutes } from './routes';
import { buildWorld, defaultSizes } from './world';
import {
  CONNECTIONS,
  ROUNDS,
  SLICE_SECONDS,
  WARMUP_SECONDS,
  buildServer,
  freePort,
  interleaved,
  serverEnv,
  startServer,
  onThrowawayDatabase,
} from './harness';

const r1 = (v: number) => Math.round(v * 10) / 10;

async function main() {
  buildServer();
  await onThrowawayDatabase('bench_pglite', async (databaseUrl, keep) => {
    const sizes = defaultSizes();
    const pgEnv = serverEnv({ databaseUrl, port: await freePort() });
    const liteEnv = serverEnv({ port: await freePort() });
    console.log(`Building the world twice (${JSON.stringify(sizes)})...`);
    const pgWorld = await buildWorld(pgEnv, sizes);
    const liteWorld = await buildWorld(liteEnv, sizes);
    const postgres = keep(await startServer(pgEnv));
    const pglite = keep(await startServer(liteEnv));

    const pgRoutes = benchRoutes(pgWorld);
    const liteRoutes = benchRoutes(liteWorld);
    const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
    const figures: Figure[] = [];
    for (const [i, route] of pgRoutes.entries()) {
      if (only && !only.some((o) => route.name.includes(o))) continue;
      const [p, l] = await interleaved([
        { base: postgres.base, route },
        { base: pglite.base, route: liteRoutes[i] },
      ]);
      const n = route.name;
      console.log(
        `${n}: PGlite ${r1(l.rps)} req/s (p50 ${l.p50} ms, p99 ${l.p99} ms), ` +
          `PostgreSQL ${r1(p.rps)} req/s (p50 ${p.p50}, p99 ${p.p99})`,
      );
      figures.push(
        {
          name: `${n} PGlite/PostgreSQL req/s`,
          value: l.ratio,
          unit: 'x',
          budget: null,
          note: `median of ${ROUNDS} paired ${SLICE_SECONDS} s slices: PGlite ${r1(l.rps)} req/s, PostgreSQL ${r1(p.rps)} req/s`,
        },
        { name: `${n} PGlite req/s`, value: l.rps, unit: 'req/s', budget: null },
        { name: `${n} PGlite p50`, value: l.p50, unit: 'ms', budget: null, note: 'at its maximum rate' },
        { name: `${n} PGlite p99`, value: l.p99, unit: 'ms', budget: null, note: 'at its maximum rate' },
        { name: `${n} PostgreSQL req/s`, value: p.rps, unit: 'req/s', budget: null },
        { name: `${n} PostgreSQL p99`, value: p.p99, unit: 'ms', budget: null, note: 'at its maximum rate' },
      );
    }
    writePart('pglite', figures, {
      connections: CONNECTIONS,
      rounds: ROUNDS,
      sliceSeconds: SLICE_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      world: sizes,
      server: 'dist/server.js, NODE_ENV=production, LOG_LEVEL=info (to /dev/null)',
      databases: 'PGlite in DATA_DIR (one connection) vs PostgreSQL on 127.0.0.1 (pool 10)',
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
