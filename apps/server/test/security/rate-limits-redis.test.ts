import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@spruik/shared';
import { createTestApp, type TestApp } from '../test-app';

const redisUrl = process.env.TEST_REDIS_URL ?? '';
if (!redisUrl) console.log('TEST_REDIS_URL is not set: skipping the shared (Redis) rate limit tests.');

describe.skipIf(!redisUrl)('rate limits shared through Redis (REDIS_URL)', () => {
  // A prefix of its own, so parallel runs on one Redis never count each other's tries.
  const prefix = `spruik-test:${randomUUID()}:`;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const config = {
      redisUrl,
      rateLimitKeyPrefix: prefix,
      rateLimit: { windowSeconds: 600, perEmail: 3, perIp: 1000 },
    };
    [one, two] = await Promise.all([createTestApp({ config }), createTestApp({ config })]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const signin = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: 'shared-target@example.com', password: 'wrong-password' },
    });

  it('counts tries at two server processes as one: the 4th try is refused wherever it lands', async () => {
    expect((await signin(one)).statusCode).toBe(401);
    expect((await signin(two)).statusCode).toBe(401);
    expect((await signin(one)).statusCode).toBe(401);
    const blocked = await signin(two);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ errors: MSG.tooManyRequests, code: 'RATE_LIMITED' });
    expect((await signin(one)).statusCode).toBe(429);
  });

  it('keeps the counters in Redis under this run’s prefix', async () => {
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.some((k) => k.includes('signin:by-email:email:shared-target@example.com'))).toBe(true);
    } finally {
      await redis.quit();
    }
  });
});

describe('a REDIS_URL that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every count fails.
    t = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('refuses limited requests with a 503 the web app can show, rather than letting them through uncounted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: 'someone@example.com', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      errors: 'The service is busy. Please try again in a moment.',
      code: 'UNAVAILABLE',
    });
    // Reads need no counter and still work.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
