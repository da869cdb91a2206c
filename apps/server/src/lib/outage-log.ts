/**
 * One log line when a connection to a dependency breaks (with the real error), nothing while it stays broken,
 * and one line when it is back: a Redis outage would otherwise log every reconnect attempt.
 */
export type OutageLogger = {
  warn: (obj: object, msg: string) => void;
  info: (msg: string) => void;
};

export function outageLog(what: string, log: OutageLogger) {
  let downSince: number | null = null;
  let dropped = 0;
  return {
    /** A failure of the connection (or of a command on it). */
    failed(err: unknown) {
      if (downSince !== null) return;
      downSince = Date.now();
      log.warn({ err }, `${what}: unavailable (${(err as Error)?.message || String(err)})`);
    },
    /** Something was given up because of the outage (counted, reported when it ends). */
    drop() {
      dropped++;
    },
    recovered() {
      if (downSince === null) return;
      const seconds = Math.round((Date.now() - downSince) / 1000);
      log.info(`${what}: back after ${seconds} s${dropped ? ` (${dropped} given up meanwhile)` : ''}`);
      downSince = null;
      dropped = 0;
    },
    get down() {
      return downSince !== null;
    },
  };
}
