/**
 * Automatic payouts by Stripe Connect through the app (docs/payouts.md), against the local Connect mock
 * (support/platform-mocks/stripe-connect.ts): the send job's transfer and payout, instant payouts and their fee,
 * the Connect webhook settling each withdrawal once (in any order, replayed), a timeout and a 5xx retried without
 * a second transfer, and a refusal that waits for the operator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { instantFeeCents, WITHDRAW_STATUS } from '@spruik/shared';
import { payoutAccounts } from '../../src/db/schema';
import { accountKeys, balanceOf } from '../../src/ledger';
import { client, expectLedgerOk, fundCustomer } from '../money/helpers';
import {
  startStripeConnectMock,
  STRIPE_CONNECT_WEBHOOK_SECRET,
  STRIPE_MOCK_KEY,
  stripeError,
  type StripeConnectMock,
} from '../support/platform-mocks/stripe-connect';
import { createTestApp, type TestApp } from '../test-app';
import { balances, firstPayoutDone, row, withdraw, type User } from './payout-helpers';

describe('Stripe Connect payouts', () => {
  let t: TestApp;
  let mock: StripeConnectMock;
  let admin: User;
  beforeAll(async () => {
    mock = await startStripeConnectMock();
    t = await createTestApp({
      config: {
        stripeSecretKey: STRIPE_MOCK_KEY,
        stripeApiUrl: mock.url,
        stripeConnectWebhookSecret: STRIPE_CONNECT_WEBHOOK_SECRET,
      },
    });
    admin = await t.createUser(4);
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });

  const stamp = () => ({ timestamp: Math.floor(t.clock.now().getTime() / 1000) });
  async function deliver(w: { payload: string; signature: string }) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': w.signature },
      payload: w.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { received: true; duplicate?: true };
  }
  const transfersOf = (withdrawalId: string) =>
    mock.transfers.filter((x) => x.metadata.withdrawalId === withdrawalId);
  const payoutsOf = (withdrawalId: string) =>
    mock.payouts.filter((x) => x.metadata?.withdrawalId === withdrawalId);
  const reversalsOf = (transferId: string) => mock.reversals.filter((r) => r.transfer === transferId);

  /** The send job ran and Stripe's payout exists: the Connect event that pays it. */
  async function paidByWebhook(withdrawalId: string) {
    await t.app.deps.queue.drain();
    const { payoutRef } = await row(t, withdrawalId);
    expect(payoutRef).toMatch(/^po_/);
    await deliver(mock.payoutPaidWebhook(payoutRef!, stamp()));
  }

  /** Onboarded on Stripe (the mock) and told by account.updated; $200 in the wallet; first payout done. */
  async function stripePayee() {
    const u = await t.createUser(3);
    await fundCustomer(t, u.user.id, 20_000);
    const res = await client(t).post('/api/payouts/account', { rail: 'stripe' }, u.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    const [acct] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, u.user.id));
    const accountId = acct.stripeAccountId!;
    mock.completeOnboarding(accountId);
    await deliver(mock.accountUpdatedWebhook(accountId, stamp()));
    await firstPayoutDone(t, admin, u, paidByWebhook);
    return { ...u, accountId };
  }

  it('a standard payout: one transfer to the account, one payout on it; payout.paid pays it', async () => {
    const u = await stripePayee();
    const payoutsBefore = await balanceOf(t.db, accountKeys.externalPayouts());
    const w = await withdraw(t, u, 40);
    expect(w.state).toBe('queued');
    await t.app.deps.queue.drain();

    const [transfer] = transfersOf(w.id);
    expect(transfersOf(w.id)).toHaveLength(1);
    expect(transfer).toMatchObject({ amount: 4_000, currency: 'usd', destination: u.accountId });
    expect(payoutsOf(w.id)).toHaveLength(1);
    expect(payoutsOf(w.id)[0]).toMatchObject({ amount: 4_000, method: 'standard', account: u.accountId });
    const sent = await row(t, w.id);
    expect(sent).toMatchObject({ state: 'sent', providerRef: transfer.id, payoutRef: payoutsOf(w.id)[0].id });

    expect(await deliver(mock.payoutPaidWebhook(sent.payoutRef!, stamp()))).toEqual({ received: true });
    expect(await row(t, w.id)).toMatchObject({ state: 'paid', status: WITHDRAW_STATUS.verified });
    expect(await balances(t, u)).toMatchObject({ walletCents: 20_000 - 1_000 - 4_000, inFlightCents: 0 });
    expect(await balanceOf(t.db, accountKeys.externalPayouts())).toBe(payoutsBefore + 4_000);
    await expectLedgerOk(t);
  });

  it('an instant payout: method instant, the fee kept back; paid puts amount-fee out and the fee in revenue', async () => {
    const u = await stripePayee();
    const fee = instantFeeCents(5_000, t.config.payouts.instantFeePercent);
    expect(fee).toBe(50);
    const payoutsBefore = await balanceOf(t.db, accountKeys.externalPayouts());
    const revenueBefore = await balanceOf(t.db, accountKeys.platformRevenue());

    const w = await withdraw(t, u, 50, true);
    expect(w).toMatchObject({ state: 'queued', fee: 0.5 });
    await t.app.deps.queue.drain();
    expect(transfersOf(w.id).map((x) => x.amount)).toEqual([5_000 - fee]);
    expect(payoutsOf(w.id)).toHaveLength(1);
    expect(payoutsOf(w.id)[0]).toMatchObject({ amount: 5_000 - fee, method: 'instant' });

    await deliver(mock.payoutPaidWebhook((await row(t, w.id)).payoutRef!, stamp()));
    expect((await row(t, w.id)).state).toBe('paid');
    expect(await balanceOf(t.db, accountKeys.externalPayouts())).toBe(payoutsBefore + 5_000 - fee);
    expect(await balanceOf(t.db, accountKeys.platformRevenue())).toBe(revenueBefore + fee);
    expect(await balances(t, u)).toMatchObject({ walletCents: 20_000 - 1_000 - 5_000, inFlightCents: 0 });
    await expectLedgerOk(t);
  });

  it('payout.failed: the transfer reversed once, the money back once; a replay and a later paid change nothing', async () => {
    const u = await stripePayee();
    const w = await withdraw(t, u, 30);
    await t.app.deps.queue.drain();
    const sent = await row(t, w.id);
    const failed = mock.payoutFailedWebhook(sent.payoutRef!, 'account_closed', stamp());

    expect(await deliver(failed)).toEqual({ received: true });
    expect(reversalsOf(sent.providerRef!)).toHaveLength(1);
    expect(reversalsOf(sent.providerRef!)[0].amount).toBe(3_000);
    expect(mock.balanceOf(u.accountId)).toBe(0);
    const after = await row(t, w.id);
    expect(after).toMatchObject({ state: 'failed', status: WITHDRAW_STATUS.rejected });
    expect(after.failureReason).toBeTruthy();
    expect(await balances(t, u)).toMatchObject({ walletCents: 19_000, inFlightCents: 0 });

    // The same delivery again: a duplicate, no second reversal, no second return.
    expect(await deliver(failed)).toEqual({ received: true, duplicate: true });
    // Paid after failed (out of order): the first word stands.
    await deliver(mock.signed(mock.settlePayout(sent.payoutRef!, 'paid'), stamp()));
    expect(reversalsOf(sent.providerRef!)).toHaveLength(1);
    expect((await row(t, w.id)).state).toBe('failed');
    expect(await balances(t, u)).toMatchObject({ walletCents: 19_000, inFlightCents: 0 });
    await expectLedgerOk(t);
  });

  it('failed after paid (out of order): paid stands, nothing reversed, nothing returned', async () => {
    const u = await stripePayee();
    const w = await withdraw(t, u, 30);
    await t.app.deps.queue.drain();
    const sent = await row(t, w.id);
    await deliver(mock.payoutPaidWebhook(sent.payoutRef!, stamp()));
    await deliver(mock.payoutFailedWebhook(sent.payoutRef!, 'account_closed', stamp()));
    expect(reversalsOf(sent.providerRef!)).toHaveLength(0);
    expect(await row(t, w.id)).toMatchObject({ state: 'paid', status: WITHDRAW_STATUS.verified });
    expect(await balances(t, u)).toMatchObject({ walletCents: 16_000, inFlightCents: 0 });
    await expectLedgerOk(t);
  });

  it('a 5xx on the payout: the job retries with the same keys; one transfer, one payout', async () => {
    const u = await stripePayee();
    const w = await withdraw(t, u, 20);
    // Stripe says not to retry in the SDK: the job's own retry has to do it.
    mock.failNext(500, undefined, { path: '/v1/payouts' }, 1, { 'stripe-should-retry': 'false' });
    await t.app.deps.queue.drain();
    expect(await row(t, w.id)).toMatchObject({ state: 'sent', providerRef: null });
    expect(transfersOf(w.id)).toHaveLength(1);
    expect(payoutsOf(w.id)).toHaveLength(0);

    t.clock.advance(60_000);
    await t.app.deps.queue.drain({ all: true });
    const transferCalls = mock.requests.filter(
      (r) => r.path === '/v1/transfers' && r.idempotencyKey === w.id,
    );
    expect(transferCalls.length).toBeGreaterThanOrEqual(2);
    expect(transferCalls.at(-1)?.replayed).toBe(true);
    expect(transfersOf(w.id)).toHaveLength(1);
    expect(payoutsOf(w.id)).toHaveLength(1);
    const sent = await row(t, w.id);
    expect(sent).toMatchObject({ state: 'sent', providerRef: transfersOf(w.id)[0].id });
    await deliver(mock.payoutPaidWebhook(sent.payoutRef!, stamp()));
    expect((await row(t, w.id)).state).toBe('paid');
    await expectLedgerOk(t);
  });

  it('a timeout after Stripe made the transfer: the retry gets the same transfer; exactly one at the mock', async () => {
    const u = await stripePayee();
    const w = await withdraw(t, u, 20);
    mock.hangNext({ path: '/v1/transfers' });
    await t.app.deps.queue.drain({ all: true });
    expect(transfersOf(w.id)).toHaveLength(1);
    expect(payoutsOf(w.id)).toHaveLength(1);
    const sent = await row(t, w.id);
    expect(sent).toMatchObject({ state: 'sent', providerRef: transfersOf(w.id)[0].id });
    await deliver(mock.payoutPaidWebhook(sent.payoutRef!, stamp()));
    expect((await row(t, w.id)).state).toBe('paid');
    await expectLedgerOk(t);
  }, 60_000);

  it("a 4xx refusal: nothing sent, the withdrawal waits for the operator ('refused') with the reason", async () => {
    const u = await stripePayee();
    const w = await withdraw(t, u, 20);
    mock.failNext(
      400,
      stripeError(400, 'invalid_request_error', 'The destination account cannot receive transfers.', {
        code: 'account_invalid',
      }).body,
      { path: '/v1/transfers' },
    );
    await t.app.deps.queue.drain({ all: true });
    expect(transfersOf(w.id)).toHaveLength(0);
    const after = await row(t, w.id);
    expect(after).toMatchObject({
      state: 'waiting',
      waitReasons: ['refused'],
      status: WITHDRAW_STATUS.pending,
      providerRef: null,
    });
    expect(after.failureReason).toBeTruthy();
    expect(await balances(t, u)).toMatchObject({ walletCents: 17_000, inFlightCents: 2_000 });
    await expectLedgerOk(t);
  });
});
