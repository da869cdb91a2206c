/** Operations: Prometheus metrics behind METRICS_TOKEN, a request id on every answer, 503 under pressure. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { registry } from '../../src/lib/metrics';
import { campaignWorld } from '../campaigns/helpers';
import { topUp } from '../money/helpers';
import { sample } from '../support/metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('/metrics', () => {
  let t: TestApp;
  const scrape = async (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers the unknown-path 404 without the token or with a wrong one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-path' });
    for (const auth of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(auth);
      expect(res.statusCode, String(auth)).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
  });

  it('counts requests per route pattern and reports the pool and the sockets', async () => {
    const { auth } = await t.createUser(3);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const count = sample(
      res.body,
      'spruik_http_request_duration_seconds_count{method="GET",route="/api/users/me",status="200"}',
    );
    expect(count).toBe(3);
    expect(res.body).toMatch(/^spruik_http_request_duration_seconds_bucket\{le="0.005",method="GET"/m);
    expect(sample(res.body, 'spruik_db_pool_connections')).toBe(1);
    expect(sample(res.body, 'spruik_db_pool_waiting')).toBe(0);
    expect(sample(res.body, 'spruik_sockets')).toBe(0);
    expect(res.body).toContain('spruik_process_resident_memory_bytes');
  });

  it('counts a credited top-up once, with its cents', async () => {
    const read = async () => {
      const body = (await scrape(`Bearer ${TOKEN}`)).body;
      return {
        n: sample(body, 'spruik_topups_total') ?? 0,
        cents: sample(body, 'spruik_topup_cents_total') ?? 0,
      };
    };
    const before = await read();
    const b = await t.createUser(2);
    await topUp(t, b.auth, 25);
    const after = await read();
    expect(after.n - before.n).toBe(1);
    expect(after.cents - before.cents).toBe(2500);
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names a fresh id on every answer, errors included, and keeps a well-formed one from the load balancer', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const denied = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(denied.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    const passed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(passed.headers['x-request-id']).toBe('lb-7f3a.42');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b<c>' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('under pressure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { maxEventLoopDelayMs: 50 } });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After at once while the event loop is saturated; liveness still answers', async () => {
    const { auth } = await t.createUser(3);
    // Hold the event loop; the sampler's overdue timer then sees the delay (setImmediate lets timers run
    // first). The sampler averages a window, so a round may miss it: try a few rounds.
    let busy: Awaited<ReturnType<typeof t.app.inject>> | null = null;
    let health: Awaited<ReturnType<typeof t.app.inject>> | null = null;
    for (let round = 0; round < 10 && busy?.statusCode !== 503; round++) {
      const until = Date.now() + 400;
      while (Date.now() < until) {
        /* busy */
      }
      await new Promise((r) => setImmediate(r));
      [busy, health] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth }),
        t.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
    }
    expect(busy?.statusCode).toBe(503);
    expect(busy?.json()).toEqual({
      errors: 'The service is busy. Please try again in a moment.',
      code: 'UNAVAILABLE',
    });
    expect(busy?.headers['retry-after']).toBe('10');
    expect(health?.statusCode).toBe(200);
  });
});

describe('campaign counter', () => {
  it('counts a created campaign by type, and not one refused for want of credit', async () => {
    const w = await campaignWorld();
    try {
      const read = async () =>
        sample(
          await registry.getSingleMetricAsString('spruik_campaigns_created_total'),
          'spruik_campaigns_created_total{type="4"}',
        ) ?? 0;
      const before = await read();
      const biz = await w.business();
      await w.fund(biz, 1_000);
      await w.create(biz, 4);
      expect(await read()).toBe(before + 1);
      const broke = await w.business();
      const refused = await w.post('/api/campaigns', broke, w.body(4));
      expect(refused.status).toBe(400);
      expect(await read()).toBe(before + 1);
    } finally {
      await w.close();
    }
  });
});
