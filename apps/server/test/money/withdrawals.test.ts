import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MONEY_MSG } from '@spruik/shared';
import { auditLog, bankAccounts, withdrawals } from '../../src/db/schema';
import { accountKeys, balanceOf, userBalances } from '../../src/ledger';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { addBank, client, expectLedgerOk, fundCustomer, topUp } from './helpers';

describe.each(databaseKinds)('withdrawals (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Awaited<ReturnType<TestApp['createUser']>>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    admin = await t.createUser(4, { name: 'Ada Admin' });
  });
  afterAll(() => t.close());

  const wallet = (id: string) => balanceOf(t.db, accountKeys.wallet(id));
  const venueCredit = (id: string) => balanceOf(t.db, accountKeys.venueCredit(id));
  const venueEarnings = (id: string) => balanceOf(t.db, accountKeys.venueEarnings(id));
  /** A customer pays the venue `cents` from the wallet at the counter: the venue's withdrawable earnings. */
  async function earn(v: Awaited<ReturnType<TestApp['createUser']>>, cents: number) {
    const c = await t.createUser(3);
    await fundCustomer(t, c.user.id, cents);
    const res = await api.post(
      '/api/payments',
      { wallet: (cents / 100).toFixed(2), pocket: 0, venueID: v.user.id },
      c.auth,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const decide = (id: string, approve: unknown, auth = admin.auth) =>
    api.post(
      `/api/admin/withdraws/${id}`,
      approve === false ? { approve, reason: 'The account name does not match.' } : { approve },
      auth,
    );

  describe('POST /api/users/bank', () => {
    it('needs a signed-in customer or venue', async () => {
      const body = { accountName: 'A', BSB: '063000', accountNumber: '123456' };
      expect((await api.post('/api/users/bank', body)).status).toBe(401);
      for (const role of [2, 4] as const) {
        expect((await api.post('/api/users/bank', body, (await t.createUser(role)).auth)).status).toBe(403);
      }
    });
    it('requires all three fields and valid numbers', async () => {
      const c = await t.createUser(3);
      const cases: Array<[unknown, string]> = [
        [{}, MONEY_MSG.bankForm],
        [{ accountName: 'Casey', BSB: '063000' }, MONEY_MSG.bankForm],
        [{ accountName: ' ', BSB: '063000', accountNumber: '123456' }, MONEY_MSG.bankForm],
        [{ accountName: 'Casey', BSB: '06300', accountNumber: '123456' }, MONEY_MSG.bsbInvalid],
        [{ accountName: 'Casey', BSB: 'abcdef', accountNumber: '123456' }, MONEY_MSG.bsbInvalid],
        [{ accountName: 'Casey', BSB: '063000', accountNumber: '12a456' }, MONEY_MSG.accountNumberInvalid],
        [{ accountName: 'Casey', BSB: '063000', accountNumber: '1234' }, MONEY_MSG.accountNumberInvalid],
        [{ accountName: 'x'.repeat(100), BSB: '063000', accountNumber: '123456' }, MONEY_MSG.accountNameLong],
        [{ accountName: ['a'], BSB: {}, accountNumber: 5 }, MONEY_MSG.bankForm],
      ];
      for (const [body, message] of cases) {
        const res = await api.post('/api/users/bank', body, c.auth);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(typeof res.body.errors).toBe('string');
        expect(res.body.errors).toBe(message);
      }
    });
    it("answers 'Success' and keeps one set of details per user (the latest)", async () => {
      const c = await t.createUser(3);
      const res = await api.post(
        '/api/users/bank',
        { accountName: 'Casey Jones', BSB: '063-000', accountNumber: '1234 5678' },
        c.auth,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Success');
      expect(res.body.data.customerBank).toEqual({
        accountName: 'Casey Jones',
        BSB: '063000',
        accountNumber: '12345678',
      });
      await api.post(
        '/api/users/bank',
        { accountName: 'Casey J', BSB: '062000', accountNumber: '87654321' },
        c.auth,
      );
      const rows = await t.db.select().from(bankAccounts).where(eq(bankAccounts.userId, c.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ accountName: 'Casey J', bsb: '062000', accountNumber: '87654321' });
    });
  });

  describe('POST /api/users/withdraw (customer)', () => {
    it('needs a signed-in customer', async () => {
      expect((await api.post('/api/users/withdraw', { amount: 10 })).status).toBe(401);
      for (const role of [1, 2, 4] as const) {
        expect(
          (await api.post('/api/users/withdraw', { amount: 10 }, (await t.createUser(role)).auth)).status,
        ).toBe(403);
      }
    });
    it("needs at least $10 ('Minimum $10') and a proper amount", async () => {
      const c = await t.createUser(3);
      await addBank(t, c.auth);
      for (const amount of [9.99, '9.99', 0, 1]) {
        const res = await api.post('/api/users/withdraw', { amount }, c.auth);
        expect(res.status).toBe(400);
        expect(res.body.errors).toBe(MONEY_MSG.withdrawMin);
      }
      for (const amount of ['-10', 'ten', '10.001', null, undefined]) {
        const res = await api.post('/api/users/withdraw', { amount }, c.auth);
        expect(res.status).toBe(400);
        expect(typeof res.body.errors).toBe('string');
      }
    });
    it('needs bank details first', async () => {
      const c = await t.createUser(3);
      await fundCustomer(t, c.user.id, 5000);
      const res = await api.post('/api/users/withdraw', { amount: 10 }, c.auth);
      expect(res.status).toBe(400);
      expect(res.body.errors).toBe(MONEY_MSG.bankRequired);
      expect(await wallet(c.user.id)).toBe(5000);
    });
    it('cannot take more than the wallet', async () => {
      const c = await t.createUser(3);
      await addBank(t, c.auth);
      expect((await api.post('/api/users/withdraw', { amount: 10 }, c.auth)).body.errors).toBe(
        MONEY_MSG.withdrawAboveWallet,
      );
      await fundCustomer(t, c.user.id, 1500);
      const res = await api.post('/api/users/withdraw', { amount: 15.01 }, c.auth);
      expect(res.status).toBe(400);
      expect(res.body.errors).toBe(MONEY_MSG.withdrawAboveWallet);
      expect(await wallet(c.user.id)).toBe(1500);
      expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, c.user.id))).toHaveLength(0);
      await expectLedgerOk(t);
    });
    it("moves the amount in flight at once and answers 'Success' with the new wallet", async () => {
      const c = await t.createUser(3);
      await addBank(t, c.auth);
      await fundCustomer(t, c.user.id, 2550);
      const res = await api.post('/api/users/withdraw', { amount: '12.25' }, c.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Success');
      expect(res.body.data.wallet).toBe(13.25);
      expect(res.body.data.withdraw).toMatchObject({ amount: 12.25, status: 1 });
      const b = await userBalances(t.db, c.user);
      expect(b).toMatchObject({ walletCents: 1325, inFlightCents: 1225 });
      const list = await api.get('/api/withdraws', c.auth);
      expect(list.body.data.withdraws).toEqual([
        {
          _id: res.body.data.withdraw.id,
          id: res.body.data.withdraw.id,
          amount: 12.25,
          createdAt: expect.any(String),
          status: 1,
          rail: 'bank',
          state: 'waiting',
          instant: false,
          fee: 0,
          failureReason: null,
          paidAt: null,
        },
      ]);
      await expectLedgerOk(t);
    });
  });

  describe('POST /api/withdraws (venue)', () => {
    it('is for venues only', async () => {
      expect((await api.post('/api/withdraws', { amount: 10 })).status).toBe(401);
      for (const role of [2, 3, 4] as const) {
        expect(
          (await api.post('/api/withdraws', { amount: 10 }, (await t.createUser(role)).auth)).status,
        ).toBe(403);
      }
    });
    it('needs an amount above $0 and not above the venue earnings (a top-up is not withdrawable)', async () => {
      const v = await t.createUser(1);
      await addBank(t, v.auth);
      for (const amount of [0, '0.00']) {
        const res = await api.post('/api/withdraws', { amount }, v.auth);
        expect(res.status).toBe(400);
        expect(res.body.errors).toBe(MONEY_MSG.withdrawAboveZero);
      }
      await topUp(t, v.auth, 20);
      const res = await api.post('/api/withdraws', { amount: 0.01 }, v.auth);
      expect(res.status).toBe(400);
      expect(res.body.errors).toBe(MONEY_MSG.withdrawAboveEarnings);
      expect(await venueCredit(v.user.id)).toBe(2000);
    });
    it("answers 'Successfully requested' with the withdraw, the credit and the withdrawable left", async () => {
      const v = await t.createUser(1);
      await addBank(t, v.auth);
      await earn(v, 2000);
      const res = await api.post('/api/withdraws', { amount: 0.01 }, v.auth);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        message: 'Successfully requested',
        credit: 19.99,
        withdrawable: 19.99,
        withdraw: { amount: 0.01, status: 1 },
      });
      const list = await api.get('/api/withdraws', v.auth);
      expect(list.body.data.withdraws).toHaveLength(1);
      expect(await userBalances(t.db, v.user)).toMatchObject({ creditCents: 1999, earningsCents: 1999 });
      await expectLedgerOk(t);
    });
  });

  describe('GET /api/withdraws', () => {
    it("lists only the caller's own withdrawals, and needs sign-in", async () => {
      expect((await api.get('/api/withdraws')).status).toBe(401);
      const a = await t.createUser(3);
      const b = await t.createUser(3);
      await addBank(t, a.auth);
      await fundCustomer(t, a.user.id, 1000);
      await api.post('/api/users/withdraw', { amount: 10 }, a.auth);
      expect((await api.get('/api/withdraws', a.auth)).body.data.withdraws).toHaveLength(1);
      expect((await api.get('/api/withdraws', b.auth)).body.data.withdraws).toEqual([]);
      expect((await api.get('/api/withdraws', (await t.createUser(4)).auth)).status).toBe(403);
    });
  });

  describe('admin decisions', () => {
    async function pendingCustomerWithdrawal(cents = 2000) {
      const c = await t.createUser(3, { name: 'Casey Creator', email: `casey-${Math.random()}@example.com` });
      await addBank(t, c.auth);
      await fundCustomer(t, c.user.id, cents);
      const res = await api.post('/api/users/withdraw', { amount: cents / 100 }, c.auth);
      expect(res.status).toBe(200);
      return { c, id: res.body.data.withdraw.id as string };
    }

    it('lists pending withdrawals with user and bank details, for admins only', async () => {
      const { c, id } = await pendingCustomerWithdrawal();
      expect((await api.get('/api/admin/withdraws?status=1')).status).toBe(401);
      expect((await api.get('/api/admin/withdraws?status=1', c.auth)).status).toBe(403);
      const res = await api.get('/api/admin/withdraws?status=1', admin.auth);
      expect(res.status).toBe(200);
      const row = res.body.data.withdraws.find((w: { id: string }) => w.id === id);
      expect(row).toMatchObject({
        _id: id,
        amount: 20,
        status: 1,
        user: { id: c.user.id, name: 'Casey Creator', email: c.user.email, role: 3 },
        bank: { accountName: 'Casey Jones', BSB: '063000', accountNumber: '12345678' },
      });
      for (const q of ['status=9', 'status=abc', 'status=1.5']) {
        expect((await api.get(`/api/admin/withdraws?${q}`, admin.auth)).status).toBe(400);
      }
      expect((await api.get('/api/admin/withdraws', admin.auth)).status).toBe(200);
    });

    it('verify pays out once: in flight -> external payouts; a second decision is 409', async () => {
      const { c, id } = await pendingCustomerWithdrawal(2000);
      expect((await decide(id, true, c.auth)).status).toBe(403);
      const res = await decide(id, true);
      expect(res.status).toBe(200);
      expect(res.body.data.withdraw).toMatchObject({ id, status: 2 });
      for (const approve of [true, false]) {
        const again = await decide(id, approve);
        expect(again.status).toBe(409);
        expect(again.body.errors).toBe('This withdrawal has already been decided.');
      }
      expect(await wallet(c.user.id)).toBe(0);
      expect(await balanceOf(t.db, accountKeys.withdrawal(id))).toBe(0);
      expect((await api.get('/api/withdraws', c.auth)).body.data.withdraws[0].status).toBe(2);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: admin.user.id,
        action: 'withdrawal.verify',
        targetType: 'withdrawal',
      });
      expect(audit[0].before).toMatchObject({ status: 1, amountCents: 2000 });
      expect(audit[0].after).toMatchObject({ status: 2 });
      await expectLedgerOk(t);
    });

    it('reject returns the money to the wallet, once', async () => {
      const { c, id } = await pendingCustomerWithdrawal(1234);
      expect((await decide(id, false)).body.data.withdraw.status).toBe(3);
      expect((await decide(id, false)).status).toBe(409);
      expect(await wallet(c.user.id)).toBe(1234);
      expect(
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'withdrawal.reject'))),
      ).toHaveLength(1);
      await expectLedgerOk(t);
    });

    it('reject returns a venue withdrawal to the venue earnings', async () => {
      const v = await t.createUser(1);
      await addBank(t, v.auth);
      await earn(v, 2500);
      const res = await api.post('/api/withdraws', { amount: 25 }, v.auth);
      expect(await venueEarnings(v.user.id)).toBe(0);
      expect((await decide(res.body.data.withdraw.id, false)).status).toBe(200);
      expect(await venueEarnings(v.user.id)).toBe(2500);
      await expectLedgerOk(t);
    });

    it('a rejection needs a reason, which the account holder is messaged', async () => {
      const { c, id } = await pendingCustomerWithdrawal(1500);
      for (const body of [{ approve: false }, { approve: false, reason: '   ' }]) {
        const res = await api.post(`/api/admin/withdraws/${id}`, body, admin.auth);
        expect(res.status).toBe(400);
        expect(res.body.errors).toBe(MONEY_MSG.rejectReasonRequired);
      }
      const long = await api.post(
        `/api/admin/withdraws/${id}`,
        { approve: false, reason: 'x'.repeat(301) },
        admin.auth,
      );
      expect(long.body.errors).toBe(MONEY_MSG.rejectReasonLong);
      const res = await api.post(
        `/api/admin/withdraws/${id}`,
        { approve: false, reason: 'The account is not in your name.' },
        admin.auth,
      );
      expect(res.status).toBe(200);
      const messages = (await api.get('/api/messages', c.auth)).body.data.messages;
      expect(messages[0].title).toBe(
        'Your withdrawal of $15.00 was rejected (The account is not in your name.). The money is back in your balance.',
      );
      const list = await api.get('/api/admin/withdraws?status=3', admin.auth);
      const item = list.body.data.withdraws.find((w: { id: string }) => w.id === id);
      expect(item.rejectReason).toBe('The account is not in your name.');
    });

    it('a withdrawal without bank details cannot be marked paid', async () => {
      const { c, id } = await pendingCustomerWithdrawal(1200);
      // A request from before bank details were required carries no copy.
      await t.db
        .update(withdrawals)
        .set({ accountName: null, bsb: null, accountNumber: null })
        .where(eq(withdrawals.id, id));
      const res = await decide(id, true);
      expect(res.status).toBe(400);
      expect(res.body.errors).toBe(MONEY_MSG.payNeedsBank);
      expect((await decide(id, false)).status).toBe(200);
      expect(await wallet(c.user.id)).toBe(1200);
      await expectLedgerOk(t);
    });

    it('the console shows the copied details and flags a change in the 7 days before the request', async () => {
      const c = await t.createUser(3);
      await fundCustomer(t, c.user.id, 5000);
      const realNow = t.clock.now();
      const save = (accountNumber: string) =>
        api.post('/api/users/bank', { accountName: 'Casey Jones', BSB: '063000', accountNumber }, c.auth);
      // Saved 8 days ago: not flagged.
      t.clock.set(new Date(realNow.getTime() - 8 * 86_400_000));
      expect((await save('11111111')).status).toBe(200);
      t.clock.set(realNow);
      expect((await save('11111111')).status).toBe(200); // the same details again are no change
      const old = await api.post('/api/users/withdraw', { amount: 10 }, c.auth);
      // Changed today: the next request is flagged.
      expect((await save('22222222')).status).toBe(200);
      const fresh = await api.post('/api/users/withdraw', { amount: 10 }, c.auth);
      // A later change never rewrites what a request copied.
      expect((await save('33333333')).status).toBe(200);

      const list = (await api.get('/api/admin/withdraws?status=1', admin.auth)).body.data.withdraws;
      const card = (id: string) => list.find((w: { id: string }) => w.id === id);
      expect(card(old.body.data.withdraw.id)).toMatchObject({
        bank: { accountName: 'Casey Jones', BSB: '063000', accountNumber: '11111111' },
        bankChangedRecently: false,
      });
      expect(card(fresh.body.data.withdraw.id)).toMatchObject({
        bank: { accountName: 'Casey Jones', BSB: '063000', accountNumber: '22222222' },
        bankChangedRecently: true,
      });
    });

    it('refuses bad decisions and unknown ids with 4xx', async () => {
      const { id } = await pendingCustomerWithdrawal();
      for (const approve of ['yes', 1, null, undefined]) {
        const res = await decide(id, approve);
        expect(res.status).toBe(400);
        expect(res.body.errors).toBe(MONEY_MSG.decisionRequired);
      }
      expect((await decide('00000000-0000-0000-0000-000000000000', true)).status).toBe(404);
      expect((await decide('nope', true)).status).toBe(404);
      expect((await decide(id, true)).status).toBe(200);
    });
  });

  describe('GET /api/admin/ledger/check', () => {
    it('is for admins and reports ok', async () => {
      expect((await api.get('/api/admin/ledger/check')).status).toBe(401);
      expect((await api.get('/api/admin/ledger/check', (await t.createUser(3)).auth)).status).toBe(403);
      const res = await api.get('/api/admin/ledger/check', admin.auth);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ok: true, problems: [], checkedAt: t.clock.now().toISOString() });
    });
  });
});
