import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createImageStore } from './features/images/image-store';
import multipart from '@fastify/multipart';
import { LIMITS, type Access } from '@spruik/shared';
import type { Config } from './config/env';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { systemClock, type Clock } from './lib/clock';
import type { Mailer } from './lib/mail';
import { createMailer } from './features/mail';
import { serveUploads } from './features/images';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { BODY_LIMIT_BYTES, frameworkErrors, registerInputBounds } from './plugins/input-bounds';
import { registerAccess } from './plugins/access';
import { registerCompression } from './plugins/compression';
import { tokenService } from './plugins/auth';
import { registerApiReference, registerOpenApi } from './plugins/openapi';
import { useZodSchemas } from './plugins/route';
import { registerRateLimits } from './plugins/rate-limit';
import { attachRealtime, noRealtime } from './plugins/realtime';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStatic, webDistDir } from './plugins/static';
import { registerCanonicalHost } from './plugins/canonical-host';
import { webAppScriptHashes } from './plugins/inline-scripts';
import { echoRequestId, logRequests, loggerOptions, requestId } from './plugins/request-log';
import { registerMetrics } from './plugins/metrics';
import { registerDrain, type Drain } from './plugins/drain';
import { createReadiness } from './plugins/readiness';
import { registerPressure } from './plugins/pressure';
import { featureRoutes } from './routes';
import { pgQueue } from './jobs/queue';
import { workers } from './jobs/workers';
import { createPlatforms } from './features/creators';
import { payoutTimes } from './features/withdrawals';
import { latestReconciliation } from './ledger';

export type BuildOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** The socket.io channel needs a real HTTP server; API tests with inject skip it. */
  realtime?: boolean;
  serveStatic?: boolean;
  /** The built web app's folder when it is not apps/web/dist (tests). */
  webDir?: string;
  /** Where the log goes (stdout by default; a test captures it). */
  logStream?: NodeJS.WritableStream;
};

/** A registered route; `access` and `hidden` are read late, since plugins' scopes set them after registration. */
export type RouteInfo = { method: string; url: string; readonly access?: Access; readonly hidden: boolean };
export type App = FastifyInstance & { deps: Deps; routeList: RouteInfo[]; drain: Drain };

/** Builds the whole app without listening, so tests can use app.inject on a real database. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    logger: loggerOptions(config, opts.logStream),
    // One line per request, written by logRequests (plugins/request-log.ts), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Whose X-Forwarded-For to believe (TRUST_PROXY); by default none, so req.ip is the socket's address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    // One id per request, in every log line of it and in the X-Request-Id answer header (plugins/request-log.ts).
    requestIdHeader: false,
    genReqId: requestId,
  });
  const clock = opts.clock ?? systemClock;
  const tokens = tokenService(config.jwtSecret, config.jwtSecretPrevious);
  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    mailer: opts.mailer ?? createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    tokens,
    realtime: noRealtime,
    readiness: createReadiness([
      { name: 'database', required: true, check: () => database.db.execute(sql`select 1`) },
    ]),
    queue: pgQueue({ executeSql: database.executeSql, deps: () => deps, workers, log: app.log }),
    platforms: createPlatforms(config, database.db),
  };

  // Every route, so tests can walk them all (role checks, no 5xx from any input).
  const routeList: RouteInfo[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      routeList.push({
        method,
        url: r.url,
        get access() {
          return r.config?.access;
        },
        get hidden() {
          return (r.schema as { hide?: boolean } | undefined)?.hide === true;
        },
      });
    }
  });
  registerErrorHandler(app);
  echoRequestId(app);
  logRequests(app);
  const drain = registerDrain(app);
  await registerPressure(app, config, database.poolStats);
  // The web app's page carries one inline script (its early reads), allowed by its hash.
  const setSecurityHeaders = registerSecurityHeaders(
    app,
    config,
    opts.serveStatic ? webAppScriptHashes(opts.webDir ?? webDistDir) : [],
  );
  registerInputBounds(app);
  // Before any route: it hooks each route as it is registered.
  await registerCompression(app);
  useZodSchemas(app);
  registerAccess(app, database.db, tokens, config);
  const redis = await registerRateLimits(app, config, tokens);
  if (redis) deps.readiness.checks.push({ name: 'redis', check: () => redis.ping() });
  const store = createImageStore(config);
  if (store.ping) deps.readiness.checks.push({ name: 'storage', check: store.ping });
  await registerOpenApi(app, config);
  await app.register(multipart, { limits: { fileSize: LIMITS.maxImageBytes, files: 1, fields: 10 } });
  if (opts.realtime) {
    deps.realtime = await attachRealtime(app, database.db, tokens, {
      redisUrl: config.redisUrl,
      redisCommandTimeoutMs: config.redisCommandTimeoutMs,
      setSecurityHeaders,
      operatorSecondFactor: config.admin2fa === 'required',
    });
  }
  await registerMetrics(app, config.metricsToken, {
    poolStats: database.poolStats,
    socketCount: () => deps.realtime.socketCount(),
    readiness: deps.readiness,
    latestReconciliation: () => latestReconciliation(database.db),
    payoutTimes: () => payoutTimes(database.db, deps.clock.now()),
  });
  if (opts.serveStatic) await serveUploads(app, config, deps.readiness);
  if (opts.serveStatic) registerCanonicalHost(app, config);
  const spaDir = opts.serveStatic ? await registerStatic(app, opts.webDir) : null;
  registerNotFound(app, spaDir);

  // Before the routes: route() hands each handler the app's deps (or an idempotent route's transaction's).
  app.decorate('deps', deps);
  for (const register of featureRoutes) await register(app, deps);
  await registerApiReference(app, config);
  app.decorate('routeList', routeList);
  app.decorate('drain', drain);
  return app as unknown as App;
}
