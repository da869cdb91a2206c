/**
 * The paced sender (harness.ts `paced`) in a worker thread that lives as long as the benchmark: its own V8 heap,
 * small, so its garbage collection stays short, and code that stays compiled from one slice to the next. In the
 * benchmark's main thread, whose heap holds the app it built the world with, a mark-compact pauses the sender:
 * requests due in the pause go out late and answers wait to be read, which lands in the p99 of the floor and the
 * server alike (docs/adr/0011).
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { Pool } from 'undici';

export type PacedRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};
export type PacerJob = { base: string; connections: number; rate: number; requests: PacedRequest[] };
export type PacerResult =
  | { ok: true; latencies: number[]; seconds: number; senderLateMs: number; senderGcMs: number }
  | { ok: false; error: string };

async function run({ base, connections, rate, requests }: PacerJob): Promise<PacerResult> {
  const pool = new Pool(base, { connections });
  const latencies: number[] = [];
  const answers: Promise<void>[] = [];
  let senderLateMs = 0;
  let senderGcMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) senderGcMs = Math.max(senderGcMs, e.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  // The first failure (an answer outside 2xx, a dropped connection) ends the job once every request is answered.
  let failure: string | undefined;
  const send = async (r: PacedRequest, planned: number) => {
    senderLateMs = Math.max(senderLateMs, performance.now() - planned);
    try {
      const res = await pool.request({ method: r.method, path: r.path, headers: r.headers, body: r.body });
      await res.body.dump();
      if (res.statusCode < 200 || res.statusCode >= 300)
        failure ??= `${r.method} ${r.path} at ${base} answered ${res.statusCode}`;
      latencies.push(performance.now() - planned);
    } catch (err) {
      failure ??= `${r.method} ${r.path} at ${base}: ${(err as Error).message}`;
    }
  };
  const start = performance.now();
  // Each wake-up sends every request whose moment has come, then sleeps until the next one's.
  for (let sent = 0; sent < requests.length;) {
    const now = performance.now() - start;
    for (; sent < requests.length && (sent * 1000) / rate <= now; sent++)
      answers.push(send(requests[sent], start + (sent * 1000) / rate));
    const next = (sent * 1000) / rate - (performance.now() - start);
    if (sent < requests.length) await new Promise((r) => setTimeout(r, Math.max(0, next)));
  }
  await Promise.all(answers);
  const seconds = (performance.now() - start) / 1000;
  gc.disconnect();
  await pool.close();
  if (failure) return { ok: false, error: failure };
  return { ok: true, latencies, seconds, senderLateMs, senderGcMs };
}

// One job at a time: harness.ts sends the next only after this one's answer.
parentPort!.on('message', (job: PacerJob) => void run(job).then((result) => parentPort!.postMessage(result)));
