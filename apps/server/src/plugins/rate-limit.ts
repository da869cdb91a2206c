import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { MSG } from '@spruik/shared';
import type { Config } from '../config/env';
import { tooMany } from '../lib/app-error';
import { deviceOf } from '../lib/device-token';
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
 * Sign-in has its own rule, so that nobody can use it to lock the owner out (`signinCounters`).
 */
export type LimitName =
  'signin' | 'verify' | 'signup' | 'forget' | 'change-pass' | 'top-up' | 'image-upload' | 'second-factor';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** The named limits this route counts against (see `limited`). */
    limits?: LimitName[];
    /**
     * `false` leaves a write route out of the general per-account write limit; `true` puts a GET that writes (an
     * OAuth callback) under it.
     */
    writeLimit?: boolean;
  }
}

/** Route options that put a route under named limits: `app.post(url, limited('signin'), handler)`. */
export const limited = (...limits: LimitName[]) => ({ config: { limits } });

/**
 * Who a counter counts: the e-mail the body names, the client address, both together, the signed-in account (else
 * the IP), the sign-in device token the body carries (lib/device-token.ts), or the operator a second-factor
 * challenge names.
 */
type CountBy = 'email' | 'ip' | 'email-and-ip' | 'account' | 'device' | 'operator';
/** `sparesFirstTry`: not enforced on an address's first try at the e-mail in the window (it still counts). */
type Counter = { by: CountBy; max: number; windowMs: number; sparesFirstTry?: boolean };

/** The per-e-mail sign-in ceiling, in multiples of RATE_LIMIT_PER_EMAIL (the per e-mail and address budget). */
export const SIGNIN_CEILING_FACTOR = 10;

/**
 * Sign-in slows guessing without handing anyone a way to lock the owner out (docs/security.md). A device that
 * signed in to the e-mail before (a valid device token) counts only against its own budget. Anyone else counts
 * per e-mail and address together, per address, and against a looser per-e-mail ceiling that stops guessing from
 * many addresses; the ceiling spares an address's first try, so the owner on a new device still gets in.
 */
function signinCounters(perEmail: number, byIp: Counter, windowMs: number): Counter[] {
  return [
    { by: 'device', max: perEmail, windowMs },
    { by: 'email-and-ip', max: perEmail, windowMs },
    byIp,
    { by: 'email', max: perEmail * SIGNIN_CEILING_FACTOR, windowMs, sparesFirstTry: true },
  ];
}

function countersFor(config: Config): Record<LimitName | 'write', Counter[]> {
  const { windowSeconds, perEmail, perIp } = config.rateLimit;
  const windowMs = windowSeconds * 1000;
  const byIp: Counter = { by: 'ip', max: perIp, windowMs };
  const guessing: Counter[] = [{ by: 'email', max: perEmail, windowMs }, byIp];
  return {
    signin: signinCounters(perEmail, byIp, windowMs),
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
    const sub = (
      JSON.parse(Buffer.from(challenge.split('.')[1] ?? '', 'base64url').toString()) as { sub?: unknown }
    ).sub;
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
  // The device a valid sign-in device token names, for the e-mail in the same body.
  const deviceOfRequest = (req: FastifyRequest) => {
    const email = emailOf(req);
    const token = (req.body as { deviceToken?: unknown } | undefined)?.deviceToken;
    return email ? deviceOf(config.tokenPepper, email, token) : null;
  };
  const clientKey = async (by: CountBy, req: FastifyRequest) => {
    if (by === 'email') return `email:${emailOf(req)}`;
    if (by === 'operator') {
      const operator = operatorOf(req) ?? (await accountOf(req));
      if (operator) return `operator:${operator}`;
    }
    if (by === 'email-and-ip') return `email:${emailOf(req)}:ip:${normalizeIP(req.ip)}`;
    if (by === 'device') return `device:${deviceOfRequest(req)}`;
    const account = by === 'account' ? await accountOf(req) : null;
    return account ? `account:${account}` : `ip:${normalizeIP(req.ip)}`;
  };

  const checks = Object.entries(countersFor(config)).map(([name, counters]) => ({
    name: name as LimitName | 'write',
    counters: counters.map((counter) => ({
      ...counter,
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
        // A known device counts on its device counter alone; anyone else on every counter but that one.
        const knownDevice = counters.some((c) => c.by === 'device') && deviceOfRequest(req) !== null;
        let firstTry = false;
        for (const { by, max, sparesFirstTry, check } of counters) {
          if ((by === 'device') !== knownDevice) continue;
          // No e-mail in the body: the handler answers 400, and the IP counter still counts the try.
          if ((by === 'email' || by === 'email-and-ip') && !emailOf(req)) continue;
          const result = await check(req);
          if (by === 'email-and-ip') firstTry = 'remaining' in result && result.remaining === max - 1;
          if (!result.isAllowed && result.isExceeded && !(sparesFirstTry && firstTry)) {
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
    if ((writes && route.config?.writeLimit !== false) || route.config?.writeLimit === true)
      names.push('write');
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
