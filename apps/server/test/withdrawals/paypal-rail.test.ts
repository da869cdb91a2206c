/**
 * The PayPal Payouts rail against the local PayPal (test/support/platform-mocks/paypal-payouts.ts): no app, no
 * database. What is sent, that a retry never makes a second batch, which errors refuse and which retry, the
 * unclaimed item's cancel, and what each payout item webhook means for the withdrawal.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { testConfig } from '../../src/config/env';
import { paypalClient } from '../../src/plugins/providers/paypal-client';
import {
  isPayPalPayoutEvent,
  paypalPayoutOutcome,
  paypalRail,
} from '../../src/features/withdrawals/rails/paypal';
import { RailRefused, type PayoutOrder } from '../../src/features/withdrawals/rails/types';
import { PAYPAL_WEBHOOK_ID } from '../money/provider-mocks';
import { startPayPalPayoutsMock, type PayPalPayoutsMock } from '../support/platform-mocks/paypal-payouts';

const log = pino({ level: 'silent' });
let paypal: PayPalPayoutsMock;

beforeAll(async () => {
  paypal = await startPayPalPayoutsMock();
});
afterAll(() => paypal.close());
afterEach(() => {
  paypal.state.down = false;
  paypal.state.balanceCents = null;
  vi.restoreAllMocks();
});

/** A config of its own per test, so each test's client gets its own access token. */
const config = () =>
  testConfig({ paypalClientId: 'pp-client', paypalClientSecret: 'pp-secret', paypalApiUrl: paypal.url });
const rail = () => paypalRail(config(), log);
const order = (over: Partial<PayoutOrder> = {}): PayoutOrder => ({
  withdrawalId: randomUUID(),
  amountCents: 1234,
  destination: 'payee@example.com',
  instant: false,
  ...over,
});
const batchesOf = (withdrawalId: string) =>
  [...paypal.batches.values()].filter((b) => b.senderBatchId === withdrawalId);
const callsOf = (withdrawalId: string) => paypal.payoutCalls().filter((r) => r.requestId === withdrawalId);

describe('send', () => {
  it('creates one batch with one item, named by the withdrawal, and answers its payout_batch_id', async () => {
    const o = order();
    const sent = await rail().send(o);

    const [batch] = batchesOf(o.withdrawalId);
    expect(batchesOf(o.withdrawalId)).toHaveLength(1);
    expect(sent).toEqual({ providerRef: batch.payoutBatchId, payoutRef: null });
    const [call] = callsOf(o.withdrawalId);
    expect(call.requestId).toBe(o.withdrawalId);
    expect(call.json).toEqual({
      sender_batch_header: {
        sender_batch_id: o.withdrawalId,
        recipient_type: 'EMAIL',
        email_subject: expect.any(String),
        email_message: expect.any(String),
      },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: '12.34', currency: 'USD' },
          receiver: 'payee@example.com',
          sender_item_id: o.withdrawalId,
          note: expect.any(String),
        },
      ],
    });
    expect(batch.status).toBe('PENDING');
    expect(paypal.itemOf(o.withdrawalId)).toMatchObject({
      status: 'PENDING',
      payoutBatchId: batch.payoutBatchId,
    });
  });

  it.each([
    [5, '0.05'],
    [100, '1.00'],
    [100_000_00, '100000.00'],
  ])('sends %i cents as "%s" USD', async (amountCents, value) => {
    const o = order({ amountCents });
    await rail().send(o);
    expect(paypal.itemOf(o.withdrawalId)?.sent.amount).toEqual({ value, currency: 'USD' });
  });

  it('a retry with the same withdrawal gets the first batch back and makes no second one', async () => {
    const o = order();
    const first = await rail().send(o);
    const again = await rail().send(o);
    expect(again).toEqual(first);
    expect(callsOf(o.withdrawalId)).toHaveLength(2);
    expect(batchesOf(o.withdrawalId)).toHaveLength(1);
  });

  it('when PayPal does not replay by PayPal-Request-Id, the used sender_batch_id leads back to the first batch', async () => {
    const o = order();
    const first = await rail().send(o);
    paypal.forgetRequestIds();
    expect(await rail().send(o)).toEqual(first);
    expect(batchesOf(o.withdrawalId)).toHaveLength(1);
  });

  it('a timeout after PayPal made the batch throws (not a refusal); the retry gets that batch, not a second', async () => {
    const o = order();
    const realTimeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => realTimeout(Math.min(ms, 300)));
    const r = rail();
    paypal.hangNext();
    const error = await r.send(o).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RailRefused);
    expect(batchesOf(o.withdrawalId)).toHaveLength(1);

    const sent = await r.send(o);
    expect(sent.providerRef).toBe(batchesOf(o.withdrawalId)[0].payoutBatchId);
    expect(batchesOf(o.withdrawalId)).toHaveLength(1);
  });

  it.each([
    [500, 'INTERNAL_SERVER_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
    [429, 'RATE_LIMIT_REACHED'],
    [409, 'RESOURCE_CONFLICT'],
  ])(
    'a %i %s is thrown as a plain error for the job to retry; the retry sends once',
    async (status, name) => {
      const o = order();
      paypal.failNext({ status, name });
      const error = await rail()
        .send(o)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(RailRefused);
      expect(batchesOf(o.withdrawalId)).toHaveLength(0);

      await rail().send(o);
      expect(batchesOf(o.withdrawalId)).toHaveLength(1);
    },
  );

  it('PayPal unreachable (every call 500, the token too) is a plain error, never a refusal', async () => {
    paypal.state.down = true;
    const error = await rail()
      .send(order())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RailRefused);
  });

  it('422 INSUFFICIENT_FUNDS refuses in plain words, sends nothing, and the same withdrawal goes once funded', async () => {
    const o = order({ amountCents: 5000 });
    paypal.state.balanceCents = 4999;
    const error = await rail()
      .send(o)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RailRefused);
    expect((error as RailRefused).reason).toBe("The platform's PayPal balance is too low.");
    expect(batchesOf(o.withdrawalId)).toHaveLength(0);

    paypal.state.balanceCents = 5000;
    await rail().send(o);
    expect(batchesOf(o.withdrawalId)).toHaveLength(1);
    expect(paypal.state.balanceCents).toBe(0);
  });

  it('other 4xx answers refuse: a receiver PayPal rejects, an account not allowed to send', async () => {
    const bad = await rail()
      .send(order({ destination: 'not-an-email' }))
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(RailRefused);
    expect((bad as RailRefused).reason).toMatch(/check the PayPal e-mail address/);

    paypal.failNext({ status: 403, name: 'SENDER_ACCOUNT_UNVERIFIED' });
    const unverified = await rail()
      .send(order())
      .catch((e: unknown) => e);
    expect(unverified).toBeInstanceOf(RailRefused);
    expect((unverified as RailRefused).reason).toMatch(/not verified/);

    paypal.failNext({ status: 422, name: 'SOMETHING_NEW', message: 'A reason PayPal added later.' });
    const unknown = await rail()
      .send(order())
      .catch((e: unknown) => e);
    expect((unknown as RailRefused).reason).toBe('PayPal refused the payout: A reason PayPal added later.');
  });
});

describe('recover', () => {
  /** A sent withdrawal whose item went UNCLAIMED: its payout_item_id. */
  async function unclaimed(o: PayoutOrder) {
    const sent = await rail().send(o);
    const item = paypal.itemOf(o.withdrawalId)!;
    paypal.settle(item.payoutItemId, 'UNCLAIMED');
    return { ...sent, payoutRef: item.payoutItemId };
  }
  const cancelCalls = (payoutItemId: string) =>
    paypal.requests.filter((r) => r.path === `/v1/payments/payouts-item/${payoutItemId}/cancel`);

  it('cancels an unclaimed item once, even when called twice; the money is back in the balance', async () => {
    paypal.state.balanceCents = 10_000;
    const o = order();
    const ref = await unclaimed(o);
    expect(paypal.state.balanceCents).toBe(10_000 - 1234);
    const r = rail();
    const args = {
      withdrawalId: o.withdrawalId,
      providerRef: ref.providerRef,
      payoutRef: ref.payoutRef,
      amountCents: 1234,
    };
    await r.recover(args);
    await r.recover(args);
    expect(cancelCalls(ref.payoutRef)).toHaveLength(2);
    expect(paypal.cancels.filter((id) => id === ref.payoutRef)).toHaveLength(1);
    expect(paypal.items.get(ref.payoutRef)?.status).toBe('RETURNED');
    expect(paypal.state.balanceCents).toBe(10_000);
  });

  it('does nothing without a payout item (PayPal already gave the money back)', async () => {
    const o = order();
    const sent = await rail().send(o);
    const before = paypal.requests.length;
    await rail().recover({
      withdrawalId: o.withdrawalId,
      providerRef: sent.providerRef,
      payoutRef: null,
      amountCents: 1234,
    });
    expect(paypal.requests.length).toBe(before);
  });

  it('an item that failed on its own is done; an item the payee claimed is not (it throws)', async () => {
    const failed = order();
    const f = await rail().send(failed);
    const fItem = paypal.itemOf(failed.withdrawalId)!;
    paypal.settle(fItem.payoutItemId, 'FAILED');
    await expect(
      rail().recover({
        withdrawalId: failed.withdrawalId,
        providerRef: f.providerRef,
        payoutRef: fItem.payoutItemId,
        amountCents: 1234,
      }),
    ).resolves.toBeUndefined();

    const claimed = order();
    const c = await rail().send(claimed);
    const cItem = paypal.itemOf(claimed.withdrawalId)!;
    paypal.settle(cItem.payoutItemId, 'SUCCESS');
    await expect(
      rail().recover({
        withdrawalId: claimed.withdrawalId,
        providerRef: c.providerRef,
        payoutRef: cItem.payoutItemId,
        amountCents: 1234,
      }),
    ).rejects.toThrow(/SUCCESS/);
    expect(paypal.cancels).not.toContain(cItem.payoutItemId);
  });

  it('a 5xx on cancel throws so the caller retries; the retry cancels', async () => {
    const o = order();
    const ref = await unclaimed(o);
    paypal.failNext({ status: 500, name: 'INTERNAL_SERVER_ERROR', on: 'POST /v1/payments/payouts-item/' });
    const args = {
      withdrawalId: o.withdrawalId,
      providerRef: ref.providerRef,
      payoutRef: ref.payoutRef,
      amountCents: 1234,
    };
    await expect(rail().recover(args)).rejects.toThrow(/500/);
    expect(paypal.cancels).not.toContain(ref.payoutRef);
    await rail().recover(args);
    expect(paypal.cancels).toContain(ref.payoutRef);
  });
});

describe('payout item webhooks', () => {
  async function sentItem() {
    const o = order();
    await rail().send(o);
    return { withdrawalId: o.withdrawalId, payoutItemId: paypal.itemOf(o.withdrawalId)!.payoutItemId };
  }

  it('SUCCEEDED: paid, with the payout item id', async () => {
    const { withdrawalId, payoutItemId } = await sentItem();
    const event = paypal.itemEvent(payoutItemId, 'SUCCEEDED');
    expect(paypalPayoutOutcome(event)).toEqual({ withdrawalId, state: 'paid', payoutRef: payoutItemId });
  });

  it('UNCLAIMED: failed, and the money is still at PayPal (recover cancels the item)', async () => {
    const { withdrawalId, payoutItemId } = await sentItem();
    expect(paypalPayoutOutcome(paypal.itemEvent(payoutItemId, 'UNCLAIMED'))).toEqual({
      withdrawalId,
      state: 'failed',
      reason: 'There is no PayPal account at that e-mail address. Check it, or sign up with PayPal.',
      payoutRef: payoutItemId,
      recover: true,
    });
  });

  it.each([
    ['FAILED', 'PayPal could not deliver the payment.'],
    ['RETURNED', 'PayPal returned the payment: it was not claimed or was refused.'],
    ['BLOCKED', 'PayPal blocked the payment.'],
    ['DENIED', 'PayPal denied the payment.'],
    ['CANCELED', 'The payment was cancelled before anyone claimed it.'],
    ['REFUNDED', 'The PayPal account holder sent the payment back.'],
  ] as const)('%s: failed, the money already back with the platform (no recover)', async (type, reason) => {
    const { withdrawalId, payoutItemId } = await sentItem();
    expect(paypalPayoutOutcome(paypal.itemEvent(payoutItemId, type))).toEqual({
      withdrawalId,
      state: 'failed',
      reason,
      payoutRef: payoutItemId,
      recover: false,
    });
  });

  it('the reason comes from the item error PayPal names, when it names one', async () => {
    const { payoutItemId } = await sentItem();
    const event = paypal.itemEvent(payoutItemId, 'FAILED', { name: 'RECEIVER_ACCOUNT_LOCKED' });
    expect(paypalPayoutOutcome(event)).toMatchObject({
      state: 'failed',
      reason: 'The PayPal account at that e-mail address is locked or inactive.',
      recover: false,
    });
  });

  it('HELD changes nothing; so do other events and items not named by a withdrawal', async () => {
    const { payoutItemId } = await sentItem();
    expect(paypalPayoutOutcome(paypal.itemEvent(payoutItemId, 'HELD'))).toBeNull();
    expect(paypalPayoutOutcome({ event_type: 'PAYMENT.PAYOUTSBATCH.SUCCESS', resource: {} })).toBeNull();
    expect(paypalPayoutOutcome({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: {} })).toBeNull();
    expect(
      paypalPayoutOutcome({
        event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
        resource: { payout_item_id: 'X', payout_item: {} },
      }),
    ).toBeNull();
    expect(
      paypalPayoutOutcome({
        event_type: 'PAYMENT.PAYOUTS-ITEM.UNCLAIMED',
        resource: { payout_item: { sender_item_id: 'w-1' } },
      }),
    ).toBeNull();
  });

  it('isPayPalPayoutEvent knows the payout item events only', () => {
    expect(isPayPalPayoutEvent('PAYMENT.PAYOUTS-ITEM.SUCCEEDED')).toBe(true);
    expect(isPayPalPayoutEvent('PAYMENT.PAYOUTS-ITEM.HELD')).toBe(true);
    expect(isPayPalPayoutEvent('PAYMENT.PAYOUTSBATCH.SUCCESS')).toBe(false);
    expect(isPayPalPayoutEvent('PAYMENT.CAPTURE.REFUNDED')).toBe(false);
    expect(isPayPalPayoutEvent(undefined)).toBe(false);
  });

  it('the mock verifies the signatures of the deliveries it signed, and only those', async () => {
    const { payoutItemId } = await sentItem();
    const event = paypal.itemEvent(payoutItemId, 'SUCCEEDED');
    const verify = async (d: { payload: string; headers: Record<string, string> }, webhookEvent: unknown) => {
      const h = d.headers;
      const answer = await paypalClient(config(), log).call(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        undefined,
        {
          auth_algo: h['paypal-auth-algo'],
          cert_url: h['paypal-cert-url'],
          transmission_id: h['paypal-transmission-id'],
          transmission_sig: h['paypal-transmission-sig'],
          transmission_time: h['paypal-transmission-time'],
          webhook_id: PAYPAL_WEBHOOK_ID,
          webhook_event: webhookEvent,
        },
      );
      return (answer.body as { verification_status?: string }).verification_status;
    };
    const delivery = paypal.signed(event);
    expect(await verify(delivery, JSON.parse(delivery.payload))).toBe('SUCCESS');
    const tampered = { ...event, event_type: 'PAYMENT.PAYOUTS-ITEM.FAILED' };
    expect(await verify(delivery, tampered)).toBe('FAILURE');
    expect(await verify(paypal.signed(event, { webhookId: 'WHOTHER' }), event)).toBe('FAILURE');
  });
});
