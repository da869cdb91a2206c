/**
 * The providers' refunds and disputes, as signed webhooks against the local Stripe and PayPal mocks.
 * Each event is applied once; replayed, forged, tampered and stale ones change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { providerEvents, topUpReversals, topUps } from '../../src/db/schema';
import { accountKeys, balanceOf } from '../../src/ledger';
import { createTestApp, type TestApp } from '../test-app';
import { postStripeWebhook, stripeSignature, stripeTestApp, type StripeMock } from '../support/stripe-app';
import { databaseKinds } from '../test-db';
import { client, expectLedgerOk } from './helpers';
import { PAYPAL_WEBHOOK_ID, startPayPalMock } from './provider-mocks';

describe.each(databaseKinds)('Stripe refunds and disputes (%s)', (kind) => {
  let t: TestApp;
  let stripe: StripeMock;
  let api: ReturnType<typeof client>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, stripe, api, close } = await stripeTestApp(kind));
  });
  afterAll(() => close());

  const send = (event: unknown, opts: { secret?: string; timestamp?: number; tamper?: boolean } = {}) => {
    const payload = JSON.stringify(event);
    const signature = stripeSignature(t, payload, opts);
    const sent = opts.tamper ? payload.replace('"amount_refunded":', '"amount_refunded":9') : payload;
    return postStripeWebhook(t, sent, signature);
  };

  /** A business with a Stripe top-up paid through checkout.session.completed (which stores the payment_intent). */
  async function paid(dollars: number) {
    const b = await t.createUser(2);
    const res = await api.post('/api/transaction/stripe', { amount: dollars }, b.auth);
    const sessionId = String(res.body.data.url).split('/c/pay/')[1];
    stripe.pay(sessionId);
    expect((await send(stripe.completedEvent(sessionId))).statusCode).toBe(200);
    const [row] = await t.db.select().from(topUps).where(eq(topUps.providerSessionId, sessionId));
    expect(row.providerPaymentId).toBe(stripe.sessions.get(sessionId)!.payment_intent);
    return { b, sessionId, topUpId: row.id };
  }
  const credit = (b: { user: { id: string } }) => balanceOf(t.db, accountKeys.businessCredit(b.user.id));
  const rows = (topUpId: string) =>
    t.db.select().from(topUpReversals).where(eq(topUpReversals.topUpId, topUpId));

  it('charge.refunded applies what each event adds to the running total, once, however often it comes', async () => {
    const s = await paid(50);
    const first = stripe.refundedEvent(s.sessionId, 1000);
    expect((await send(first)).json()).toEqual({ received: true });
    expect(await credit(s.b)).toBe(4000);
    expect((await t.reload(s.b.user.id)).isActive).toBe(false);

    // A replay of the same event, and a new event repeating the same total, change nothing.
    expect((await send(first)).json()).toEqual({ received: true, duplicate: true });
    expect((await send(stripe.refundedEvent(s.sessionId, 1000))).statusCode).toBe(200);
    expect(await credit(s.b)).toBe(4000);

    // The next refund: the total is now $35, so $25 is new.
    expect((await send(stripe.refundedEvent(s.sessionId, 3500))).statusCode).toBe(200);
    expect(await credit(s.b)).toBe(1500);
    // An older event arriving late (total $10) takes nothing more.
    expect((await send(stripe.refundedEvent(s.sessionId, 1000))).statusCode).toBe(200);
    expect((await rows(s.topUpId)).map((r) => r.amountCents)).toEqual([1000, 2500]);
    await expectLedgerOk(t);
  });

  it('refuses forged, tampered, stale and future signatures: nothing moves and nothing is recorded', async () => {
    const s = await paid(30);
    const event = stripe.refundedEvent(s.sessionId, 3000);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    for (const opts of [
      { secret: 'whsec_attacker' },
      { tamper: true },
      { timestamp: now - 301 },
      { timestamp: now + 600 },
    ]) {
      const res = await send(event, opts);
      expect(res.statusCode, JSON.stringify(opts)).toBe(400);
      expect(res.json().errors).toBe('The webhook signature is not valid.');
    }
    expect(await credit(s.b)).toBe(3000);
    expect(await rows(s.topUpId)).toEqual([]);
    expect(await t.db.select().from(providerEvents).where(eq(providerEvents.id, event.id))).toEqual([]);
    expect((await t.reload(s.b.user.id)).isActive).toBe(true);
  });

  it('a dispute takes the money when it is opened (once, by created or funds_withdrawn) and won gives it back', async () => {
    const s = await paid(40);
    const dp = { id: 'dp_test_won', status: 'needs_response' };
    expect((await send(stripe.disputeEvent(s.sessionId, 'created', dp))).statusCode).toBe(200);
    expect(await credit(s.b)).toBe(0);
    expect((await send(stripe.disputeEvent(s.sessionId, 'funds_withdrawn', dp))).statusCode).toBe(200);
    expect(await credit(s.b)).toBe(0);
    expect(
      (await send(stripe.disputeEvent(s.sessionId, 'closed', { ...dp, status: 'won' }))).statusCode,
    ).toBe(200);
    expect(await credit(s.b)).toBe(4000);
    // funds_reinstated for the same dispute after it closed: already given back.
    expect((await send(stripe.disputeEvent(s.sessionId, 'funds_reinstated', dp))).statusCode).toBe(200);
    expect(await credit(s.b)).toBe(4000);
    expect((await rows(s.topUpId)).map((r) => r.kind)).toEqual(['chargeback', 'chargeback_won']);
    expect((await t.reload(s.b.user.id)).isActive).toBe(false);
    await expectLedgerOk(t);
  });

  it('an inquiry moves nothing; a lost dispute keeps the money, also one never seen opening', async () => {
    const s = await paid(20);
    const inquiry = { id: 'dp_test_inquiry', status: 'warning_needs_response' };
    expect((await send(stripe.disputeEvent(s.sessionId, 'created', inquiry))).statusCode).toBe(200);
    expect(
      (await send(stripe.disputeEvent(s.sessionId, 'closed', { ...inquiry, status: 'warning_closed' })))
        .statusCode,
    ).toBe(200);
    expect(await credit(s.b)).toBe(2000);
    expect((await t.reload(s.b.user.id)).isActive).toBe(true);

    const lost = { id: 'dp_test_lost', status: 'lost', amount: 1500 };
    expect((await send(stripe.disputeEvent(s.sessionId, 'closed', lost))).statusCode).toBe(200);
    expect(await credit(s.b)).toBe(500);
    expect((await rows(s.topUpId)).map((r) => [r.kind, r.amountCents])).toEqual([
      ['chargeback', 1500],
      ['chargeback_lost', 1500],
    ]);
    await expectLedgerOk(t);
  });

  it('a refund of a top-up not confirmed yet is refused (Stripe retries) and applied once it is', async () => {
    const b = await t.createUser(2);
    const res = await api.post('/api/transaction/stripe', { amount: 25 }, b.auth);
    const sessionId = String(res.body.data.url).split('/c/pay/')[1];
    stripe.pay(sessionId);
    const refund = stripe.refundedEvent(sessionId, 2500);
    const early = await send(refund);
    expect(early.statusCode).toBe(409);
    expect(await t.db.select().from(providerEvents).where(eq(providerEvents.id, refund.id))).toEqual([]);
    expect((await send(stripe.completedEvent(sessionId))).statusCode).toBe(200);
    expect(await credit(b)).toBe(2500);
    expect((await send(refund)).json()).toEqual({ received: true });
    expect(await credit(b)).toBe(0);
    await expectLedgerOk(t);
  });

  it('finds a top-up paid before payment ids were stored through its Checkout Session', async () => {
    const s = await paid(30);
    await t.db.update(topUps).set({ providerPaymentId: null }).where(eq(topUps.id, s.topUpId));
    const event = stripe.refundedEvent(s.sessionId, 3000);
    // No metadata either: only Stripe's session list can tell whose payment it was.
    (event.data.object as { metadata: Record<string, string> }).metadata = {};
    expect((await send(event)).json()).toEqual({ received: true });
    expect(await credit(s.b)).toBe(0);
    await expectLedgerOk(t);
  });

  it("acknowledges a refund of someone else's payment without moving anything", async () => {
    const s = await paid(20);
    const event = stripe.refundedEvent(s.sessionId, 2000);
    const object = event.data.object as { payment_intent: string | null; metadata: Record<string, string> };
    object.payment_intent = 'pi_not_ours';
    object.metadata = {};
    expect((await send(event)).json()).toEqual({ received: true });
    expect(await credit(s.b)).toBe(2000);
  });
});

describe.each(databaseKinds)('PayPal refunds and reversals (%s)', (kind) => {
  let t: TestApp;
  let paypal: Awaited<ReturnType<typeof startPayPalMock>>;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    paypal = await startPayPalMock();
    t = await createTestApp({
      kind,
      config: {
        paypalClientId: 'pp-client',
        paypalClientSecret: 'pp-secret',
        paypalApiUrl: paypal.url,
        paypalWebhookId: PAYPAL_WEBHOOK_ID,
      },
    });
    api = client(t);
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  async function paid(dollars: number) {
    const v = await t.createUser(1);
    const res = await api.post('/api/transaction', { amount: dollars }, v.auth);
    const orderId = new URL(res.body.data.redirectLink.href).searchParams.get('token')!;
    paypal.approve(orderId);
    const [row] = await t.db.select().from(topUps).where(eq(topUps.providerSessionId, orderId));
    expect(
      (await api.get(`/api/transaction/verify?transactionId=${row.id}&session_id=`, v.auth)).status,
    ).toBe(200);
    const [after] = await t.db.select().from(topUps).where(eq(topUps.id, row.id));
    expect(after.providerPaymentId).toBe(`CAP-${orderId}`);
    return { v, orderId, topUpId: row.id };
  }
  const deliver = (d: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transaction/paypal/webhook',
      headers: d.headers,
      payload: d.payload,
    });
  const credit = (v: { user: { id: string } }) => balanceOf(t.db, accountKeys.venueCredit(v.user.id));

  it('a verified PAYMENT.CAPTURE.REFUNDED refunds once; its replay is a duplicate', async () => {
    const s = await paid(40);
    const delivery = paypal.signed(paypal.captureEvent(s.orderId, 'PAYMENT.CAPTURE.REFUNDED', '15.00'));
    const res = await deliver(delivery);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await credit(s.v)).toBe(2500);
    expect((await t.reload(s.v.user.id)).isActive).toBe(false);
    // PayPal was asked, with our webhook id and the event exactly as it arrived.
    const asked = paypal.verifyRequests.at(-1)!;
    expect(asked).toMatchObject({
      webhook_id: PAYPAL_WEBHOOK_ID,
      webhook_event: JSON.parse(delivery.payload),
    });
    expect((await deliver(delivery)).json()).toEqual({ received: true, duplicate: true });
    expect(await credit(s.v)).toBe(2500);
    await expectLedgerOk(t);
  });

  it('refuses unverified, tampered, wrongly addressed, stale and header-less deliveries; nothing moves', async () => {
    const s = await paid(30);
    const event = paypal.captureEvent(s.orderId, 'PAYMENT.CAPTURE.REFUNDED', '30.00');
    const good = paypal.signed(event);
    const forged = { ...good, headers: { ...good.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' } };
    const tampered = { ...good, payload: good.payload.replace('"30.00"', '"3.00"') };
    const otherHook = paypal.signed(event, { webhookId: 'WH0SOMEONEELSE' });
    const stale = paypal.signed(event, { time: new Date(t.clock.now().getTime() - 73 * 3_600_000) });
    const future = paypal.signed(event, { time: new Date(t.clock.now().getTime() + 10 * 60_000) });
    const { 'paypal-transmission-sig': _sig, ...unsigned } = good.headers;
    for (const d of [forged, tampered, otherHook, stale, future, { ...good, headers: unsigned }]) {
      const res = await deliver(d);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toBe('The webhook signature is not valid.');
    }
    expect(await credit(s.v)).toBe(3000);
    expect((await t.reload(s.v.user.id)).isActive).toBe(true);
    expect(
      await t.db
        .select()
        .from(providerEvents)
        .where(eq(providerEvents.id, `paypal:${event.id}`)),
    ).toEqual([]);
    // The genuine delivery still works afterwards.
    expect((await deliver(good)).statusCode).toBe(200);
    expect(await credit(s.v)).toBe(0);
    await expectLedgerOk(t);
  });

  it('a reversal is a chargeback; a dispute resolved in our favour gives back what it took', async () => {
    const s = await paid(50);
    expect(
      (await deliver(paypal.signed(paypal.captureEvent(s.orderId, 'PAYMENT.CAPTURE.REVERSED', '50.00'))))
        .statusCode,
    ).toBe(200);
    expect(await credit(s.v)).toBe(0);
    // The buyer's win moves nothing more (the reversal already did); ours gives it back.
    expect(
      (await deliver(paypal.signed(paypal.disputeResolved(s.orderId, 'RESOLVED_BUYER_FAVOUR', '50.00'))))
        .statusCode,
    ).toBe(200);
    expect(await credit(s.v)).toBe(0);
    expect(
      (await deliver(paypal.signed(paypal.disputeResolved(s.orderId, 'RESOLVED_SELLER_FAVOUR', '50.00'))))
        .statusCode,
    ).toBe(200);
    expect(await credit(s.v)).toBe(5000);
    const kinds = (await t.db.select().from(topUpReversals).where(eq(topUpReversals.topUpId, s.topUpId))).map(
      (r) => r.kind,
    );
    expect(kinds).toEqual(['chargeback', 'chargeback_won']);
    await expectLedgerOk(t);
  });
});

describe('PayPal webhook without PAYPAL_WEBHOOK_ID', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    const { Writable } = await import('node:stream');
    t = await createTestApp({
      config: { paypalClientId: 'pp-client', paypalClientSecret: 'pp-secret', logLevel: 'error' },
      logStream: new Writable({ write: (chunk, _e, done) => void (logged.push(String(chunk)), done()) }),
    });
  });
  afterAll(() => t.close());

  it('refuses every event with 400 and says why in the log', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/paypal/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.REFUNDED' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: 'PayPal webhooks are not configured.',
      code: 'WEBHOOK_DISABLED',
    });
    expect(logged.join('')).toContain('PAYPAL_WEBHOOK_ID');
  });
});
