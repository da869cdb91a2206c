/** The crash run in a few lines: time, kills with what was in flight, retries, what happened, what failed. */
import type { runCrash } from './driver';

export function report(r: Awaited<ReturnType<typeof runCrash>>) {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `crash: ${r.ops} operations in ${s(r.runMs)} (world ${s(r.setUpMs)}, total ${s(r.totalMs)})`,
    `crash: ${r.kills.length} kills: ${r.kills.map((k) => `op ${k.atOp} with ${k.inFlight} in flight (down ${k.downMs} ms)`).join('; ')}`,
    `crash: ${r.stats.sent} requests, ${r.stats.retries} retries after no answer, ${r.stats.replayed} answers replayed, ${r.stats.unavailable} 502-504 answers retried, ${r.model.abandonedStarts} top-up starts left busy and started again`,
    `crash: acknowledged ${[...r.model.done].map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `crash: ${r.model.keys.length} keyed writes acknowledged`,
  ];
  for (const e of r.stats.serverErrors) lines.push(`crash: 5xx ${e}`);
  for (const p of r.problems) lines.push(`crash: PROBLEM ${p}`);
  lines.push(r.problems.length || r.stats.serverErrors.length ? 'crash: FAILED' : 'crash: all checks green');
  return lines.join('\n');
}
