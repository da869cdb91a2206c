/**
 * /metrics answers while every database connection is taken: the moment its figures (the pool waiting, the
 * latency) matter most. It reports what it last learnt of anything that would wait on the pool.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { sample } from '../support/metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';
const HOLD_MS = 6_000;

describe.each(databaseKinds)('/metrics with the pool exhausted (%s)', (kind) => {
  let t: TestApp;
  const saved = process.env.DATABASE_POOL_SIZE;
  beforeAll(async () => {
    process.env.DATABASE_POOL_SIZE = '2';
    try {
      t = await createTestApp({ kind, config: { metricsToken: TOKEN } });
    } finally {
      if (saved === undefined) delete process.env.DATABASE_POOL_SIZE;
      else process.env.DATABASE_POOL_SIZE = saved;
    }
  }, 180_000);
  afterAll(() => t.close());

  const scrape = () =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('answers at once, reporting the queries waiting and what it last knew', async () => {
    await t.app.inject({ method: 'GET', url: '/api/ready' });

    // Every connection busy, and one more query waiting for one (PGlite: its one connection in a transaction).
    // Promise.resolve: a Drizzle query runs only once something awaits it.
    const hold = () =>
      Promise.resolve(
        kind === 'postgres'
          ? t.db.execute(sql`select pg_sleep(${HOLD_MS / 1000})`)
          : t.db.transaction(() => new Promise((r) => setTimeout(r, HOLD_MS))),
      );
    const held = [hold(), hold(), Promise.resolve(t.db.execute(sql`select 1`))];
    await new Promise((r) => setTimeout(r, 500));

    const started = Date.now();
    const res = await scrape();
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(took).toBeLessThan(2_500);
    if (kind === 'postgres') expect(sample(res.body, 'spruik_db_pool_waiting')).toBeGreaterThan(0);
    expect(sample(res.body, 'spruik_dependency_up{dependency="database"}')).toBe(1);
    await Promise.all(held);
  }, 60_000);
});
