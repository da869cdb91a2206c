/**
 * Readiness means "send me traffic": Redis or the S3 bucket down is the same on every server of the fleet, so it
 * is reported as degraded (body and /metrics) and the server stays in the load balancer; only a database that
 * does not answer (or a drain) answers 503. Uploads, and images served from the bucket, answer 503 with
 * Retry-After while the bucket is down; everything else goes on.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { testConfig } from '../../src/config/env';
import { freshDatabase } from '../test-db';
import { createTestApp, type TestApp } from '../test-app';
import { imageUpload, servingApp } from '../images/helpers';
import { startS3 } from '../support/s3';
import { sample } from '../support/metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';
const scrape = async (app: App) =>
  (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
const up = (metrics: string, dependency: string) =>
  sample(metrics, `spruik_dependency_up{dependency="${dependency}"}`);

describe('Redis down (REDIS_URL on a closed port)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1', metricsToken: TOKEN } });
  }, 180_000);
  afterAll(() => t.close());

  it('is ready but degraded, says so in /metrics, and reads are served', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      data: { status: 'degraded', checks: { database: 'ok', redis: 'down' } },
    });
    const metrics = await scrape(t.app);
    expect(up(metrics, 'database')).toBe(1);
    expect(up(metrics, 'redis')).toBe(0);
    const { auth } = await t.createUser(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).statusCode).toBe(200);
  }, 30_000);
});

describe('the S3 bucket down (s3rver stopped)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  let app: App;
  beforeAll(async () => {
    s3 = await startS3();
    t = await createTestApp({ config: { s3: s3.config, metricsToken: TOKEN } });
    app = await servingApp(t);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await t.close();
    await s3.close().catch(() => undefined); // the test has stopped it already
  });

  it('stays ready (degraded); uploads and served images answer 503 with Retry-After; other routes 200', async () => {
    const { auth } = await t.createUser(2);
    const upload = async () => {
      const { payload, headers } = imageUpload(
        await sharp({
          create: { width: 8, height: 8, channels: 3, background: '#3366cc' },
        })
          .png()
          .toBuffer(),
      );
      return app.inject({ method: 'POST', url: '/api/images', payload, headers: { ...headers, ...auth } });
    };
    const stored = await upload();
    expect(stored.statusCode, stored.body).toBe(200);
    const name = stored.json().data.filename as string;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
      data: { status: 'ok', checks: { database: 'ok', storage: 'ok' } },
    });
    expect(up(await scrape(app), 'storage')).toBe(1);

    await s3.close();
    // The load balancer's check: the server stays in.
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      data: { status: 'degraded', checks: { database: 'ok', storage: 'down' } },
    });
    expect(up(await scrape(app), 'storage')).toBe(0);

    const refused = await upload();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      errors: 'Images cannot be saved or shown right now. Please try again in a moment.',
      code: 'UNAVAILABLE',
    });

    const served = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(served.statusCode).toBe(503);
    expect(served.headers['retry-after']).toBe('30');

    for (const url of ['/api/users/me', '/api/health', '/api/campaigns/live']) {
      const res = await app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
  }, 60_000);
});

describe('the database down', () => {
  it('answers 503 naming it, while /api/health answers and /metrics reports it', async () => {
    const database = await freshDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-db-down-'));
    const config = testConfig({ dataDir, uploadDir: path.join(dataDir, 'uploads'), metricsToken: TOKEN });
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().errors).toMatch(/^Not ready: database \(.+\)\.$/);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(up(await scrape(app), 'database')).toBe(0);
    } finally {
      await app.close();
    }
    // A whole app start (migrations): slow on a loaded machine.
  }, 180_000);
});
