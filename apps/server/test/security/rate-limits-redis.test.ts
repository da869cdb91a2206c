import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@spruik/shared';
import { createTestApp, type TestApp } from '../test-app';
import { describeWith } from '../support/describe-with';
import { serviceUrls } from '../support/services';

const redisUrl = serviceUrls().redis;

describeWith('redis')('rate limits shared through Redis (REDIS_URL)', () => {
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
  const log: string[] = [];
  beforeAll(async () => {
    // Nothing listens on port 1: Redis is down from the start.
    t = await createTestApp({
      config: {
        redisUrl: 'redis://127.0.0.1:1',
        logLevel: 'warn',
        rateLimit: { windowSeconds: 600, perEmail: 3, perIp: 1000 },
      },
      logStream: new Writable({
        write(chunk, _enc, done) {
          log.push(String(chunk));
          done();
        },
      }),
    });
  });
  afterAll(() => t.close());

  it('starts with a warning and counts in memory: the limit still holds, the 4th try is refused', async () => {
    expect(log.join('')).toContain('Redis is unreachable at start');
    const signin = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email: 'someone@example.com', password: 'wrong-password' },
      });
    for (let i = 0; i < 3; i++) expect((await signin()).statusCode).toBe(401);
    const fourth = await signin();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED', errors: MSG.tooManyRequests });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
