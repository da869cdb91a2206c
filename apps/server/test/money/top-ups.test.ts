import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MONEY_MSG } from '@spruik/shared';
import { journalEntries, messages, topUps } from '../../src/db/schema';
import { accountKeys, balanceOf, userBalances } from '../../src/ledger';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, expectLedgerOk, startSandboxTopUp, topUp } from './helpers';

describe.each(databaseKinds)('top-ups through the sandbox (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
  });
  afterAll(() => t.close());

  describe('who may top up', () => {
    it('refuses anonymous callers with 401', async () => {
      expect((await api.post('/api/transaction/stripe', { amount: 25 })).status).toBe(401);
      expect((await api.post('/api/transaction', { amount: 25 })).status).toBe(401);
      expect((await api.get('/api/transaction/verify?transactionId=x&session_id=y')).status).toBe(401);
    });
    it('refuses customers and admins with 403', async () => {
      for (const role of [3, 4] as const) {
        const u = await t.createUser(role);
        expect((await api.post('/api/transaction/stripe', { amount: 25 }, u.auth)).status).toBe(403);
        expect((await api.post('/api/transaction', { amount: 25 }, u.auth)).status).toBe(403);
      }
    });
  });

  describe('amount rules', () => {
    it('needs at least $20.00', async () => {
      const b = await t.createUser(2);
      for (const amount of [19.99, '19.99', 0, '0', 5]) {
        const res = await api.post('/api/transaction/stripe', { amount }, b.auth);
        expect(res.status).toBe(400);
        expect(res.body.errors).toBe(MONEY_MSG.topUpMin);
      }
    });
    it('takes digits and a dot only, at most 2 decimals', async () => {
      const b = await t.createUser(2);
      for (const amount of ['20.001', '-25', '2O', 'abc', '1e3', 20.005, null, '', true, [25], { a: 1 }]) {
        const res = await api.post('/api/transaction', { amount }, b.auth);
        expect(res.status, String(amount)).toBe(400);
        expect(typeof res.body.errors).toBe('string');
      }
      expect((await api.post('/api/transaction', {}, b.auth)).status).toBe(400);
      expect((await api.post('/api/transaction', { amount: 1e21 }, b.auth)).body.errors).toBe(
        MONEY_MSG.amountFormat,
      );
      expect((await api.post('/api/transaction', { amount: '10000000' }, b.auth)).body.errors).toBe(
        MONEY_MSG.amountTooLarge,
      );
    });
    it('accepts $20 exactly, as a number or text', async () => {
      const b = await t.createUser(2);
      expect((await api.post('/api/transaction/stripe', { amount: 20 }, b.auth)).status).toBe(200);
      expect((await api.post('/api/transaction/stripe', { amount: '20.00' }, b.auth)).status).toBe(200);
    });
  });

  describe('card (Stripe endpoint) without keys', () => {
    it('returns a sandbox checkout url and a TEST MODE page with Pay and Cancel', async () => {
      const b = await t.createUser(2);
      const s = await startSandboxTopUp(t, b.auth, 25);
      expect(s.url).toMatch(new RegExp(`^${t.config.publicUrl}/sandbox/checkout/sbx_`));
      const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${s.sessionId}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('TEST MODE');
      expect(page.body).toContain('$25.00');
      expect(page.body).toContain('<meta name="viewport"');
      expect(page.body).toContain(`action="/sandbox/checkout/${s.sessionId}/complete"`);
      expect(page.body).toContain(`action="/sandbox/checkout/${s.sessionId}/cancel"`);
    });

    it('Pay answers 303 to the result page; verify then credits once and messages the owner', async () => {
      const b = await t.createUser(2);
      const s = await startSandboxTopUp(t, b.auth, '25.50');
      const pay = await t.app.inject({
        method: 'POST',
        url: `/sandbox/checkout/${s.sessionId}/complete`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(pay.statusCode).toBe(303);
      expect(pay.headers.location).toBe(`/payment_result?token=${s.transactionId}&session_id=${s.sessionId}`);
      // Paying at the provider alone adds nothing.
      expect(await balanceOf(t.db, accountKeys.businessCredit(b.user.id))).toBe(0);

      const url = `/api/transaction/verify?transactionId=${s.transactionId}&session_id=${s.sessionId}`;
      const v1 = await api.get(url, b.auth);
      expect(v1.status).toBe(200);
      expect(v1.body.data.transaction.amount).toBe(25.5);
      const v2 = await api.get(url, b.auth);
      expect(v2.status).toBe(200);
      expect(v2.body.data.transaction.amount).toBe(25.5);

      expect(await balanceOf(t.db, accountKeys.businessCredit(b.user.id))).toBe(2550);
      expect((await userBalances(t.db, b.user)).creditCents).toBe(2550);
      const msgs = await t.db.select().from(messages).where(eq(messages.userId, b.user.id));
      expect(msgs).toHaveLength(1);
      expect(msgs[0]).toMatchObject({ event: 3, title: 'Your top-up of $25.50 was received.' });
      const [row] = await t.db.select().from(topUps).where(eq(topUps.id, s.transactionId));
      expect(row.status).toBe('paid');
      const entries = await t.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, `topup:${s.transactionId}`));
      expect(entries).toHaveLength(1);
      await expectLedgerOk(t);
    });

    it('pushes the top-up message to the owner over the realtime channel, once', async () => {
      const b = await t.createUser(2);
      const pushed: Array<{ userId: string; event: string; payload: unknown }> = [];
      const original = t.app.deps.realtime;
      t.app.deps.realtime = {
        emitToUser: (userId, event, payload) => void pushed.push({ userId, event, payload }),
        disconnectUser: () => undefined,
        socketCount: () => 0,
        isConnected: async () => false,
      };
      try {
        const s = await topUp(t, b.auth, 42);
        await api.get(
          `/api/transaction/verify?transactionId=${s.transactionId}&session_id=${s.sessionId}`,
          b.auth,
        );
      } finally {
        t.app.deps.realtime = original;
      }
      expect(pushed).toEqual([
        {
          userId: b.user.id,
          event: 'message',
          payload: expect.objectContaining({
            title: 'Your top-up of $42.00 was received.',
            event: 3,
            isSeen: false,
          }),
        },
      ]);
    });

    it('a page reload after paying shows the payment as done', async () => {
      const b = await t.createUser(2);
      const s = await topUp(t, b.auth, 20);
      const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${s.sessionId}` });
      expect(page.body).toContain('already paid');
      expect(page.body).not.toContain('/complete');
    });

    it('Cancel answers 303, verify fails with an errors text and nothing is credited', async () => {
      const b = await t.createUser(2);
      const s = await startSandboxTopUp(t, b.auth, 30);
      const cancel = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${s.sessionId}/cancel` });
      expect(cancel.statusCode).toBe(303);
      expect(cancel.headers.location).toBe(
        `/payment_result?token=${s.transactionId}&session_id=${s.sessionId}`,
      );
      const v = await api.get(
        `/api/transaction/verify?transactionId=${s.transactionId}&session_id=${s.sessionId}`,
        b.auth,
      );
      expect(v.status).toBe(400);
      expect(v.body.errors).toBe(MONEY_MSG.paymentFailed);
      // Pay after cancel does not turn it into a payment.
      await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${s.sessionId}/complete` });
      expect((await api.get(`/api/transaction/verify?transactionId=${s.transactionId}`, b.auth)).status).toBe(
        400,
      );
      expect(await balanceOf(t.db, accountKeys.businessCredit(b.user.id))).toBe(0);
      await expectLedgerOk(t);
    });

    it('verify before paying says it is not confirmed yet (4xx) and credits nothing', async () => {
      const b = await t.createUser(2);
      const s = await startSandboxTopUp(t, b.auth, 40);
      const v = await api.get(
        `/api/transaction/verify?transactionId=${s.transactionId}&session_id=${s.sessionId}`,
        b.auth,
      );
      expect(v.status).toBe(409);
      expect(v.body.errors).toBe(MONEY_MSG.paymentPending);
      expect(await balanceOf(t.db, accountKeys.businessCredit(b.user.id))).toBe(0);
    });

    it('unknown sandbox sessions answer 404', async () => {
      for (const url of [
        '/sandbox/checkout/sbx_nope',
        '/sandbox/checkout/sbx_nope/complete',
        '/sandbox/checkout/sbx_nope/cancel',
      ]) {
        const res = await t.app.inject({ method: url.endsWith('nope') ? 'GET' : 'POST', url });
        expect(res.statusCode).toBe(404);
      }
    });
  });

  describe('online payment service (PayPal endpoint) without keys', () => {
    it('returns data.redirectLink.href to the sandbox and credits a venue once', async () => {
      const v = await t.createUser(1);
      const s = await topUp(t, v.auth, 60, 'paypal');
      expect(s.url).toContain('/sandbox/checkout/');
      expect(await balanceOf(t.db, accountKeys.venueCredit(v.user.id))).toBe(6000);
      expect((await userBalances(t.db, v.user)).creditCents).toBe(6000);
      await expectLedgerOk(t);
    });
  });

  describe('verify is for the payer only', () => {
    it("another user's top-up, a wrong session id and bad ids all answer 404", async () => {
      const b = await t.createUser(2);
      const other = await t.createUser(2);
      const s = await startSandboxTopUp(t, b.auth, 20);
      await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${s.sessionId}/complete` });
      const base = `/api/transaction/verify?transactionId=${s.transactionId}`;
      expect((await api.get(`${base}&session_id=${s.sessionId}`, other.auth)).status).toBe(404);
      expect((await api.get(`${base}&session_id=sbx_other`, b.auth)).status).toBe(404);
      for (const q of [
        'transactionId=nope',
        'transactionId=',
        '',
        'transactionId=00000000-0000-0000-0000-000000000000',
        'transactionId[]=a',
      ]) {
        const res = await api.get(`/api/transaction/verify?${q}`, b.auth);
        expect(res.status, q).toBeGreaterThanOrEqual(400);
        expect(res.status, q).toBeLessThan(500);
      }
      expect(await balanceOf(t.db, accountKeys.businessCredit(b.user.id))).toBe(0);
      // The payer can still verify it.
      expect((await api.get(`${base}&session_id=${s.sessionId}`, b.auth)).status).toBe(200);
    });
  });
});

describe('sandbox switched off (production without keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { paymentsSandbox: false } });
  });
  afterAll(() => t.close());

  it('refuses to start a top-up and serves no checkout page', async () => {
    const b = await t.createUser(2);
    const res = await client(t).post('/api/transaction/stripe', { amount: 25 }, b.auth);
    expect(res.status).toBe(503);
    expect(res.body.errors).toBe(MONEY_MSG.paymentsUnavailable);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/checkout/sbx_x' })).statusCode).toBe(404);
  });
});
