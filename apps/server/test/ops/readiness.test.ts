/** /api/health says the process is alive; /api/ready checks what serving needs and names what failed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { startS3 } from '../support/s3';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe('readiness on the embedded database alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready when the database answers, and names the checks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true, checked: ['database'] } });
  });

  it('answers 503 naming the database when it fails, while /api/health stays 200', async () => {
    const failing = { name: 'database', check: async () => Promise.reject(new Error('connection refused')) };
    const saved = t.app.deps.readiness.splice(0, 1, failing);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        errors: 'Not ready: database (connection refused).',
        code: 'UNAVAILABLE',
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.deps.readiness.splice(0, 1, ...saved);
    }
  });
});

describe('readiness with S3 configured', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    t = await createTestApp({ config: { s3: s3.config } });
  });
  afterAll(async () => {
    await t.close();
    await s3.close().catch(() => undefined); // the test has stopped it already
  });

  it('checks the bucket, and answers 503 naming the storage when the bucket is gone', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ok.json().data.checked).toEqual(['database', 'storage']);
    await s3.close();
    const gone = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json().errors).toMatch(/^Not ready: storage \(.+\)\.$/);
  });
});

describe.skipIf(!redisUrl)('readiness with Redis configured (TEST_REDIS_URL)', () => {
  it('checks Redis, and answers 503 naming it when it cannot be reached', async () => {
    const up = await createTestApp({ config: { redisUrl } });
    const down = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const ok = await up.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.checked).toEqual(['database', 'redis']);
      const failed = await down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().errors).toMatch(/^Not ready: redis \(.+\)\.$/);
    } finally {
      await up.close();
      await down.close();
    }
    // Two apps, each migrating its own database: slow on a loaded machine.
  }, 120_000);
});
if (!redisUrl)
  console.log('readiness with Redis: skipped (set TEST_REDIS_URL=redis://127.0.0.1:6379 to run it)');
