/**
 * npx tsx apps/server/bench/api/ab.ts — two builds of the server side by side on one world: CPU milliseconds per
 * request (process user + system time from /proc, as cpu.ts) and p99, in alternating slices so both meet the
 * same load on a shared machine. Keep the old build first: `cp -r apps/server/dist apps/server/dist-old`, then
 * change and `npm run build -w apps/server`.
 * BENCH_AB_A / BENCH_AB_B: the builds' folders under apps/server (dist-old, dist); BENCH_ROUTES narrows the routes
 * (GET /api/health, no database, is offered too: the framework alone); BENCH_AB_RATE fixes the request rate
 * (else each runs at its maximum); BENCH_AB_ROUNDS (6) slices of BENCH_AB_SECONDS (5) each, after a warm-up.
 */
import { readFileSync } from 'node:fs';
import { median } from '../../../../bench/lib/stats';
import { benchRoutes, type BenchRoute } from './routes';
import { buildWorld, defaultSizes } from './world';
import { freePort, hammer, serverEnv, startServer, onThrowawayDatabase } from './harness';

const TICK_MS = 10; // USER_HZ 100

function cpuMs(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
}

/** One build's server.js on its own port, against the shared world's database. */
async function start(name: string, dir: string, env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const env1 = { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
  return { name, ...(await startServer(env1, `${dir}/server.js`)) };
}

async function main() {
  const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 6);
  const seconds = Number(process.env.BENCH_AB_SECONDS ?? 5);
  const rate = process.env.BENCH_AB_RATE ? Number(process.env.BENCH_AB_RATE) : undefined;
  const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
  await onThrowawayDatabase('bench_ab', async (databaseUrl, keep) => {
    const env = serverEnv({ databaseUrl, port: await freePort() });
    const world = await buildWorld(env, defaultSizes());
    const builds = [];
    for (const [name, dir] of [
      ['A', process.env.BENCH_AB_A ?? 'dist-old'],
      ['B', process.env.BENCH_AB_B ?? 'dist'],
    ] as const) {
      builds.push(keep(await start(name, dir, env)));
    }
    const health: BenchRoute = {
      name: 'GET /api/health',
      kind: 'read',
      next: () => ({ method: 'GET', path: '/api/health', token: world.payers[0].token }),
    };
    for (const route of [...benchRoutes(world), health]) {
      if (only && !only.some((o) => route.name.includes(o))) continue;
      for (const b of builds) await hammer(b.base, route, { seconds: 5, overallRate: rate });
      const runs = builds.map(() => ({ cpu: [] as number[], rps: [] as number[], p99: [] as number[] }));
      for (let round = 0; round < rounds; round++) {
        // A B, B A, ...: a passing burst of other work spoils one slice of each, not one build's figure.
        const order = round % 2 ? [1, 0] : [0, 1];
        for (const i of order) {
          const before = cpuMs(builds[i].pid);
          const run = await hammer(builds[i].base, route, { seconds, overallRate: rate });
          runs[i].cpu.push((cpuMs(builds[i].pid) - before) / (run.rps * seconds));
          runs[i].rps.push(run.rps);
          runs[i].p99.push(run.p99);
        }
      }
      builds.forEach((b, i) => {
        const r = runs[i];
        console.log(
          `${route.name} ${b.name}: ${median(r.cpu).toFixed(3)} ms CPU/request ` +
            `[${r.cpu.map((v) => v.toFixed(2)).join(' ')}], ${Math.round(median(r.rps))} req/s, ` +
            `p99 ${median(r.p99)} ms${rate ? ` at ${rate} req/s` : ''}`,
        );
      });
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
