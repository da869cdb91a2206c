/**
 * Automatic payouts in TEST MODE (no provider keys: the sandbox rails; docs/payouts.md): which rule makes a
 * withdrawal wait for the operator, and a payee who passes them all paid by the send job and the sandbox's answer,
 * or refunded once when the sandbox fails it (an amount ending in .13).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MONEY_MSG, WITHDRAW_STATUS } from '@spruik/shared';
import { withdrawals } from '../../src/db/schema';
import { accountKeys, balanceOf } from '../../src/ledger';
import { applyPayoutOutcome } from '../../src/features/withdrawals/payouts.service';
import { SANDBOX_FAILURE_TEXT, sandboxOutcome } from '../../src/features/withdrawals/rails/sandbox';
import { addBank, client, expectLedgerOk, fundCustomer } from '../money/helpers';
import { createTestApp, type TestApp } from '../test-app';
import {
  approve,
  balances,
  firstPayoutDone,
  messagesLike,
  readySandboxStripe,
  row,
  runPayoutJobs,
  withdraw,
  type User,
} from './payout-helpers';

describe('automatic payouts (TEST MODE)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: User;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    admin = await t.createUser(4);
  });
  afterAll(() => t.close());

  /** A customer with $100 in the wallet. */
  async function funded(overrides: Parameters<TestApp['createUser']>[1] = {}) {
    const u = await t.createUser(3, overrides);
    await fundCustomer(t, u.user.id, 10_000);
    return u;
  }
  /** A customer whose Stripe account is ready and whose first payout is done: none of the rules holds. */
  async function trustedPayee(overrides: Parameters<TestApp['createUser']>[1] = {}) {
    const u = await funded(overrides);
    await readySandboxStripe(t, u);
    await firstPayoutDone(t, admin, u);
    return u;
  }
  const adminItem = async (id: string) => {
    const res = await api.get(`/api/admin/withdraws?q=${id.slice(0, 8)}`, admin.auth);
    expect(res.status).toBe(200);
    return (res.body.data.withdraws as Array<{ id: string; waitReasons: string[]; state: string }>).find(
      (w) => w.id === id,
    );
  };

  it('runs in TEST MODE: sandbox on, no provider keys', () => {
    expect(t.config.paymentsSandbox).toBe(true);
    expect(t.config.stripeSecretKey).toBeFalsy();
    expect(t.config.paypalClientId).toBeFalsy();
  });

  describe('the rules that make a withdrawal wait for the operator', () => {
    it("bank rail: 'bank' (and 'first'); the admin list shows the reasons", async () => {
      const u = await funded();
      await addBank(t, u.auth, '11110001');
      const w = await withdraw(t, u, 20);
      expect(w.state).toBe('waiting');
      expect((await row(t, w.id)).waitReasons).toEqual(['bank', 'first']);
      expect((await adminItem(w.id))?.waitReasons).toEqual(['bank', 'first']);
      await t.app.deps.queue.drain({ all: true });
      expect((await row(t, w.id)).state).toBe('waiting');
    });

    it("Stripe chosen but onboarding unfinished: 'account'", async () => {
      const u = await funded();
      expect((await api.post('/api/payouts/account', { rail: 'stripe' }, u.auth)).status).toBe(200);
      const w = await withdraw(t, u, 20);
      expect(w.state).toBe('waiting');
      expect((await row(t, w.id)).waitReasons).toEqual(['account', 'first']);
      expect((await adminItem(w.id))?.waitReasons).toEqual(['account', 'first']);
    });

    it("the payee's first payout: 'first' alone; the operator's approval queues it (not paid at once)", async () => {
      const u = await funded();
      await readySandboxStripe(t, u);
      const w = await withdraw(t, u, 20);
      expect((await row(t, w.id)).waitReasons).toEqual(['first']);
      const approved = await approve(t, admin, w.id);
      expect(approved).toMatchObject({ state: 'queued', status: WITHDRAW_STATUS.pending });
      expect(await balanceOf(t.db, accountKeys.withdrawal(w.id))).toBe(2000);
      await runPayoutJobs(t);
      expect(await row(t, w.id)).toMatchObject({ state: 'paid', status: WITHDRAW_STATUS.verified });
      expect(await balanceOf(t.db, accountKeys.withdrawal(w.id))).toBe(0);
      await expectLedgerOk(t);
    });

    it("two accounts sharing a phone: 'trust'", async () => {
      const phone = '0499000111';
      await t.createUser(3, { phone: '0499 000 111' });
      const u = await trustedPayee({ phone });
      const w = await withdraw(t, u, 20);
      expect(w.state).toBe('waiting');
      expect((await row(t, w.id)).waitReasons).toEqual(['trust']);
      expect((await adminItem(w.id))?.waitReasons).toEqual(['trust']);
    });

    it("above the daily automatic limit: 'limit' (what already went out today counts)", async () => {
      expect(t.config.payouts.autoDailyLimitCents).toBe(20_000);
      const u = await trustedPayee();
      await fundCustomer(t, u.user.id, 20_000);
      const a = await withdraw(t, u, 150);
      expect(a.state).toBe('queued');
      const b = await withdraw(t, u, 60);
      expect(b.state).toBe('waiting');
      expect((await row(t, b.id)).waitReasons).toEqual(['limit']);
      // Exactly up to the limit still goes.
      const c = await withdraw(t, u, 50);
      expect(c.state).toBe('queued');
      await runPayoutJobs(t);
      expect((await row(t, a.id)).state).toBe('paid');
      expect((await row(t, c.id)).state).toBe('paid');
      expect((await row(t, b.id)).state).toBe('waiting');
      await expectLedgerOk(t);
    });

    it("held by a reversal after it was queued: the send job makes it wait ('held'), nothing sent", async () => {
      const u = await trustedPayee();
      const w = await withdraw(t, u, 30);
      expect(w.state).toBe('queued');
      // What a refund or chargeback of a campaign owner that paid this creator does (holds.ts).
      await t.db
        .update(withdrawals)
        .set({ heldAt: t.clock.now(), heldReason: 'A top-up was refunded.' })
        .where(eq(withdrawals.id, w.id));
      await runPayoutJobs(t);
      const after = await row(t, w.id);
      expect(after).toMatchObject({ state: 'waiting', waitReasons: ['held'], providerRef: null });
      expect(await balanceOf(t.db, accountKeys.withdrawal(w.id))).toBe(3000);
      expect((await adminItem(w.id))?.waitReasons).toEqual(['held']);
      // The operator must release it before letting it go.
      const res = await api.post(`/api/admin/withdraws/${w.id}`, { approve: true }, admin.auth);
      expect(res.status).toBe(409);
      expect(res.body.errors).toBe(MONEY_MSG.withdrawHeld);
      await expectLedgerOk(t);
    });
  });

  describe('a payee who passes every rule', () => {
    it('is queued, sent, then paid by the sandbox: status 2, wallet and in-flight right, message written', async () => {
      const u = await trustedPayee();
      const before = await balances(t, u);
      expect(before).toMatchObject({ walletCents: 9_000, inFlightCents: 0 });
      const payoutsBefore = await balanceOf(t.db, accountKeys.externalPayouts());

      const w = await withdraw(t, u, 25);
      expect(w).toMatchObject({ state: 'queued', status: WITHDRAW_STATUS.pending });
      expect(await balances(t, u)).toMatchObject({ walletCents: 6_500, inFlightCents: 2_500 });

      await t.app.deps.queue.drain();
      expect((await row(t, w.id)).state).toBe('sent');
      expect((await row(t, w.id)).providerRef).toBe(`sandbox_stripe_${w.id}`);
      // The sandbox answers 2 s later: not before.
      await t.app.deps.queue.drain();
      expect((await row(t, w.id)).state).toBe('sent');
      t.clock.advance(2_000);
      await t.app.deps.queue.drain();

      expect(await row(t, w.id)).toMatchObject({ state: 'paid', status: WITHDRAW_STATUS.verified });
      expect((await row(t, w.id)).paidAt).not.toBeNull();
      expect(await balances(t, u)).toMatchObject({ walletCents: 6_500, inFlightCents: 0 });
      expect(await balanceOf(t.db, accountKeys.externalPayouts())).toBe(payoutsBefore + 2_500);
      expect(await messagesLike(t, u.user.id, 'was paid to your Stripe account')).toHaveLength(2);
      const own = await api.get('/api/withdraws', u.auth);
      expect(own.body.data.withdraws[0]).toMatchObject({ id: w.id, state: 'paid', status: 2 });
      await expectLedgerOk(t);
    });

    it('a sandbox failure (.13): failed, the money back in the wallet exactly once, the reason shown', async () => {
      const u = await trustedPayee();
      const w = await withdraw(t, u, '25.13');
      expect(w.state).toBe('queued');
      expect(await balances(t, u)).toMatchObject({ walletCents: 9_000 - 2_513, inFlightCents: 2_513 });
      await runPayoutJobs(t);

      expect(await row(t, w.id)).toMatchObject({
        state: 'failed',
        status: WITHDRAW_STATUS.rejected,
        failureReason: SANDBOX_FAILURE_TEXT,
      });
      expect(await balances(t, u)).toMatchObject({ walletCents: 9_000, inFlightCents: 0 });
      const own = await api.get('/api/withdraws', u.auth);
      expect(own.body.data.withdraws[0]).toMatchObject({
        id: w.id,
        state: 'failed',
        failureReason: SANDBOX_FAILURE_TEXT,
      });
      expect(await messagesLike(t, u.user.id, 'failed (The bank account is closed.)')).toHaveLength(1);

      // The same answer again (a replay), or another event for it: nothing moves.
      const log = t.app.log;
      const outcome = sandboxOutcome(await row(t, w.id));
      expect(
        await applyPayoutOutcome(t.app.deps, log, outcome, {
          id: `sandbox:payout:${w.id}`,
          provider: 'sandbox',
          type: 'payout.failed',
        }),
      ).toEqual({ duplicate: true });
      await applyPayoutOutcome(t.app.deps, log, outcome, {
        id: `other:${w.id}`,
        provider: 'sandbox',
        type: 'x',
      });
      await applyPayoutOutcome(
        t.app.deps,
        log,
        { withdrawalId: w.id, state: 'paid', payoutRef: null },
        { id: `late-paid:${w.id}`, provider: 'sandbox', type: 'payout.paid' },
      );
      expect(await balances(t, u)).toMatchObject({ walletCents: 9_000, inFlightCents: 0 });
      expect((await row(t, w.id)).state).toBe('failed');
      expect(await messagesLike(t, u.user.id, 'failed (')).toHaveLength(1);
      await expectLedgerOk(t);
    });
  });

  it('bulk "mark paid" refuses a Stripe-rail withdrawal and leaves it waiting', async () => {
    const u = await funded();
    await readySandboxStripe(t, u);
    const w = await withdraw(t, u, 20);
    expect(w.state).toBe('waiting');
    const res = await api.post('/api/admin/withdraws/pay', { ids: [w.id] }, admin.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.paid).toEqual([]);
    expect(res.body.data.refused).toEqual([{ id: w.id, reason: MONEY_MSG.payNeedsBankRail }]);
    expect(await row(t, w.id)).toMatchObject({ state: 'waiting', status: WITHDRAW_STATUS.pending });
    expect(await balanceOf(t.db, accountKeys.withdrawal(w.id))).toBe(2_000);
    await expectLedgerOk(t);
  });
});
