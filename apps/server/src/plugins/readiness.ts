/**
 * What /api/ready and /metrics know of the parts this server talks to: the database, and Redis and the S3 bucket
 * when configured. Only the database is required: without it no request can be served. Redis and S3 are shared
 * by the whole fleet, so their outage is the same on every server; taking every server out of the load balancer
 * for it would turn a broken image store into a full outage. They are reported as degraded instead, and the
 * requests that need them answer 503 themselves (rate-limited writes, uploads).
 */
export type ReadinessCheck = {
  name: string;
  check: () => Promise<unknown>;
  /** Without it this server cannot serve (the database): /api/ready answers 503 while it fails. */
  required?: boolean;
};

export type DependencyState = { up: boolean; reason?: string };
export type DependencyReport = Map<string, DependencyState>;

/** A check that does not answer within this time counts as failed: a hung dependency is not a ready one. */
export const READINESS_TIMEOUT_MS = 2_000;

export type Readiness = {
  /** The checks, in the order they were added (plugins add theirs: Redis, the S3 bucket). */
  readonly checks: ReadinessCheck[];
  /** Runs every check now (at most READINESS_TIMEOUT_MS each); a probe already running is shared. */
  probe: () => Promise<DependencyReport>;
  /**
   * What is known within `waitMs`: a fresh probe when it ends in time, else the last one's results (the probe
   * goes on and updates them). For /metrics, which must answer while the database pool is full.
   */
  recent: (waitMs: number) => Promise<DependencyReport>;
  /** The last probe's results, without waiting (empty before the first probe). */
  lastKnown: () => DependencyReport;
};

export function createReadiness(checks: ReadinessCheck[], timeoutMs = READINESS_TIMEOUT_MS): Readiness {
  let last: DependencyReport = new Map();
  let running: Promise<DependencyReport> | null = null;
  const probe = () => {
    if (!running) {
      const p = runChecks(checks, timeoutMs).then((report) => (last = report));
      running = p;
      void p.finally(() => {
        if (running === p) running = null;
      });
    }
    return running;
  };
  return {
    checks,
    probe,
    recent: async (waitMs) => {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
      try {
        await Promise.race([probe(), waited]);
      } finally {
        clearTimeout(timer);
      }
      return last;
    },
    lastKnown: () => last,
  };
}

/** The failed checks that make this server unable to serve, as `name (reason)`. */
export const requiredFailures = (checks: ReadinessCheck[], report: DependencyReport) =>
  checks
    .filter((c) => c.required && !report.get(c.name)?.up)
    .map((c) => `${c.name} (${report.get(c.name)?.reason ?? 'not checked'})`);

async function runChecks(checks: ReadinessCheck[], timeoutMs: number): Promise<DependencyReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }): Promise<[string, DependencyState]> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, { up: true }];
      } catch (err) {
        return [name, { up: false, reason: reasonOf(err) }];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return new Map(results);
}

/** The innermost error's first line: Drizzle wraps the driver's error in "Failed query: <sql>". */
function reasonOf(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return (e instanceof Error ? e.message : String(e)).split('\n')[0];
}
