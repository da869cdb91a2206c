/**
 * npm run bench:lighthouse — Lighthouse's mobile preset (its default config: a mid-range phone, simulated slow
 * 4G and 4x CPU slowdown) on guest /signin and each role's first screen, signed in with a demo account, against
 * the built server, reached over HTTPS and HTTP/2 through a load balancer's edge (web/tls-edge.ts) as a phone
 * reaches production; BENCH_TRANSPORT=http1 measures the plain HTTP/1.1 server instead. Every run starts Chromium afresh with chrome-launcher (a new profile, so a cold cache); the
 * session goes into localStorage the way the app keeps it (lib/session.ts) through puppeteer-core connected to
 * that Chromium, on /api/health so no asset is cached, and Lighthouse keeps it (disableStorageReset).
 * Each figure is the median of BENCH_LIGHTHOUSE_RUNS runs (5). BENCH_SCREENS=/home measures one screen;
 * BENCH_LIGHTHOUSE_REPORTS=<folder> keeps the full reports, each with what its simulated LCP waited for (lantern.ts)
 * and its trace (tasks.ts lists the main thread's tasks).
 * First, in the same run, the floor (floor.ts): React and MUI rendering a bare sign-in form, with none of the
 * app. Its figures have no budget; they show what the stack alone scores on this machine (BENCH_FLOOR=0 skips them,
 * BENCH_FLOORS=/stack-floor measures only that one).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { writePart, type Figure } from '../../../../bench/lib/report';
import { median } from '../../../../bench/lib/stats';
import { build, CHROMIUM, screensToRun, signedInStorage, startServer } from '../web/server';
import { FLOORS, startFloorPage } from './floor';
import { startTlsEdge } from '../web/tls-edge';
import { simulatedLcpPath } from './lantern';

type Screen = { name: string; path: string; email: string | null };
/** Where the browser goes (`base`: the TLS edge, or the server over BENCH_TRANSPORT=http1) and where the bench
 * signs in (`origin`: the server itself). */
type Target = { base: string; origin: string };

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

type Run = {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed in this run (a fast desktop scores 1,500 or more). */
  benchmarkIndex: number;
  failing: string[];
};

/** Lighthouse sometimes loses the trace's start on a busy machine (NO_NAVSTART): such a run is tried again. */
async function runWithRetry(target: Target, screen: Screen): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(target, screen);
    } catch (err) {
      if (attempt >= 3 || !String(err).includes('NO_NAVSTART')) throw err;
      console.log(`${screen.name}: ${String(err)}; trying again`);
    }
  }
}

async function runOnce({ base, origin }: Target, screen: Screen): Promise<Run> {
  const storage = await signedInStorage(origin, screen.email);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The edge's certificate is a throwaway self-signed one (web/tls-edge.ts).
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate((entries) => {
      // The page's storage, reached through globalThis inside the page.
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(k: string, v: string): void };
      };
      for (const [k, v] of entries) localStorage.setItem(k, v);
    }, Object.entries(storage));
    const result = await lighthouse(
      `${base}${screen.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`${screen.name}: no Lighthouse result`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`${screen.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== screen.path) throw new Error(`${screen.name}: landed on ${landed}`);
    // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every run's full report, to see what to fix.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const file = `${screen.path.slice(1)}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
      writeFileSync(path.join(reports, file), JSON.stringify(lhr));
      // And its trace, for the main thread's tasks (tasks.ts).
      writeFileSync(
        path.join(reports, file.replace(/\.json$/, '-trace.json')),
        JSON.stringify(result.artifacts.Trace),
      );
      // Beside it, what the simulated LCP waited for (lantern.ts).
      writeFileSync(
        path.join(reports, file.replace(/\.json$/, '-lcp.tsv')),
        await simulatedLcpPath(result.artifacts, lhr.configSettings),
      );
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
      .map((a) => a.id);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcp: Math.round(audit('largest-contentful-paint')),
      tbt: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

const floorsToRun = () => {
  const only = process.env.BENCH_FLOORS?.split(',').map((p) => p.trim());
  return only ? FLOORS.filter((f) => only.includes(f.path)) : FLOORS;
};

async function main() {
  build();
  const server = await startServer();
  const floor = process.env.BENCH_FLOOR === '0' ? null : await startFloorPage();
  // Phones reach production over HTTPS and HTTP/2 at the load balancer (web/tls-edge.ts); the app and the floors
  // are measured through the same kind of edge, or both without one (BENCH_TRANSPORT=http1).
  const plain = process.env.BENCH_TRANSPORT === 'http1';
  const stops: Array<() => void> = [server.stop, ...(floor ? [floor.stop] : [])];
  const reach = async (origin: string): Promise<Target> => {
    if (plain) return { base: origin, origin };
    const edge = await startTlsEdge(origin);
    stops.push(edge.stop);
    return { base: edge.base, origin };
  };
  const app = await reach(server.base);
  const floorTarget = floor ? await reach(floor.base) : null;
  const stop = () => stops.forEach((s) => s());
  const targets: Array<{ target: Target; screen: Screen; floor: boolean }> = [
    ...(floorTarget
      ? floorsToRun().map(({ name, path }) => ({
          target: floorTarget,
          screen: { name, path, email: null },
          floor: true,
        }))
      : []),
    ...screensToRun().map((screen) => ({ target: app, screen, floor: false })),
  ];
  const figures: Figure[] = [];
  try {
    for (const { target, screen, floor: isFloor } of targets) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runWithRetry(target, screen));
      const m = (k: Exclude<keyof Run, 'failing'>) => median(runs.map((r) => r[k]));
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      console.log(
        `${screen.name}: ${runs.map((r) => `perf ${r.performance} a11y ${r.accessibility} LCP ${r.lcp} TBT ${r.tbt} CLS ${r.cls} bench ${r.benchmarkIndex}`).join(' | ')}` +
          (failing.length ? `\n  failing audits: ${failing.join(', ')}` : ''),
      );
      // Lighthouse's simulated times are the observed main-thread work × 4: on a busy shared machine the
      // same page measures slower, so each figure says how fast the machine was (benchmarkIndex, load average).
      const note = `median of ${runs.length} runs; benchmarkIndex ${m('benchmarkIndex')}, load ${loadavg()[0].toFixed(1)}`;
      if (isFloor) {
        const of = (k: 'performance' | 'lcp' | 'tbt', unit: string) =>
          figures.push({
            name: `${screen.name} ${k === 'performance' ? k : k.toUpperCase()}`,
            value: m(k),
            unit,
            budget: null,
            note: `${note}; ${Math.round(floor!.scriptBytes.get(screen.path)! / 1000)} KB of script (brotli)`,
          });
        of('performance', 'score');
        of('lcp', 'ms');
        of('tbt', 'ms');
        continue;
      }
      figures.push(
        {
          name: `${screen.name} performance`,
          value: m('performance'),
          unit: 'score',
          budget: { op: '>=', value: 95 },
          note,
        },
        {
          name: `${screen.name} accessibility`,
          value: m('accessibility'),
          unit: 'score',
          budget: { op: '>=', value: 100 },
          note: failing.length ? `${note}; failing: ${failing.join(', ')}` : note,
        },
        { name: `${screen.name} LCP`, value: m('lcp'), unit: 'ms', budget: { op: '<=', value: 2000 }, note },
        { name: `${screen.name} TBT`, value: m('tbt'), unit: 'ms', budget: { op: '<=', value: 150 }, note },
        { name: `${screen.name} CLS`, value: m('cls'), unit: '', budget: { op: '<=', value: 0.05 }, note },
      );
    }
  } finally {
    stop();
  }
  writePart('lighthouse', figures, {
    preset: 'Lighthouse default (mobile, simulated throttling)',
    transport: plain ? 'HTTP/1.1, no TLS' : 'HTTPS + HTTP/2 edge (web/tls-edge.ts)',
    runs: RUNS,
    browser: CHROMIUM,
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
