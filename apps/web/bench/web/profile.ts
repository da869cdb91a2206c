/**
 * npm run bench:web-profile — where a first screen's main-thread time goes: a Chromium CPU profile of one screen,
 * opened cold and signed in with its demo account, at Lighthouse's 4x CPU slowdown. Prints the page's LCP and FCP,
 * then each busy stretch of the main thread (no idle sample in it) with the functions that took most of it
 * (inclusive), and the functions with the most time of their own. Not a benchmark (no budget, one run): it says
 * what to fix. For readable names build the web app unminified first (`cd apps/web && npx vite build --minify false`).
 * PROFILE_SCREEN=/home (default) or another screen of bench/web/server.ts's SCREENS; BENCH_SKIP_BUILD as elsewhere.
 */
import puppeteer from 'puppeteer-core';
import { build, CHROMIUM, SCREENS, signedInStorage, startServer } from './server';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const screen = SCREENS.find((s) => s.path === (process.env.PROFILE_SCREEN ?? '/home'));
if (!screen) throw new Error(`PROFILE_SCREEN must be one of ${SCREENS.map((s) => s.path).join(', ')}`);

const label = (f: CallFrame) =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() || ''}:${f.lineNumber}`;
const top = (totals: Map<string, number>, n: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${Math.round(ms)} ${k}`);

/** Inclusive time per function over samples [from, to): each sample counts once for every distinct frame above it. */
function inclusive(profile: Profile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  for (let i = from; i < to; i++) {
    const seen = new Set<string>();
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const k = label(byId.get(id)!.callFrame);
      if (seen.has(k) || k.startsWith('(root)')) continue;
      seen.add(k);
      totals.set(k, (totals.get(k) ?? 0) + profile.timeDeltas[i] / 1000);
    }
  }
  return totals;
}

async function main() {
  build();
  const { base, stop } = await startServer();
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--headless=new', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823 });
    await page.goto(`${base}/api/health`);
    const storage = Object.entries(await signedInStorage(base, screen!.email));
    await page.evaluate((entries) => {
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(k: string, v: string): void };
      };
      for (const [k, v] of entries) localStorage.setItem(k, v);
    }, storage);
    await page.evaluateOnNewDocument(() => {
      const g = globalThis as unknown as { __lcp: number; PerformanceObserver: typeof PerformanceObserver };
      g.__lcp = 0;
      new g.PerformanceObserver((list) => {
        for (const e of list.getEntries()) g.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${screen!.path}`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1500));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const [lcp, fcp] = await page.evaluate(() => {
      const g = globalThis as unknown as { __lcp: number; performance: Performance };
      return [g.__lcp, g.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0];
    });
    console.log(`${screen!.name} at 4x CPU: LCP ${Math.round(lcp)} ms, FCP ${Math.round(fcp)} ms`);

    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const isIdle = (i: number) => byId.get(profile.samples[i])!.callFrame.functionName === '(idle)';
    let t = 0;
    for (let i = 0; i < profile.samples.length;) {
      if (isIdle(i)) {
        t += profile.timeDeltas[i++] / 1000;
        continue;
      }
      const start = t;
      const from = i;
      while (i < profile.samples.length && !isIdle(i)) t += profile.timeDeltas[i++] / 1000;
      if (t - start < 40) continue;
      console.log(`\nbusy from ${Math.round(start)} ms for ${Math.round(t - start)} ms:`);
      for (const line of top(inclusive(profile, from, i), 12)) console.log(`  ${line}`);
    }

    const own = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const f = byId.get(id)!.callFrame;
      if (f.functionName === '(idle)') return;
      own.set(label(f), (own.get(label(f)) ?? 0) + profile.timeDeltas[i] / 1000);
    });
    console.log('\nmost time of their own:');
    for (const line of top(own, 30)) console.log(`  ${line}`);
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
