/**
 * npm run bench:lighthouse-tasks -- <report folder> — the page's main-thread tasks in each trace that
 * BENCH_LIGHTHOUSE_REPORTS kept: start and length as observed (before Lighthouse's 4x CPU slowdown, so a task
 * over 12.5 ms here is a long task in its simulation), with the trace events that took most of each. The observed
 * first and largest paints are printed first. Not a benchmark: it names what makes TBT, to fix it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; documentLoaderURL?: string } };
};

const ms = (us: number) => (us / 1000).toFixed(1);

function tasksOf(file: string) {
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const onThread = (t: TraceEvent) => (e: TraceEvent) => e.pid === t.pid && e.tid === t.tid;
  // The page's main thread: the renderer main thread that ran most tasks.
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (t: TraceEvent) => events.filter((e) => onThread(t)(e) && e.name === 'RunTask').length;
  const main = threads.reduce((a, b) => (count(b) > count(a) ? b : a));
  const own = events.filter(onThread(main)).sort((a, b) => a.ts - b.ts);
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.pid === main.pid && e.args?.data?.documentLoaderURL,
  )!.ts;
  const lines = ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].flatMap((n) =>
    events.filter((e) => e.name === n && e.pid === main.pid).map((e) => `${n} at ${ms(e.ts - start)} ms`),
  );
  for (const task of own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 8000 && e.ts > start)) {
    const inside = own
      .filter(
        (e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < task.ts + task.dur! && e.dur! > 2000,
      )
      .slice(0, 6)
      .map((e) => {
        const where = e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : '';
        return `${e.name}${where} ${ms(e.dur!)}`;
      });
    lines.push(
      `${ms(task.ts - start).padStart(7)} ms  ${ms(task.dur!).padStart(5)} ms  ${inside.join(' | ')}`,
    );
  }
  return lines;
}

const folder = process.argv[2];
if (!folder) throw new Error('usage: npm run bench:lighthouse-tasks -- <BENCH_LIGHTHOUSE_REPORTS folder>');
for (const file of readdirSync(folder).filter((f) => f.endsWith('-trace.json'))) {
  console.log(`\n${file}`);
  for (const line of tasksOf(path.join(folder, file))) console.log(`  ${line}`);
}
