import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { MSG } from '@spruik/shared';
import type { Config } from '../config/env';
import { tooMany } from '../lib/app-error';
import { outageLog } from '../lib/outage-log';
import { requestClaims, type TokenService } from './auth';
import { fallbackStore } from './rate-limit-store';

/**
 * Rate limits through @fastify/rate-limit: counters in this process, or in Redis when REDIS_URL is set so every
 * process shares one count. A route names its limits (`limited('signin')`); every POST/PUT/PATCH/DELETE also
 * counts against a general per-account limit. Each limit is one or more counters that must all allow the request:
 * per e-mail (stops guessing one account from many addresses), per IP (stops spraying many accounts from one) and
 * per account. The IP is Fastify's req.ip, which follows TRUST_PROXY, so X-Forwarded-For counts only when set.
 * While Redis is down each process counts in its own memory (rate-limit-store.ts): every limit still holds, per
 * process, so N servers allow at most N times a limit until Redis is back (docs/security.md).
 */
export type LimitName =
  | 'signin'
  | 'verify'
  | 'signup'
  | 'forget'
  | 'change-pass'
  | 'top-up'
  | 'image-upload'
  | 'second-factor';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** The named limits this route counts against (see `limited`). */
    limits?: LimitName[];
    /** `false` leaves a write route out of the general per-account write limit. */
    writeLimit?: boolean;
  }
}

/** Route options that put a route under named limits: `app.post(url, limited('signin'), handler)`. */
export const limited = (...limits: LimitName[]) => ({ config: { limits } });

/** Who a counter counts: the e-mail the body names, the client address, or the signed-in account (else the IP). */
type CountBy = 'email' | 'ip' | 'account' | 'operator';
type Counter = { by: CountBy; max: number; windowMs: number };

function countersFor(config: Config): Record<LimitName | 'write', Counter[]> {
  const { windowSeconds, perEmail, perIp } = config.rateLimit;
  const windowMs = windowSeconds * 1000;
  const byIp: Counter = { by: 'ip', max: perIp, windowMs };
  const guessing: Counter[] = [{ by: 'email', max: perEmail, windowMs }, byIp];
  return {
    signin: guessing,
    verify: guessing,
    signup: guessing,
    forget: guessing,
    'change-pass': [byIp],
    // Each start opens a provider session: cap how many one account (or one IP) can open.
    'top-up': [{ by: 'account', max: perEmail, windowMs }, byIp],
    // Guessing an operator's TOTP code: a few tries per operator (the challenge's subject) in the window.
    'second-factor': [{ by: 'operator', max: SECOND_FACTOR_TRIES, windowMs }, byIp],
    'image-upload': [{ by: 'account', max: config.limitsPerMinute.uploads, windowMs: 60_000 }],
    write: [{ by: 'account', max: config.limitsPerMinute.writes, windowMs: 60_000 }],
  };
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Entries per counter in memory: enough that spraying fresh keys cannot push a victim's count out quickly. */
const MEMORY_ENTRIES = 50_000;

/** Tries at an operator's second factor per window (RATE_LIMIT_WINDOW_SECONDS). */
const SECOND_FACTOR_TRIES = 6;

/**
 * The operator a second-factor call is for: the subject of the body's challenge, read without checking its
 * signature (the service checks it; a forged one only counts against the id it names), else the signed-in account.
 */
function operatorOf(req: FastifyRequest): string | null {
  const challenge = (req.body as { challenge?: unknown } | undefined)?.challenge;
  if (typeof challenge !== 'string') return null;
  try {
    const sub = (JSON.parse(Buffer.from(challenge.split('.')[1] ?? '', 'base64url').toString()) as { sub?: unknown })
      .sub;
    return typeof sub === 'string' ? sub.slice(0, 64) : null;
  } catch {
    return null;
  }
}

/** The e-mail a request body names, as the accounts service compares it (trimmed, lower case). */
function emailOf(req: FastifyRequest): string | null {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  const normal = email.trim().toLowerCase();
  return normal ? normal.slice(0, 320) : null;
}

/** Registers the limits; answers the Redis connection when there is one (readiness pings it). */
export async function registerRateLimits(app: FastifyInstance, config: Config, tokens: TokenService) {
  const shared = config.redisUrl ? await connectRedis(app, config) : undefined;
  const redis = shared?.redis;
  await app.register(rateLimit, {
    global: false,
    // In memory, or in Redis with memory standing in while Redis is unreachable.
    ...(shared && {
      store: fallbackStore(shared.redis, config.rateLimitKeyPrefix, MEMORY_ENTRIES, shared.failed),
    }),
  });

  // The account behind a valid bearer token, from its signature alone (no database read); verified once per
  // request, shared with the access check.
  const accountOf = async (req: FastifyRequest) => (await requestClaims(req, tokens))?.sub ?? null;
  const clientKey = async (by: CountBy, req: FastifyRequest) => {
    if (by === 'email') return `email:${emailOf(req)}`;
    if (by === 'operator') {
      const operator = operatorOf(req) ?? (await accountOf(req));
      if (operator) return `operator:${operator}`;
    }
    const account = by === 'account' ? await accountOf(req) : null;
    return account ? `account:${account}` : `ip:${normalizeIP(req.ip)}`;
  };

  const checks = Object.entries(countersFor(config)).map(([name, counters]) => ({
    name: name as LimitName | 'write',
    counters: counters.map((counter) => ({
      by: counter.by,
      check: app.createRateLimit({
        max: counter.max,
        timeWindow: counter.windowMs,
        keyGenerator: async (req) => `${name}:by-${counter.by}:${await clientKey(counter.by, req)}`,
        // The in-memory store's size, read by the library here too; its type only lists it for routes.
        cache: MEMORY_ENTRIES,
      } as Parameters<typeof app.createRateLimit>[0]),
    })),
  }));

  // The route's counters are picked once, when the route is registered.
  const enforce = (names: Array<LimitName | 'write'>): preValidationAsyncHookHandler => {
    const routeChecks = checks.filter((c) => names.includes(c.name));
    return async function rateLimits(req, reply) {
      for (const { counters } of routeChecks) {
        for (const { by, check } of counters) {
          // No e-mail in the body: the handler answers 400, and the IP counter still counts the try.
          if (by === 'email' && !emailOf(req)) continue;
          const result = await check(req);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw tooMany(MSG.tooManyRequests);
          }
        }
      }
    };
  };

  app.addHook('onRoute', (route) => {
    const names: Array<LimitName | 'write'> = [...(route.config?.limits ?? [])];
    const writes = [route.method].flat().some((m) => WRITE_METHODS.includes(m));
    if (writes && route.config?.writeLimit !== false) names.push('write');
    if (names.length === 0) return;
    // First of all: every try counts, whether or not the caller may call the route or the input is valid.
    route.preValidation = [enforce(names), ...[route.preValidation ?? []].flat()];
  });
  return redis;
}

/**
 * One Redis connection for the counters. Commands fail at once while it is down (no offline queue, so nothing
 * piles up) or after REDIS_COMMAND_TIMEOUT_MS, and the store counts in memory meanwhile. ioredis reconnects on its
 * own; the outage is logged once, with its error, and again when it ends. Start-up waits one connect timeout for
 * it and then goes on without it, with a warning.
 */
async function connectRedis(app: FastifyInstance, config: Config) {
  const connectTimeout = Math.max(1_000, config.redisCommandTimeoutMs);
  const redis = new Redis(config.redisUrl!, {
    maxRetriesPerRequest: 1,
    connectTimeout,
    commandTimeout: config.redisCommandTimeoutMs,
    enableOfflineQueue: false,
  });
  const outage = outageLog('rate limit Redis', app.log);
  redis.on('error', (err) => outage.failed(err));
  redis.on('ready', () => outage.recovered());
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), connectTimeout + 500);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) {
    app.log.warn(
      "Redis is unreachable at start: rate limits count in this process's memory until it is back, and live updates reach only this server's sockets",
    );
  }
  return { redis, failed: (err: unknown) => outage.failed(err) };
}
