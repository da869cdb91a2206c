/** /api/health says the process is alive; /api/ready says "send me traffic" and names each part's state. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

describe('readiness on the embedded database alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready when the database answers, and names the checks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', checks: { database: 'ok' } } });
  });

  it('answers 503 naming the database when it fails, while /api/health stays 200', async () => {
    const failing = {
      name: 'database',
      required: true,
      check: async () => Promise.reject(new Error('connection refused')),
    };
    const { checks } = t.app.deps.readiness;
    const saved = checks.splice(0, 1, failing);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        errors: 'Not ready: database (connection refused).',
        code: 'UNAVAILABLE',
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      checks.splice(0, 1, ...saved);
    }
  });
});
