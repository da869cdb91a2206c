/**
 * Prometheus metrics at /metrics, for a scraper holding METRICS_TOKEN (`Authorization: Bearer <token>`); without
 * the setting the endpoint does not exist. Per route: request count and latency; per process: database pool
 * use, open sockets, Node's own figures; business counters come from lib/metrics.ts.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram } from 'prom-client';
import type { PoolStats } from '../db/client';
import { registry } from '../lib/metrics';
import { declarePublic } from './access';
import type { Readiness } from './readiness';

export const METRICS_PATH = '/metrics';
/**
 * A scrape waits at most this long for anything that asks the database or a dependency, then reports what it
 * last learnt: a full pool (the moment the figures matter most) must not hang the scrape.
 */
export const METRICS_WAIT_MS = 500;

const requestDuration = new Histogram({
  name: 'spruik_http_request_duration_seconds',
  help: 'HTTP requests by route, method and status, and how long they took',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export type MetricSources = {
  poolStats: () => PoolStats;
  socketCount: () => number;
  readiness: Readiness;
  /** The latest stored reconciliation (null before the first run). */
  latestReconciliation: () => Promise<{
    ok: boolean;
    differenceCents: number;
    ranAt: Date;
    ranBy: string | null;
  } | null>;
  /** Time to money and payouts in flight, per rail. */
  payoutTimes: () => Promise<
    Array<{ rail: string; p50Seconds: number | null; p95Seconds: number | null; inFlight: number }>
  >;
};

export async function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricSources,
) {
  // The route pattern, not the path: /api/campaigns/:id is one series, not one per campaign.
  // Not async: it never waits, and an async hook costs a promise per request.
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) {
      requestDuration.observe(
        { method: req.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
  gauge('spruik_db_pool_connections', 'Database connections open', () => sources.poolStats().total);
  gauge('spruik_db_pool_idle', 'Database connections idle', () => sources.poolStats().idle);
  gauge(
    'spruik_db_pool_waiting',
    'Queries waiting for a database connection',
    () => sources.poolStats().waiting,
  );
  gauge('spruik_sockets', 'Realtime sockets held by this server', () => sources.socketCount());
  dependencyGauge(sources.readiness);
  reconciliationGauges(sources.latestReconciliation);
  payoutGauges(sources.payoutTimes);

  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  await app.register(async (scope) => {
    declarePublic(scope, { hidden: true });
    scope.get(METRICS_PATH, async (req, reply) => {
      const given = Buffer.from(req.headers.authorization ?? '');
      // Anyone without the token learns nothing, not even that the endpoint exists.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.callNotFound();
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  });
}

/**
 * Each part this server talks to, up (1) or down (0), as its checks last found (at most METRICS_WAIT_MS old
 * news when a check is slow). Redis or S3 down leaves /api/ready at 200 (degraded), so alert on this gauge.
 */
function dependencyGauge(readiness: Readiness) {
  const name = 'spruik_dependency_up';
  registry.removeSingleMetric(name);
  new Gauge({
    name,
    help: 'A part this server uses answers its check (1) or not (0): database, redis, storage',
    labelNames: ['dependency'],
    registers: [registry],
    async collect() {
      const report = await readiness.recent(METRICS_WAIT_MS);
      this.reset();
      for (const [dependency, state] of report) this.set({ dependency }, state.up ? 1 : 0);
    },
  });
}

/**
 * The latest reconciliation, read from the database at each scrape, so every server of the fleet reports it
 * whichever ran it. Alert on spruik_reconciliation_ok == 0, and on a last run more than a day and a bit ago (the
 * job stopped). Labelled by who ran it (run="daily" or "operator"), and absent until the first run, so a new
 * installation raises no false alarm. A read that fails, or does not end within METRICS_WAIT_MS, reports the
 * last one that succeeded (absent if none did).
 */
function reconciliationGauges(latest: MetricSources['latestReconciliation']) {
  type Latest = Awaited<ReturnType<typeof latest>>;
  const read = boundedReader(latest);
  const make = (name: string, help: string, value: (r: NonNullable<Latest>) => number) => {
    registry.removeSingleMetric(name);
    new Gauge({
      name,
      help,
      labelNames: ['run'],
      registers: [registry],
      async collect() {
        this.reset();
        const last = await read();
        if (last) this.set({ run: last.ranBy ? 'operator' : 'daily' }, value(last));
      },
    });
  };
  make('spruik_reconciliation_ok', 'The latest reconciliation balanced (1) or not (0)', (r) =>
    r.ok ? 1 : 0,
  );
  make(
    'spruik_reconciliation_difference_cents',
    'Held balances minus money in less money out through providers, latest run',
    (r) => r.differenceCents,
  );
  make(
    'spruik_reconciliation_last_run_timestamp_seconds',
    'When the latest reconciliation ran (Unix time)',
    (r) => Math.floor(r.ranAt.getTime() / 1000),
  );
}

/**
 * A read from the database for a scrape: concurrent collects share the read in flight, and a read that fails or
 * takes longer than METRICS_WAIT_MS answers the last one that succeeded (undefined before any did).
 */
function boundedReader<T>(source: () => Promise<T>): () => Promise<T | undefined> {
  let lastRead: T | undefined;
  let reading: Promise<T | undefined> | null = null;
  return async () => {
    if (!reading) {
      const p = source().then(
        (r) => (lastRead = r),
        () => lastRead,
      );
      reading = p;
      void p.finally(() => {
        if (reading === p) reading = null;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<T | undefined>((resolve) => {
      timer = setTimeout(() => resolve(lastRead), METRICS_WAIT_MS);
    });
    try {
      return await Promise.race([reading, waited]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Time to money per rail over the last 30 days (docs/payouts.md), and the withdrawals in flight per rail, read
 * from the database at each scrape like the reconciliation.
 */
function payoutGauges(times: MetricSources['payoutTimes']) {
  const read = boundedReader(times);
  registry.removeSingleMetric('spruik_payout_seconds');
  new Gauge({
    name: 'spruik_payout_seconds',
    help: 'Time from withdrawal request to paid, by rail, over the last 30 days (quantile 0.5 and 0.95)',
    labelNames: ['rail', 'quantile'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of (await read()) ?? []) {
        if (r.p50Seconds !== null) this.set({ rail: r.rail, quantile: '0.5' }, r.p50Seconds);
        if (r.p95Seconds !== null) this.set({ rail: r.rail, quantile: '0.95' }, r.p95Seconds);
      }
    },
  });
  registry.removeSingleMetric('spruik_payouts_in_flight');
  new Gauge({
    name: 'spruik_payouts_in_flight',
    help: 'Withdrawals waiting, queued or sent now, by rail',
    labelNames: ['rail'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of (await read()) ?? []) this.set({ rail: r.rail }, r.inFlight);
    },
  });
}

function gauge(name: string, help: string, read: () => number) {
  registry.removeSingleMetric(name);
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}
