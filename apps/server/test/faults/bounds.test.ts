/**
 * Bounded waits on the real PostgreSQL server, in one process: a lock held past lock_timeout, a wait queue for
 * pooled connections over DATABASE_MAX_WAITING, and a database that refuses connections all answer 503 with
 * Retry-After in bounded time, never 500 or an endless wait. Skipped without TEST_DATABASE_URL.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from '../../src/config/env';
import { createTestApp, type TestApp } from '../test-app';
import { postgresUrl } from '../test-db';
import { startProxy, type Proxy } from './proxy';
import { describeWith } from '../support/describe-with';

const bounds = { statementTimeoutMs: 5_000, lockTimeoutMs: 500, acquireTimeoutMs: 3_000 };

describeWith('postgres')('bounded waits on PostgreSQL', () => {
  let t: TestApp;
  let proxy: Proxy;
  let holder: pg.Client;
  const poolSize = process.env.DATABASE_POOL_SIZE;
  beforeAll(async () => {
    proxy = await startProxy(postgresUrl);
    // Two connections, and at most two requests waiting for one: a queue is easy to make.
    process.env.DATABASE_POOL_SIZE = '2';
    t = await createTestApp({
      kind: 'postgres',
      open: { bounds, via: proxy.via },
      config: { database: { ...testConfig().database, ...bounds, maxWaiting: 2 } },
    });
    if (poolSize === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = poolSize;
    // The test's own connection to the same database, straight (not through the proxy).
    const url = new URL(postgresUrl);
    const { rows } = (await t.db.execute('select current_database() as d')) as unknown as {
      rows: Array<{ d: string }>;
    };
    url.pathname = `/${rows[0].d}`;
    holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
  }, 120_000);
  afterAll(async () => {
    await holder?.end();
    await t?.close();
    await proxy?.close();
  });

  const me = (auth: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });

  it('a lock held past lock_timeout answers 503 with Retry-After in bounded time, then the retry succeeds', async () => {
    const { auth } = await t.createUser(3);
    await holder.query('begin');
    await holder.query('lock table users in access exclusive mode');
    const started = Date.now();
    const blocked = await me(auth);
    const tookMs = Date.now() - started;
    await holder.query('rollback');
    expect(blocked.statusCode).toBe(503);
    expect(blocked.headers['retry-after']).toBe('5');
    expect(blocked.json()).toMatchObject({ code: 'UNAVAILABLE' });
    // lock_timeout is 500 ms; far under the statement timeout and the client's patience.
    expect(tookMs).toBeLessThan(3_000);
    console.log(`lock held: 503 after ${tookMs} ms`);
    expect((await me(auth)).statusCode).toBe(200);
  });

  it('a wait queue for connections over the bound answers 503 with Retry-After at once', async () => {
    const { auth } = await t.createUser(3);
    await holder.query('begin');
    await holder.query('lock table users in access exclusive mode');
    // 2 requests hold both connections (waiting on the lock, up to 500 ms), 3 more queue for a connection.
    const queued = Array.from({ length: 5 }, () => me(auth));
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const shed = await me(auth);
    const tookMs = Date.now() - started;
    await holder.query('rollback');
    await Promise.all(queued);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(tookMs).toBeLessThan(100);
    console.log(`pool queue over the bound: 503 after ${tookMs} ms`);
    expect((await me(auth)).statusCode).toBe(200);
  });

  it('a database that refuses connections answers 503 with Retry-After, not 500, and recovers', async () => {
    const { auth } = await t.createUser(3);
    proxy.setMode('refuse');
    proxy.cut();
    try {
      const refused = await me(auth);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      proxy.setMode('pass');
    }
    // A connection that was cut fails the one request that picks it up; the pool replaces it.
    const started = Date.now();
    while ((await me(auth)).statusCode !== 200) {
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(`database back: answering again after ${Date.now() - started} ms`);
  });
});
