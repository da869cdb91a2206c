/**
 * Start-up's wait for a dependency: tries `attempt` with growing pauses (0.5 s doubling to 5 s), one log line per
 * failed try, until it succeeds or `timeoutMs` has passed; then the last error is thrown. A fleet restarted
 * during an outage waits for the database instead of crash-looping.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export async function waitFor<T>(
  what: string,
  attempt: () => Promise<T>,
  opts: { timeoutMs: number; log: (line: string) => void },
): Promise<T> {
  const deadline = Date.now() + opts.timeoutMs;
  for (let n = 1, pauseMs = 500; ; n++, pauseMs = Math.min(pauseMs * 2, 5_000)) {
    try {
      return await attempt();
    } catch (err) {
      const left = deadline - Date.now();
      const reason = (err as Error)?.message || String(err);
      if (left <= 0) {
        opts.log(`${what}: unavailable after ${n} tries (${reason}); giving up`);
        throw err;
      }
      const wait = Math.min(pauseMs, left);
      opts.log(`${what}: unavailable (try ${n}: ${reason}); next try in ${(wait / 1000).toFixed(1)} s`);
      await sleep(wait);
    }
  }
}
