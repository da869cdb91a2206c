import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, providerEvents, topUps } from '../../src/db/schema';
import { accountKeys, balanceOf } from '../../src/ledger';
import { createTestApp, type TestApp } from '../test-app';
import { stripeSignature, stripeTestApp, type StripeMock } from '../support/stripe-app';
import { databaseKinds } from '../test-db';
import { client, expectLedgerOk } from './helpers';

describe.each(databaseKinds)('Stripe Checkout and webhooks against a mock Stripe API (%s)', (kind) => {
  let t: TestApp;
  let stripe: StripeMock;
  let api: ReturnType<typeof client>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, stripe, api, close } = await stripeTestApp(kind));
  });
  afterAll(() => close());

  async function start(amount: number) {
    const b = await t.createUser(2);
    const res = await api.post('/api/transaction/stripe', { amount }, b.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sessionId = String(res.body.data.url).split('/c/pay/')[1];
    const [row] = await t.db.select().from(topUps).where(eq(topUps.providerSessionId, sessionId));
    return { b, sessionId, topUpId: row.id, url: res.body.data.url as string };
  }
  const credit = (userId: string) => balanceOf(t.db, accountKeys.businessCredit(userId));
  const sendWebhook = (payload: string, signature?: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/transaction/stripe/webhook',
      headers: {
        'content-type': contentType,
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  const signed = (event: unknown, opts: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify(event);
    return { payload, signature: stripeSignature(t, payload, opts) };
  };

  it('creates a Checkout Session in USD cents with our id and the payment_result return address', async () => {
    const s = await start(25.5);
    expect(s.url).toBe(`https://checkout.stripe.test/c/pay/${s.sessionId}`);
    const session = stripe.sessions.get(s.sessionId)!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 2550,
      currency: 'usd',
      client_reference_id: s.topUpId,
    });
    expect(session.metadata.topUpId).toBe(s.topUpId);
    const back = `${t.config.publicUrl}/payment_result?token=${s.topUpId}&session_id={CHECKOUT_SESSION_ID}`;
    expect(session.success_url).toBe(back);
    expect(session.cancel_url).toBe(back);
  });

  it('verify asks Stripe: unpaid is not credited, paid is credited exactly once', async () => {
    const s = await start(30);
    const url = `/api/transaction/verify?transactionId=${s.topUpId}&session_id=${s.sessionId}`;
    expect((await api.get(url, s.b.auth)).status).toBe(409);
    expect(await credit(s.b.user.id)).toBe(0);
    stripe.pay(s.sessionId);
    const ok = await api.get(url, s.b.auth);
    expect(ok.status).toBe(200);
    expect(ok.body.data.transaction.amount).toBe(30);
    expect((await api.get(url, s.b.auth)).status).toBe(200);
    expect(await credit(s.b.user.id)).toBe(3000);
    await expectLedgerOk(t);
  });

  it('an expired session fails verification with an errors text', async () => {
    const s = await start(20);
    stripe.expire(s.sessionId);
    const res = await api.get(
      `/api/transaction/verify?transactionId=${s.topUpId}&session_id=${s.sessionId}`,
      s.b.auth,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toBe('Your payment was not completed.');
    expect(await credit(s.b.user.id)).toBe(0);
  });

  it('a signed checkout.session.completed credits once; replays and a later verify add nothing', async () => {
    const s = await start(40);
    stripe.pay(s.sessionId);
    const { payload, signature } = signed(stripe.completedEvent(s.sessionId));
    const first = await sendWebhook(payload, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const replay = await sendWebhook(payload, signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await credit(s.b.user.id)).toBe(4000);

    const v = await api.get(
      `/api/transaction/verify?transactionId=${s.topUpId}&session_id=${s.sessionId}`,
      s.b.auth,
    );
    expect(v.status).toBe(200);
    expect(await credit(s.b.user.id)).toBe(4000);
    // A second, different event for the same session (Stripe can send both) adds nothing either.
    const other = signed(stripe.completedEvent(s.sessionId));
    expect((await sendWebhook(other.payload, other.signature)).statusCode).toBe(200);
    expect(await credit(s.b.user.id)).toBe(4000);
    expect(await t.db.select().from(messages).where(eq(messages.userId, s.b.user.id))).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('accepts a charset in the content type (the raw bytes are what Stripe signed)', async () => {
    const s = await start(21);
    const { payload, signature } = signed(stripe.completedEvent(s.sessionId));
    expect((await sendWebhook(payload, signature, 'application/json; charset=utf-8')).statusCode).toBe(200);
    expect(await credit(s.b.user.id)).toBe(2100);
  });

  it('refuses forged, tampered, stale, future-dated and unsigned webhooks with 400 and credits nothing', async () => {
    const s = await start(50);
    const event = stripe.completedEvent(s.sessionId);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const forged = signed(event, { secret: 'whsec_attacker' });
    const stale = signed(event, { timestamp: now - 301 });
    const future = signed(event, { timestamp: now + 600 });
    const good = signed(event);
    const tampered = JSON.stringify({
      ...event,
      data: { object: { ...event.data.object, amount_total: 1 } },
    });
    const cases: Array<[string, string | undefined]> = [
      [forged.payload, forged.signature],
      [stale.payload, stale.signature],
      [future.payload, future.signature],
      [tampered, good.signature],
      [good.payload, undefined],
      [good.payload, 'garbage'],
      [good.payload, `t=${now},v1=${'0'.repeat(64)}`],
    ];
    for (const [payload, sig] of cases) {
      const res = await sendWebhook(payload, sig);
      expect(res.statusCode, sig).toBe(400);
      expect(res.json().errors).toBe('The webhook signature is not valid.');
    }
    expect(await credit(s.b.user.id)).toBe(0);
    expect(await t.db.select().from(providerEvents).where(eq(providerEvents.id, event.id))).toHaveLength(0);
    // Inside the tolerance window the same event is fine.
    const edge = signed(event, { timestamp: now - 299 });
    expect((await sendWebhook(edge.payload, edge.signature)).statusCode).toBe(200);
    expect(await credit(s.b.user.id)).toBe(5000);
  });

  it('does not credit a completed event whose session is unpaid, for another amount, or not ours', async () => {
    const s = await start(60);
    const cases = [
      stripe.completedEvent(s.sessionId, { payment_status: 'unpaid' }),
      stripe.completedEvent(s.sessionId, { amount_total: 1 }),
      stripe.completedEvent(s.sessionId, { currency: 'aud' }),
      stripe.completedEvent(s.sessionId, { id: 'cs_test_other' }),
      stripe.completedEvent(s.sessionId, { client_reference_id: null }),
    ];
    for (const event of cases) {
      const { payload, signature } = signed(event);
      expect((await sendWebhook(payload, signature)).statusCode).toBe(200);
    }
    expect(await credit(s.b.user.id)).toBe(0);
    await expectLedgerOk(t);
  });

  it('acknowledges, without crediting, a paid event whose reference only looks like one of our ids', async () => {
    const s = await start(30);
    for (const ref of ['-'.repeat(36), 'abcdef'.repeat(6), "'; drop table top_ups; --"]) {
      const { payload, signature } = signed(stripe.completedEvent(s.sessionId, { client_reference_id: ref }));
      const res = await sendWebhook(payload, signature);
      expect(res.statusCode, ref).toBe(200);
      expect(res.json(), ref).toEqual({ received: true });
    }
    expect(await credit(s.b.user.id)).toBe(0);
    const ours = signed(stripe.completedEvent(s.sessionId));
    expect((await sendWebhook(ours.payload, ours.signature)).json()).toEqual({ received: true });
    expect(await credit(s.b.user.id)).toBe(3000);
    await expectLedgerOk(t);
  });

  it('acknowledges other event types without doing anything', async () => {
    const { payload, signature } = signed({
      id: 'evt_other_1',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const res = await sendWebhook(payload, signature);
    expect(res.statusCode).toBe(200);
    expect((await sendWebhook(payload, signature)).json()).toEqual({ received: true, duplicate: true });
  });

  it('keeps the normal JSON parser everywhere else', async () => {
    const b = await t.createUser(2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/stripe',
      headers: { ...b.auth, 'content-type': 'application/json' },
      payload: '{"amount":"22"}',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a Stripe outage with a clear errors text and leaves no pending top-up behind', async () => {
    stripe.setDown(true);
    try {
      const b = await t.createUser(2);
      const res = await api.post('/api/transaction/stripe', { amount: 20 }, b.auth);
      expect(res.status).toBe(502);
      expect(res.body.errors).toBe('The card payment service could not be reached. Please try again.');
      const rows = await t.db.select().from(topUps).where(eq(topUps.userId, b.user.id));
      expect(rows.map((r) => r.status)).toEqual(['failed']);
    } finally {
      stripe.setDown(false);
    }
  });
});

describe('Stripe webhook without a webhook secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses every webhook with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().errors).toBe('string');
  });
});
