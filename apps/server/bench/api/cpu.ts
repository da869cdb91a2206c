/**
 * npx tsx apps/server/bench/api/cpu.ts — CPU milliseconds per request of the compiled server and of the floor,
 * route by route: process user + system time from /proc over paced runs at a fixed rate (BENCH_CPU_READ_RATE 60,
 * BENCH_CPU_WRITE_RATE 20 req/s), BENCH_CPU_ROUNDS (5) alternating rounds of BENCH_CPU_SECONDS (6) each, median.
 * Unlike req/s on a shared machine it barely moves with what else the cores do, so the difference is the server's
 * own work. BENCH_CPU_VERIFY_EVERY=1 adds the floor verifying the token's HMAC on every request. Small world,
 * throwaway database; build the server first (`npm run build -w apps/server`). BENCH_ROUTES narrows the routes.
 */
import { readFileSync } from 'node:fs';
import { median } from '../../../../bench/lib/stats';
import { benchRoutes } from './routes';
import { buildWorld } from './world';
import { writeFloorScript } from './floor-script';
import {
  checkFloor,
  freePort,
  hammer,
  serverEnv,
  startFloor,
  startServer,
  onThrowawayDatabase,
  type Process,
} from './harness';

const TICK_MS = 10; // USER_HZ 100

function cpuMs(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
}

async function main() {
  const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 5);
  const seconds = Number(process.env.BENCH_CPU_SECONDS ?? 6);
  const rates = {
    read: Number(process.env.BENCH_CPU_READ_RATE ?? 60),
    write: Number(process.env.BENCH_CPU_WRITE_RATE ?? 20),
  };
  await onThrowawayDatabase('bench_cpu', async (databaseUrl, keep) => {
    const env = serverEnv({ databaseUrl, port: await freePort() });
    const world = await buildWorld(env, { customers: 3000, payers: 500, venues: 40, campaigns: 40 });
    const routes = benchRoutes(world);
    const { script, file } = await writeFloorScript(env, routes);
    const targets: Array<[string, Process]> = [
      ['floor', keep(await startFloor(env, file))],
      ['server', keep(await startServer(env))],
    ];
    if (process.env.BENCH_CPU_VERIFY_EVERY === '1')
      targets.push([
        'floor, HMAC every request',
        keep(await startFloor(env, file, { FLOOR_VERIFY_EVERY_REQUEST: '1' })),
      ]);
    await checkFloor(targets[0][1], routes, script);
    const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
    for (const route of routes) {
      if (only && !only.some((o) => route.name.includes(o))) continue;
      const rate = rates[route.kind];
      const cpu: number[][] = targets.map(() => []);
      for (const [, p] of targets) await hammer(p.base, route, { seconds: 2, overallRate: rate });
      for (let round = 0; round < rounds; round++) {
        const order = targets.map((_, i) => i);
        if (round % 2) order.reverse();
        for (const i of order) {
          const { pid, base } = targets[i][1];
          const before = cpuMs(pid);
          const run = await hammer(base, route, { seconds, overallRate: rate });
          cpu[i].push((cpuMs(pid) - before) / (run.rps * seconds));
        }
      }
      console.log(`${route.name} at ${rate} req/s:`);
      targets.forEach(([name], i) =>
        console.log(
          `  ${name}: ${median(cpu[i]).toFixed(2)} ms CPU/request [${cpu[i].map((v) => v.toFixed(2)).join(' ')}]`,
        ),
      );
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
