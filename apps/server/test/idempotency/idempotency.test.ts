import { ERROR_CODE, type RouteContract } from '@spruik/shared';
import * as api from '@spruik/shared/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, messages } from '../../src/db/schema';
import {
  IDEMPOTENCY_MSG,
  PROVIDER_CALL_STALE_MS,
  purgeIdempotencyKeys,
} from '../../src/plugins/idempotency/idempotency';
import * as keysRepo from '../../src/plugins/idempotency/idempotency.repository';
import * as topUpsRepo from '../../src/features/top-ups/top-ups.repository';
import { databaseKinds } from '../test-db';
import { addBank } from '../money/helpers';
import { idempotencyWorld, type IdempotencyWorld } from './helpers';

describe.each(databaseKinds)('Idempotency-Key on the money routes (%s)', (kind) => {
  let w: IdempotencyWorld;
  beforeAll(async () => {
    w = await idempotencyWorld(kind);
  });
  afterAll(() => w.close());

  // Every route whose contract declares `idempotent: true` (route() applies the key from that flag).
  const routes = Object.values(api)
    .flatMap((concept) => Object.values<RouteContract>(concept))
    .filter((c) => c.idempotent)
    .map((c) => `${c.method} ${c.path}`);

  it('covers every route that moves or reserves money', () => {
    expect(Object.keys(w.actions).sort()).toEqual([...routes].sort());
    const registered = new Set(w.t.app.routeList.map((r) => `${r.method} ${r.url}`));
    for (const route of routes) expect(registered, route).toContain(route);
  });

  describe.each(routes)('%s', (route) => {
    it('answers a repeat with the first answer and moves the money once', async () => {
      const a = await w.actions[route]();
      const key = randomUUID();
      const first = await w.send(a.who, a.url, a.body, key);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.replayed).toBe(false);
      const after = await a.effect();

      const again = await w.send(a.who, a.url, a.body, key);
      expect(again).toEqual({ ...first, replayed: true });
      expect(await a.effect()).toEqual(after);
      await w.expectLedgerOk();
    });

    it('refuses the same key with another body (409) and moves nothing', async () => {
      const a = await w.actions[route]();
      const key = randomUUID();
      expect((await w.send(a.who, a.url, a.body, key)).status).toBe(200);
      const after = await a.effect();

      const other = await w.send(a.who, a.otherUrl ?? a.url, a.otherBody, key);
      expect(other.status).toBe(409);
      expect(other.body).toEqual({
        errors: IDEMPOTENCY_MSG.keyReused,
        code: ERROR_CODE.IDEMPOTENCY_KEY_REUSED,
      });
      expect(await a.effect()).toEqual(after);
      await w.expectLedgerOk();
    });

    it('refuses a malformed key with 400 before anything moves', async () => {
      const a = await w.actions[route]();
      const before = await a.effect();
      for (const key of ['', 'x'.repeat(256), 'has space', 'tab\there', 'caf\u00e9']) {
        const res = await w.send(a.who, a.url, a.body, key);
        expect(res.status, JSON.stringify(key)).toBe(400);
        expect(res.body).toEqual({
          errors: IDEMPOTENCY_MSG.keyInvalid,
          code: ERROR_CODE.IDEMPOTENCY_KEY_INVALID,
        });
      }
      expect(await a.effect()).toEqual(before);
      // The longest and the most unusual valid keys are taken.
      expect((await w.send(a.who, a.url, a.body, '~'.repeat(255))).status).toBe(200);
    });
  });

  it('keys of two users do not collide', async () => {
    const key = randomUUID();
    const [one, two] = [await w.customerWithMoney(), await w.customerWithMoney()];
    for (const c of [one, two]) {
      const res = await w.send(c, '/api/users/withdraw', { amount: 20 }, key);
      expect(res.status).toBe(200);
      expect(res.replayed).toBe(false);
      expect(await w.wallet(c)).toBe(3000);
      expect(await w.withdrawalsOf(c)).toEqual([1]);
    }
  });

  it('scopes a key to its route: the same key on another route is another action', async () => {
    const c = await w.customerWithMoney();
    const venue = await w.venue();
    const key = randomUUID();
    expect((await w.send(c, '/api/users/withdraw', { amount: 20 }, key)).status).toBe(200);
    const paid = await w.send(c, '/api/payments', { wallet: '5', venueID: venue.user.id }, key);
    expect(paid.status).toBe(200);
    expect(paid.replayed).toBe(false);
    expect(await w.wallet(c)).toBe(5000 - 2000 - 500);
  });

  it('a retry after a lost answer gets the first answer, not the balance error the wallet would now give', async () => {
    const c = await w.customerWithMoney(); // $50
    const key = randomUUID();
    const first = await w.send(c, '/api/users/withdraw', { amount: 50 }, key);
    expect(first.status).toBe(200);
    expect(await w.wallet(c)).toBe(0);
    // The answer never reached the app; it sends the same withdrawal again with the same key.
    const retry = await w.send(c, '/api/users/withdraw', { amount: '50.00' }, key);
    expect(retry.status).toBe(200);
    expect(retry.replayed).toBe(true);
    expect(retry.body).toEqual(first.body);
    expect(await w.withdrawalsOf(c)).toEqual([1]);
    // A new key is a new withdrawal, which the empty wallet refuses.
    const again = await w.send(c, '/api/users/withdraw', { amount: 50 }, randomUUID());
    expect(again.body).toMatchObject({ errors: 'You cannot withdraw more than your wallet balance.' });
  });

  it('a refused request keeps no record: the retry with the same key runs again', async () => {
    const c = await w.customer();
    await w.giveWallet(c, 5000);
    const key = randomUUID();
    const refused = await w.send(c, '/api/users/withdraw', { amount: 20 }, key);
    expect(refused.status).toBe(400); // no bank details yet
    await addBank(w.t, c.auth);
    const retried = await w.send(c, '/api/users/withdraw', { amount: 20 }, key);
    expect(retried.status).toBe(200);
    expect(retried.replayed).toBe(false);
    expect(await w.withdrawalsOf(c)).toEqual([1]);
    expect(await w.wallet(c)).toBe(3000);
  });

  it('records the key in the money transaction: if the record fails, the money does not move', async () => {
    const c = await w.customerWithMoney();
    const key = randomUUID();
    const failing = vi.spyOn(keysRepo, 'saveAnswer').mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await w.send(c, '/api/users/withdraw', { amount: 20 }, key)).status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await w.wallet(c)).toBe(5000);
    expect(await w.withdrawalsOf(c)).toEqual([]);
    const retried = await w.send(c, '/api/users/withdraw', { amount: 20 }, key);
    expect(retried.status).toBe(200);
    expect(retried.replayed).toBe(false);
    expect(await w.withdrawalsOf(c)).toEqual([1]);
    await w.expectLedgerOk();
  });

  it('without a key the routes behave as before (each request is its own)', async () => {
    const c = await w.customerWithMoney();
    for (let i = 0; i < 2; i++)
      expect((await w.send(c, '/api/users/withdraw', { amount: 20 })).status).toBe(200);
    expect(await w.withdrawalsOf(c)).toEqual([1, 1]);
  });

  it('keeps a key for 24 hours; the purge then forgets it and the key is new again', async () => {
    const c = await w.customerWithMoney();
    const key = randomUUID();
    const send = () => w.send(c, '/api/users/withdraw', { amount: 20 }, key);
    expect((await send()).status).toBe(200);
    w.t.clock.advance(23 * 3_600_000);
    await purgeIdempotencyKeys(w.t.app.deps);
    expect((await send()).replayed).toBe(true);
    w.t.clock.advance(2 * 3_600_000);
    expect(await purgeIdempotencyKeys(w.t.app.deps)).toBeGreaterThan(0);
    const rows = await w.t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, c.user.id));
    expect(rows).toEqual([]);
    const fresh = await send();
    expect(fresh.status).toBe(200);
    expect(fresh.replayed).toBe(false);
    expect(await w.withdrawalsOf(c)).toEqual([1, 1]);
  });

  it('pushes realtime messages once, after the commit', async () => {
    const biz = await w.business();
    await w.fund(biz, 10_000);
    const id = await w.live(biz, 2);
    const c = await w.customer();
    const act = await w.accept(c, id);
    const seen: Array<Promise<number>> = [];
    const saved = w.t.app.deps.realtime;
    // At the moment of the push, another connection must already see the message row.
    w.t.app.deps.realtime = {
      disconnectUser: () => undefined,
      socketCount: () => 0,
      isConnected: async () => false,
      // The owner also gets a 'participant' push; the message is the one that has a row to see.
      emitToUser: (userId, event) =>
        event === 'message' &&
        void seen.push(
          w.t.db
            .select()
            .from(messages)
            .where(eq(messages.userId, userId))
            .then((rows) => rows.length),
        ),
    };
    try {
      const key = randomUUID();
      for (let i = 0; i < 2; i++) {
        expect((await w.send(c, `/api/activities/${act}/submit`, w.proof, key)).status).toBe(200);
      }
      expect(await Promise.all(seen)).toEqual([expect.any(Number)]);
      expect((await Promise.all(seen))[0]).toBeGreaterThan(0);
    } finally {
      w.t.app.deps.realtime = saved;
    }
  });

  describe('top-up starts (no transaction held across the provider call)', () => {
    it('a failed start releases its key: the retry opens the checkout', async () => {
      const biz = await w.business();
      const key = randomUUID();
      const failing = vi.spyOn(topUpsRepo, 'insertTopUp').mockRejectedValueOnce(new Error('disk full'));
      try {
        expect((await w.send(biz, '/api/transaction/stripe', { amount: 20 }, key)).status).toBe(500);
      } finally {
        failing.mockRestore();
      }
      const retried = await w.send(biz, '/api/transaction/stripe', { amount: 20 }, key);
      expect(retried.status).toBe(200);
      expect(retried.replayed).toBe(false);
      expect((await w.send(biz, '/api/transaction/stripe', { amount: 20 }, key)).body).toEqual(retried.body);
    });

    it('a start still running (or died) answers 409 busy; after the stale window a retry takes it over', async () => {
      const biz = await w.business();
      const key = randomUUID();
      const first = await w.send(biz, '/api/transaction', { amount: 20 }, key);
      expect(first.status).toBe(200);
      // The same request under a second key, left unanswered as by a process that died mid-call.
      const orphan = randomUUID();
      await w.t.db.insert(idempotencyKeys).values({
        userId: biz.user.id,
        route: 'POST /api/transaction',
        key: orphan,
        requestHash: (await w.t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]
          .requestHash,
        createdAt: w.t.clock.now(),
      });
      const busy = await w.send(biz, '/api/transaction', { amount: 20 }, orphan);
      expect(busy.status).toBe(409);
      expect(busy.body).toEqual({ errors: IDEMPOTENCY_MSG.keyBusy, code: ERROR_CODE.IDEMPOTENCY_KEY_BUSY });
      w.t.clock.advance(PROVIDER_CALL_STALE_MS + 1000);
      const taken = await w.send(biz, '/api/transaction', { amount: 20 }, orphan);
      expect(taken.status).toBe(200);
      expect(taken.replayed).toBe(false);
      expect((await w.send(biz, '/api/transaction', { amount: 20 }, orphan)).replayed).toBe(true);
    });
  });

  describe('pay at venue: the body requestId is the key', () => {
    it('a repeat answers the first payment; the same requestId with another amount is a 409', async () => {
      const c = await w.customerWithMoney();
      const venue = await w.venue();
      const requestId = randomUUID();
      const body = { wallet: '5', venueID: venue.user.id, requestId };
      const first = await w.send(c, '/api/payments', body);
      expect(first.status).toBe(200);
      const again = await w.send(c, '/api/payments', { ...body, requestId: requestId.toUpperCase() });
      expect(again).toEqual({ ...first, replayed: true });

      const other = await w.send(c, '/api/payments', { ...body, wallet: '6' });
      expect(other.status).toBe(409);
      expect(other.body).toMatchObject({ code: ERROR_CODE.IDEMPOTENCY_KEY_REUSED });
      expect(await w.wallet(c)).toBe(4500);
      expect(await w.paymentsOf(c)).toHaveLength(1);
    });

    it('the same requestId under another header key with another amount is refused too', async () => {
      const c = await w.customerWithMoney();
      const venue = await w.venue();
      const requestId = randomUUID();
      const body = { wallet: '5', venueID: venue.user.id, requestId };
      expect((await w.send(c, '/api/payments', body, randomUUID())).status).toBe(200);
      const same = await w.send(c, '/api/payments', body, randomUUID());
      expect(same.status).toBe(200);
      const other = await w.send(c, '/api/payments', { ...body, wallet: '7' }, randomUUID());
      expect(other.status).toBe(409);
      expect(other.body).toMatchObject({ code: ERROR_CODE.IDEMPOTENCY_KEY_REUSED });
      expect(await w.wallet(c)).toBe(4500);
      expect(await w.paymentsOf(c)).toHaveLength(1);
      await w.expectLedgerOk();
    });
  });
});
