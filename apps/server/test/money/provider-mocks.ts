import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';

type Json = Record<string, unknown>;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export type MockSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  /** Set when paid: what charges, refunds and disputes name. */
  payment_intent: string | null;
};

/** A tiny stand-in for api.stripe.com: creates and retrieves Checkout Sessions, as the real SDK calls them. */
export async function startStripeMock() {
  const sessions = new Map<string, MockSession>();
  /** The card behind each paid PaymentIntent: Stripe's fingerprint, one per card number. */
  const cardOf = new Map<string, string>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: Array<{ method: string; path: string; form: URLSearchParams }> = [];
  let down = false;

  const server = createServer(async (req, res) => {
    const send = (status: number, body: Json) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(4).toString('hex')}`,
      });
      res.end(JSON.stringify(body));
    };
    const form = new URLSearchParams(await readBody(req));
    const path = (req.url ?? '').split('?')[0];
    requests.push({ method: req.method ?? '', path, form });
    if (down) return send(500, { error: { type: 'api_error', message: 'down' } });
    if (req.headers.authorization !== 'Bearer sk_test_mock') {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const known = key && byIdempotencyKey.get(key);
      if (known) return send(200, sessions.get(known)!);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      const session: MockSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: form.get('mode') ?? '',
        status: 'open',
        payment_status: 'unpaid',
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) *
          Number(form.get('line_items[0][quantity]') ?? 1),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: form.get('client_reference_id'),
        metadata,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        payment_intent: null,
      };
      sessions.set(id, session);
      if (key) byIdempotencyKey.set(key, id);
      return send(200, session);
    }
    // GET /v1/checkout/sessions?payment_intent=pi_…: the session behind a charge.
    if (req.method === 'GET' && path === '/v1/checkout/sessions') {
      const pi = new URL(req.url ?? '', 'http://x').searchParams.get('payment_intent');
      const data = [...sessions.values()].filter((s) => pi && s.payment_intent === pi);
      return send(200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    // GET /v1/payment_intents/pi_…?expand[]=latest_charge: the card's fingerprint on the charge.
    const pi = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && pi) {
      const id = decodeURIComponent(pi[1]);
      if (![...sessions.values()].some((x) => x.payment_intent === id))
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      const chargeId = `ch_${id.slice(-12)}`;
      const expanded = new URL(req.url ?? '', 'http://x').searchParams
        .getAll('expand[0]')
        .concat(new URL(req.url ?? '', 'http://x').searchParams.getAll('expand[]'))
        .includes('latest_charge');
      const charge = {
        id: chargeId,
        object: 'charge',
        payment_intent: id,
        payment_method_details: {
          type: 'card',
          card: { brand: 'visa', last4: '4242', fingerprint: cardOf.get(id) ?? null },
        },
      };
      return send(200, {
        id,
        object: 'payment_intent',
        status: 'succeeded',
        latest_charge: expanded ? charge : chargeId,
      });
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const s = sessions.get(decodeURIComponent(m[1]));
      return s
        ? send(200, s)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  });
  const url = await listen(server);

  return {
    url,
    sessions,
    requests,
    setDown: (v: boolean) => void (down = v),
    /** Pays the session with a card (its number decides the fingerprint, as Stripe's does). */
    pay(id: string, cardNumber = '4242424242424242') {
      const s = sessions.get(id)!;
      s.payment_status = 'paid';
      s.status = 'complete';
      s.payment_intent ??= `pi_${randomBytes(10).toString('hex')}`;
      cardOf.set(s.payment_intent, mockFingerprint(cardNumber));
      return s;
    },
    expire(id: string) {
      sessions.get(id)!.status = 'expired';
    },
    /** A checkout.session.completed event as Stripe would post it. */
    completedEvent(
      id: string,
      overrides: Partial<MockSession> = {},
      eventId = `evt_${randomBytes(10).toString('hex')}`,
    ) {
      const paid = sessions.get(id)!;
      paid.payment_intent ??= `pi_${randomBytes(10).toString('hex')}`;
      if (!cardOf.has(paid.payment_intent))
        cardOf.set(paid.payment_intent, mockFingerprint('4242424242424242'));
      const s = { ...paid, status: 'complete', payment_status: 'paid', ...overrides };
      return {
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: s },
      };
    },
    /** charge.refunded for the session's charge: `amountRefunded` is the running total, as Stripe sends it. */
    refundedEvent(id: string, amountRefunded: number, eventId = `evt_${randomBytes(10).toString('hex')}`) {
      const s = sessions.get(id)!;
      return event(eventId, 'charge.refunded', {
        id: `ch_${s.id.slice(-12)}`,
        object: 'charge',
        amount: s.amount_total,
        amount_refunded: amountRefunded,
        refunded: amountRefunded >= s.amount_total,
        currency: s.currency,
        payment_intent: s.payment_intent,
        metadata: { topUpId: s.client_reference_id ?? '' },
      });
    },
    /** A charge.dispute.* event for the session's charge. */
    disputeEvent(
      id: string,
      type: 'created' | 'funds_withdrawn' | 'funds_reinstated' | 'closed',
      dispute: { id: string; status: string; amount?: number },
      eventId = `evt_${randomBytes(10).toString('hex')}`,
    ) {
      const s = sessions.get(id)!;
      return event(eventId, `charge.dispute.${type}`, {
        id: dispute.id,
        object: 'dispute',
        amount: dispute.amount ?? s.amount_total,
        currency: s.currency,
        status: dispute.status,
        charge: `ch_${s.id.slice(-12)}`,
        payment_intent: s.payment_intent,
      });
    },
    close: () => close(server),
  };
}

/** Stripe's fingerprint stands for one card number; the mock's is a hash of it. */
export const mockFingerprint = (cardNumber: string) =>
  createHmac('sha256', 'mock-card').update(cardNumber).digest('hex').slice(0, 16);

const event = (id: string, type: string, object: Json) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

type Order = {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  reference_id: string;
  captured: boolean;
};

/** The webhook id the tests configure (PAYPAL_WEBHOOK_ID). */
export const PAYPAL_WEBHOOK_ID = 'WH0TESTHOOK123';
/** The mock's stand-in for PayPal's signing certificate: only the mock (as PayPal) and its signer know it. */
const PAYPAL_SIGNING_KEY = 'paypal-mock-signing-key';
export const paypalSignature = (h: { id: string; time: string }, webhookId: string, body: string) =>
  createHmac('sha256', PAYPAL_SIGNING_KEY)
    .update(`${h.id}|${h.time}|${webhookId}|${createHmac('sha256', 'crc').update(body).digest('hex')}`)
    .digest('base64');

/**
 * A tiny stand-in for the PayPal REST API: OAuth token, create, capture and read Orders v2, and
 * verify-webhook-signature, which (like PayPal) checks the transmission headers against the event and webhook id.
 */
export async function startPayPalMock() {
  const orders = new Map<string, Order>();
  const captureResponses = new Map<string, { status: number; body: Json }>();
  let captureCalls = 0;
  const verifyRequests: Json[] = [];

  const orderJson = (o: Order) => ({
    id: o.id,
    status: o.status,
    purchase_units: [
      {
        reference_id: o.reference_id,
        amount: o.amount,
        payments: o.captured
          ? { captures: [{ id: `CAP-${o.id}`, status: 'COMPLETED', amount: o.amount }] }
          : undefined,
      },
    ],
    links: [
      { rel: 'self', href: `https://api.paypal.test/v2/checkout/orders/${o.id}` },
      { rel: 'approve', href: `https://www.paypal.test/checkoutnow?token=${o.id}` },
    ],
  });

  const server = createServer(async (req, res) => {
    const send = (status: number, body: Json) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from('pp-client:pp-secret').toString('base64')}`;
      if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
        return send(401, { error: 'invalid_client' });
      }
      return send(200, { access_token: 'A21-test-token', token_type: 'Bearer', expires_in: 32400 });
    }
    if (req.headers.authorization !== 'Bearer A21-test-token')
      return send(401, { name: 'AUTHENTICATION_FAILURE' });
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const b = JSON.parse(raw) as Record<string, unknown>;
      verifyRequests.push(b);
      const required = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
      ];
      if (required.some((k) => typeof b[k] !== 'string') || typeof b.webhook_event !== 'object')
        return send(400, { name: 'VALIDATION_ERROR' });
      const expected = paypalSignature(
        { id: String(b.transmission_id), time: String(b.transmission_time) },
        String(b.webhook_id),
        JSON.stringify(b.webhook_event),
      );
      const ok =
        b.webhook_id === PAYPAL_WEBHOOK_ID &&
        b.auth_algo === 'SHA256withRSA' &&
        b.transmission_sig === expected;
      return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(raw) as {
        intent: string;
        purchase_units: Array<{ reference_id: string; amount: Order['amount'] }>;
      };
      if (body.intent !== 'CAPTURE') return send(422, { name: 'UNPROCESSABLE_ENTITY' });
      const id = `ORDER${randomBytes(6).toString('hex').toUpperCase()}`;
      const unit = body.purchase_units[0];
      const o: Order = {
        id,
        status: 'CREATED',
        amount: unit.amount,
        reference_id: unit.reference_id,
        captured: false,
      };
      orders.set(id, o);
      return send(201, orderJson(o));
    }
    const m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const o = m && orders.get(m[1]);
    if (!m || !o)
      return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    if (req.method === 'GET' && !m[2]) return send(200, orderJson(o));
    if (req.method === 'POST' && m[2]) {
      captureCalls++;
      // PayPal-Request-Id: a retried capture gets the first answer back.
      const rid = String(req.headers['paypal-request-id'] ?? '');
      const earlier = rid && captureResponses.get(rid);
      if (earlier) return send(earlier.status, earlier.body);
      let answer: { status: number; body: Json };
      if (o.captured)
        answer = {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
        };
      else if (o.status !== 'APPROVED')
        answer = {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
        };
      else {
        o.captured = true;
        o.status = 'COMPLETED';
        answer = { status: 201, body: orderJson(o) };
      }
      if (rid && answer.status < 300) captureResponses.set(rid, answer);
      return send(answer.status, answer.body);
    }
    send(405, { name: 'METHOD_NOT_SUPPORTED' });
  });
  const url = await listen(server);
  /** A webhook delivery as PayPal sends it: the body and its transmission headers, signed for `webhookId`. */
  function signed(
    event: Json,
    opts: { time?: Date; webhookId?: string; transmissionId?: string } = {},
  ): { payload: string; headers: Record<string, string> } {
    const payload = JSON.stringify(event);
    const id = opts.transmissionId ?? randomBytes(8).toString('hex');
    const time = (opts.time ?? new Date()).toISOString();
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-mock',
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': paypalSignature(
          { id, time },
          opts.webhookId ?? PAYPAL_WEBHOOK_ID,
          payload,
        ),
      },
    };
  }
  /** PAYMENT.CAPTURE.REFUNDED / REVERSED for the order's capture: the resource is the refund, "up" is the capture. */
  const captureEvent = (
    orderId: string,
    type: 'PAYMENT.CAPTURE.REFUNDED' | 'PAYMENT.CAPTURE.REVERSED',
    value: string,
    refundId = `RF${randomBytes(6).toString('hex').toUpperCase()}`,
  ) => ({
    id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'refund',
    resource_version: '2.0',
    event_type: type,
    summary: `A $ ${value} USD capture payment was ${type === 'PAYMENT.CAPTURE.REFUNDED' ? 'refunded' : 'reversed'}`,
    resource: {
      id: refundId,
      amount: { value, currency_code: 'USD' },
      status: 'COMPLETED',
      links: [
        { href: `https://api.paypal.test/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `https://api.paypal.test/v2/payments/captures/CAP-${orderId}`, rel: 'up', method: 'GET' },
      ],
    },
  });
  /** CUSTOMER.DISPUTE.RESOLVED for the order's capture. */
  const disputeResolved = (orderId: string, outcome: string, value: string) => ({
    id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
    event_version: '1.0',
    resource_type: 'dispute',
    event_type: 'CUSTOMER.DISPUTE.RESOLVED',
    resource: {
      dispute_id: `PP-D-${randomBytes(4).toString('hex')}`,
      status: 'RESOLVED',
      dispute_amount: { value, currency_code: 'USD' },
      dispute_outcome: { outcome_code: outcome },
      disputed_transactions: [{ seller_transaction_id: `CAP-${orderId}` }],
    },
  });

  return {
    url,
    orders,
    captureCalls: () => captureCalls,
    verifyRequests,
    approve: (id: string) => void (orders.get(id)!.status = 'APPROVED'),
    signed,
    captureEvent,
    disputeResolved,
    close: () => close(server),
  };
}
