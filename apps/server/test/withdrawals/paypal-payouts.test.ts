/**
 * Automatic payouts by PayPal Payouts through the app (docs/payouts.md), against the local Payouts mock
 * (support/platform-mocks/paypal-payouts.ts): one batch per withdrawal, payout item events on the PayPal webhook
 * settling each withdrawal once, an unclaimed item cancelled before its money comes back, and a 5xx on the send
 * retried by the queue without a second batch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAW_STATUS } from '@spruik/shared';
import { accountKeys, balanceOf, payCustomer } from '../../src/ledger';
import { client, expectLedgerOk, topUp } from '../money/helpers';
import { PAYPAL_WEBHOOK_ID } from '../money/provider-mocks';
import {
  startPayPalPayoutsMock,
  type PayoutItemEventType,
  type PayPalPayoutsMock,
} from '../support/platform-mocks/paypal-payouts';
import { latestCode } from '../support/sign-up';
import { createTestApp, type TestApp } from '../test-app';
import { balances, firstPayoutDone, row, withdraw, type User } from './payout-helpers';

describe('PayPal payouts', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let mock: PayPalPayoutsMock;
  let admin: User;
  beforeAll(async () => {
    mock = await startPayPalPayoutsMock();
    t = await createTestApp({
      config: {
        paypalClientId: 'pp-client',
        paypalClientSecret: 'pp-secret',
        paypalApiUrl: mock.url,
        paypalWebhookId: PAYPAL_WEBHOOK_ID,
      },
    });
    api = client(t);
    admin = await t.createUser(4);
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });

  /** $200 in the wallet, from a business's card top-up (TEST MODE card: PayPal here is the Payouts mock). */
  async function fund(u: User, cents: number) {
    const business = await t.createUser(2);
    await topUp(t, business.auth, Math.ceil(cents / 100), 'card');
    await t.db.transaction((tx) =>
      payCustomer(tx, {
        fromKey: accountKeys.businessCredit(business.user.id),
        customerId: u.user.id,
        amountCents: cents,
        key: `test:pay:${u.user.id}:${Math.random()}`,
        memo: 'Test Business',
      }),
    );
  }

  /** A PAYMENT.PAYOUTS-ITEM.<type> delivery for the withdrawal's item, signed as PayPal sends it. */
  async function itemEvent(withdrawalId: string, type: PayoutItemEventType) {
    const item = mock.itemOf(withdrawalId);
    expect(item, 'the withdrawal has a payout item at PayPal').toBeDefined();
    return mock.signed(mock.itemEvent(item!.payoutItemId, type), { time: t.clock.now() });
  }
  async function deliver(d: { payload: string; headers: Record<string, string> }) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/paypal/webhook',
      headers: d.headers,
      payload: d.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { received: true; duplicate?: true };
  }
  const succeeded = async (withdrawalId: string) => {
    await t.app.deps.queue.drain();
    await deliver(await itemEvent(withdrawalId, 'SUCCEEDED'));
  };

  /** A payee whose PayPal e-mail is confirmed by the mailed code, with $200 and the first payout done. */
  async function paypalPayee() {
    const u = await t.createUser(3);
    await fund(u, 20_000);
    const email = `pp-${u.user.id.slice(0, 8)}@example.com`;
    const res = await api.post('/api/payouts/account', { rail: 'paypal', email }, u.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await api.post('/api/payouts/account/confirm', { code }, u.auth);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.payoutAccount).toMatchObject({ rail: 'paypal', ready: true });
    await firstPayoutDone(t, admin, u, succeeded);
    return { ...u, email };
  }

  it('one batch named by the withdrawal; SUCCEEDED pays it', async () => {
    const u = await paypalPayee();
    const payoutsBefore = await balanceOf(t.db, accountKeys.externalPayouts());
    const w = await withdraw(t, u, 35);
    expect(w.state).toBe('queued');
    await t.app.deps.queue.drain();

    const batches = [...mock.batches.values()].filter((b) => b.senderBatchId === w.id);
    expect(batches).toHaveLength(1);
    expect(batches[0].amount).toEqual({ currency: 'USD', value: '35.00' });
    const item = mock.itemOf(w.id)!;
    expect(item.sent).toMatchObject({ receiver: u.email, sender_item_id: w.id });
    expect(await row(t, w.id)).toMatchObject({ state: 'sent', providerRef: batches[0].payoutBatchId });

    expect(await deliver(await itemEvent(w.id, 'SUCCEEDED'))).toEqual({ received: true });
    expect(await row(t, w.id)).toMatchObject({ state: 'paid', status: WITHDRAW_STATUS.verified });
    expect(await balances(t, u)).toMatchObject({ walletCents: 20_000 - 1_000 - 3_500, inFlightCents: 0 });
    expect(await balanceOf(t.db, accountKeys.externalPayouts())).toBe(payoutsBefore + 3_500);
    await expectLedgerOk(t);
  });

  it.each(['FAILED', 'RETURNED', 'BLOCKED'] as const)(
    '%s: failed, the money back once; the replayed event is a duplicate',
    async (type) => {
      const u = await paypalPayee();
      const w = await withdraw(t, u, 30);
      await t.app.deps.queue.drain();
      const delivery = await itemEvent(w.id, type);
      expect(await deliver(delivery)).toEqual({ received: true });
      const after = await row(t, w.id);
      expect(after).toMatchObject({ state: 'failed', status: WITHDRAW_STATUS.rejected });
      expect(after.failureReason).toBeTruthy();
      expect(await balances(t, u)).toMatchObject({ walletCents: 19_000, inFlightCents: 0 });
      // Nothing was unclaimed: nothing to cancel.
      expect(mock.cancels).not.toContain(mock.itemOf(w.id)!.payoutItemId);

      expect(await deliver(delivery)).toEqual({ received: true, duplicate: true });
      expect(await balances(t, u)).toMatchObject({ walletCents: 19_000, inFlightCents: 0 });
      await expectLedgerOk(t);
    },
  );

  it('UNCLAIMED: the item is cancelled at PayPal, then the money comes back', async () => {
    const u = await paypalPayee();
    const w = await withdraw(t, u, 30);
    await t.app.deps.queue.drain();
    const itemId = mock.itemOf(w.id)!.payoutItemId;
    await deliver(await itemEvent(w.id, 'UNCLAIMED'));
    expect(mock.cancels).toEqual(expect.arrayContaining([itemId]));
    expect(mock.cancels.filter((c) => c === itemId)).toHaveLength(1);
    expect(mock.itemOf(w.id)!.status).toBe('RETURNED');
    expect(await row(t, w.id)).toMatchObject({ state: 'failed', payoutRef: itemId });
    expect(await balances(t, u)).toMatchObject({ walletCents: 19_000, inFlightCents: 0 });
    await expectLedgerOk(t);
  });

  it('a 5xx on the send: the queue retries it, and PayPal holds one batch', async () => {
    const u = await paypalPayee();
    const w = await withdraw(t, u, 20);
    mock.failNext({ status: 500, name: 'INTERNAL_SERVER_ERROR' });
    await t.app.deps.queue.drain();
    expect(await row(t, w.id)).toMatchObject({ state: 'sent', providerRef: null });
    expect([...mock.batches.values()].filter((b) => b.senderBatchId === w.id)).toHaveLength(0);

    t.clock.advance(60_000);
    await t.app.deps.queue.drain({ all: true });
    const sentCalls = mock
      .payoutCalls()
      .filter(
        (c) =>
          (c.json as { sender_batch_header?: { sender_batch_id?: string } }).sender_batch_header
            ?.sender_batch_id === w.id,
      );
    expect(sentCalls).toHaveLength(2);
    const batches = [...mock.batches.values()].filter((b) => b.senderBatchId === w.id);
    expect(batches).toHaveLength(1);
    expect((await row(t, w.id)).providerRef).toBe(batches[0].payoutBatchId);
    await deliver(await itemEvent(w.id, 'SUCCEEDED'));
    expect((await row(t, w.id)).state).toBe('paid');
    await expectLedgerOk(t);
  });
});
