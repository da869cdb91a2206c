/**
 * npx tsx apps/server/bench/api/profile.ts — where the compiled server spends its CPU on one benchmarked route.
 * Builds a small world on a throwaway database, starts dist/server.js under `node --cpu-prof`, loads the routes
 * named in BENCH_ROUTES (all by default) with autocannon for BENCH_PROFILE_SECONDS (10) each, stops the server
 * and prints the self time per package and the top functions. Build first (`npm run build -w apps/server`).
 * The profile stays in BENCH_PROFILE_DIR (a temporary folder) for Chrome DevTools.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchRoutes } from './routes';
import { buildWorld } from './world';
import { freePort, hammer, serverDir, serverEnv, throwawayDatabase } from './harness';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
};
type Profile = { nodes: Node[]; startTime: number; endTime: number };

/** node_modules/<package> (scoped too), node: internals, or the app's own code. */
function ownerOf(url: string) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:') || url === '') return url ? 'node internals' : '(native/gc/idle)';
  return url.includes('/dist/') ? 'app (dist)' : url;
}

function summarise(file: string) {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const total = p.nodes.reduce((s, n) => s + n.hitCount, 0);
  const byOwner = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const n of p.nodes) {
    if (n.callFrame.functionName === '(idle)') continue;
    const owner = ownerOf(n.callFrame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + n.hitCount);
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${owner}:${n.callFrame.lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + n.hitCount);
  }
  const idle = p.nodes
    .filter((n) => n.callFrame.functionName === '(idle)')
    .reduce((s, n) => s + n.hitCount, 0);
  const pct = (v: number) => `${((100 * v) / total).toFixed(1)}%`;
  console.log(`samples ${total}, idle ${pct(idle)}`);
  console.log('self time by package:');
  for (const [k, v] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${pct(v)}  ${k}`);
  // Inclusive: a sample counts for every package on its stack (once each), e.g. drizzle-orm with what it calls.
  const inclusive = new Map<string, number>();
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const walk = (n: Node, above: Set<string>) => {
    const here = new Set(above).add(ownerOf(n.callFrame.url));
    if (n.callFrame.functionName !== '(idle)')
      for (const o of here) inclusive.set(o, (inclusive.get(o) ?? 0) + n.hitCount);
    for (const c of n.children ?? []) walk(byId.get(c)!, here);
  };
  walk(p.nodes[0], new Set());
  console.log('time with the package on the stack (inclusive):');
  for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${pct(v)}  ${k}`);
  console.log('top functions (self):');
  for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${pct(v)}  ${k}`);
}

async function main() {
  const database = await throwawayDatabase('bench_profile');
  const dir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(path.join(tmpdir(), 'spruik-profile-'));
  const seconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 10);
  try {
    const env = serverEnv({ databaseUrl: database.url, port: await freePort() });
    const world = await buildWorld(env, { customers: 3000, payers: 200, venues: 40, campaigns: 40 });
    const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
    for (const route of benchRoutes(world)) {
      if (only && !only.some((o) => route.name.includes(o))) continue;
      // One server per route, so each profile holds one route's work (and the start-up, the first seconds).
      const routeDir = mkdtempSync(path.join(dir, 'route-'));
      const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${routeDir}`, 'dist/server.js'], {
        cwd: serverDir,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const base = `http://127.0.0.1:${env.PORT}`;
      for (
        let i = 0;
        !(await fetch(`${base}/api/ready`).then(
          (r) => r.ok,
          () => false,
        ));
        i++
      ) {
        if (i > 300) throw new Error('the server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
      await hammer(base, route, { seconds: 2 });
      const run = await hammer(base, route, { seconds });
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      const file = readdirSync(routeDir).find((f) => f.endsWith('.cpuprofile'));
      if (!file) throw new Error(`no profile in ${routeDir}`);
      console.log(`\n=== ${route.name}: ${Math.round(run.rps)} req/s, p99 ${run.p99} ms`);
      console.log(`profile: ${path.join(routeDir, file)}`);
      summarise(path.join(routeDir, file));
    }
  } finally {
    await database.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
