import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { idempotencyWorld, type IdempotencyWorld } from './helpers';
import { describeWith } from '../support/describe-with';

/**
 * Twins racing on one key need the real server (PGlite is one connection behind a mutex): the second insert
 * of the key waits for the first transaction, then replays its answer. Top-up starts hold no transaction
 * across the provider call, so their twins may also get 409 busy while the first is running.
 */
describeWith('postgres')('Idempotency-Key under real concurrency (postgres)', () => {
  let w: IdempotencyWorld;
  beforeAll(async () => {
    w = await idempotencyWorld('postgres');
  });
  afterAll(() => w.close());

  const routes = [
    'POST /api/payments',
    'POST /api/users/withdraw',
    'POST /api/withdraws',
    'POST /api/campaigns',
    'POST /api/campaigns/:id/:participantId',
    'POST /api/activities/:id/submit',
    'POST /api/admin/withdraws/:id',
    'POST /api/admin/campaigns/:id/verify',
    'POST /api/admin/campaigns/:id/close',
    'POST /api/admin/users/:id/adjustments',
    'POST /api/finance/invoices',
    'POST /api/admin/finance/invoices/:id/credit-notes',
  ];

  it.each(routes)('%s: 20 concurrent requests with one key have one effect and one answer', async (route) => {
    const a = await w.actions[route]();
    const before = await a.effect();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => w.send(a.who, a.url, a.body, key)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    for (const r of results) expect(r.body).toEqual(results[0].body);

    // The same action once more, with a fresh key: it is the single effect the 20 had.
    const afterTwenty = await a.effect();
    expect(afterTwenty).not.toEqual(before);
    expect((await w.send(a.who, a.url, a.body, key)).replayed).toBe(true);
    expect(await a.effect()).toEqual(afterTwenty);
    await w.expectLedgerOk();
  });

  it.each(['POST /api/transaction/stripe', 'POST /api/transaction'])(
    '%s: 20 concurrent starts with one key open one checkout; twins answer it or 409 busy',
    async (route) => {
      const a = await w.actions[route]();
      const key = randomUUID();
      const results = await Promise.all(Array.from({ length: 20 }, () => w.send(a.who, a.url, a.body, key)));
      const ok = results.filter((r) => r.status === 200);
      expect(ok.filter((r) => !r.replayed)).toHaveLength(1);
      for (const r of ok) expect(r.body).toEqual(ok[0].body);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(409);
        expect(r.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_BUSY' });
      }
      expect(await a.effect()).toBe(1);
      expect((await w.send(a.who, a.url, a.body, key)).body).toEqual(ok[0].body);
    },
  );

  it('20 concurrent payments with one requestId pay once', async () => {
    const c = await w.customerWithMoney();
    const venue = await w.venue();
    const body = { wallet: '5', venueID: venue.user.id, requestId: randomUUID() };
    const results = await Promise.all(Array.from({ length: 20 }, () => w.send(c, '/api/payments', body)));
    for (const r of results) expect(r.status).toBe(200);
    for (const r of results) expect(r.body).toEqual(results[0].body);
    expect(await w.wallet(c)).toBe(4500);
    expect(await w.paymentsOf(c)).toHaveLength(1);
    await w.expectLedgerOk();
  });
});
