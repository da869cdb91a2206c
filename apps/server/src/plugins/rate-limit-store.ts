/**
 * The rate-limit counters' store: @fastify/rate-limit's Redis store while Redis answers, its in-memory store
 * while it does not (down at start, cut off, a command timing out). Each call picks again, so counting returns to
 * Redis as soon as the connection is ready. Counts made in memory stay there: after an outage a key's Redis count
 * resumes where Redis left it.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Incr = Parameters<FastifyRateLimitStore['incr']>;
type StoreParams = { continueExceeding: boolean; exponentialBackoff: boolean; cache?: number };
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];

// The library's two stores; it exports them to its own index only.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => FastifyRateLimitStore;

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly inRedis: FastifyRateLimitStore,
    private readonly inMemory: FastifyRateLimitStore,
    private readonly onError: (err: unknown) => void,
  ) {}

  incr(...[key, callback, timeWindow, max]: Incr) {
    if (this.redis.status !== 'ready') return this.inMemory.incr(key, callback, timeWindow, max);
    this.inRedis.incr(
      key,
      (err, result) => {
        if (!err) return callback(null, result);
        this.onError(err);
        this.inMemory.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteParams) {
    return new FallbackStore(
      this.redis,
      this.inRedis.child(routeOptions),
      this.inMemory.child(routeOptions),
      this.onError,
    );
  }
}

/** A store class for the plugin's `store` option: Redis under `nameSpace`, memory (`cache` entries) meanwhile. */
export function fallbackStore(
  redis: Redis,
  nameSpace: string,
  cache: number,
  onError: (err: unknown) => void,
): FastifyRateLimitStoreCtor {
  return class {
    constructor(params: StoreParams) {
      const { continueExceeding, exponentialBackoff } = params;
      return new FallbackStore(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, cache),
        onError,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
