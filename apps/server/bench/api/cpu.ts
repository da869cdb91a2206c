/**
 * npx tsx apps/server/bench/api/cpu.ts — CPU milliseconds per request of the compiled server and of the floor,
 * route by route (process user + system time from /proc over an autocannon run of BENCH_CPU_SECONDS, 10): unlike
 * req/s on a shared machine, it does not move with what else the cores are doing. Small world, throwaway
 * database; build the server first (`npm run build -w apps/server`). BENCH_ROUTES narrows the routes.
 */
import { readFileSync } from 'node:fs';
import { benchRoutes } from './routes';
import { buildWorld } from './world';
import { writeFloorScript } from './floor-script';
import { freePort, hammer, serverEnv, startFloor, startServer, onThrowawayDatabase } from './harness';

const TICK_MS = 10; // USER_HZ 100

function cpuMs(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
}

async function main() {
  const seconds = Number(process.env.BENCH_CPU_SECONDS ?? 10);
  await onThrowawayDatabase('bench_cpu', async (databaseUrl, keep) => {
    const env = serverEnv({ databaseUrl, port: await freePort() });
    const world = await buildWorld(env, { customers: 3000, payers: 200, venues: 40, campaigns: 40 });
    const { file } = await writeFloorScript(env, benchRoutes(world));
    const server = keep(await startServer(env));
    const floor = keep(await startFloor(env, file));
    const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
    for (const route of benchRoutes(world)) {
      if (only && !only.some((o) => route.name.includes(o))) continue;
      const out: string[] = [];
      for (const [name, target] of [
        ['server', server],
        ['floor', floor],
      ] as const) {
        await hammer(target.base, route, { seconds: 2 });
        const before = cpuMs(target.pid);
        const run = await hammer(target.base, route, { seconds });
        const used = cpuMs(target.pid) - before;
        const requests = run.rps * seconds;
        out.push(`${name} ${(used / requests).toFixed(2)} ms CPU/request (${Math.round(run.rps)} req/s)`);
      }
      console.log(`${route.name}: ${out.join(', ')}`);
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
