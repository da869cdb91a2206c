/**
 * npx tsx apps/server/bench/api/statements.ts — prints the SQL one request of each benchmarked route runs in
 * the app (text and values, in order), on a small throwaway world: what floor-sql.ts must mirror when
 * compareStatements reports the floor stale. BENCH_ROUTES narrows it like the benchmark's.
 */
import { benchRoutes } from './routes';
import { buildWorld } from './world';
import { freePort, serverEnv, throwawayDatabase } from './harness';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase } from '../../src/db/client';
import { captureStatements } from './capture';

async function main() {
  const database = await throwawayDatabase('bench_stmts');
  try {
    const env = serverEnv({ databaseUrl: database.url, port: await freePort() });
    const world = await buildWorld(env, { customers: 60, payers: 20, venues: 4, campaigns: 4 });
    const config = { ...loadConfig(env), logLevel: 'silent', maxEventLoopDelayMs: 0 };
    const db = await openDatabase({ databaseUrl: config.databaseUrl });
    const app = await buildApp({ config, database: db });
    await app.ready();
    const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
    try {
      for (const route of benchRoutes(world)) {
        if (only && !only.some((o) => route.name.includes(o))) continue;
        const req = route.next();
        let answer = '';
        const statements = await captureStatements(async () => {
          const res = await app.inject({
            method: req.method,
            url: req.path,
            payload: req.body,
            headers: {
              authorization: `Bearer ${req.token}`,
              ...(req.body ? { 'content-type': 'application/json' } : {}),
            },
          });
          answer = `${res.statusCode} ${res.body.slice(0, 1500)}`;
        });
        console.log(`\n===== ${route.name} (${statements.length} statements)\n${answer}`);
        for (const s of statements) console.log(`--- ${JSON.stringify(s.values)}\n${s.text}`);
      }
    } finally {
      await app.close();
      await db.close();
    }
  } finally {
    await database.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
