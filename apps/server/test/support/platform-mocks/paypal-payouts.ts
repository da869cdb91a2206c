/**
 * A local PayPal for withdrawals: Payouts API v1 as PayPal's spec describes it (github
 * paypal/paypal-rest-api-specifications, openapi/payments_payouts_batch_v1.json: create_payout_request, payout,
 * payout_batch, payout_item, error), the error names of PayPal's Payouts docs (developer.paypal.com/payouts, the
 * transaction activity log codes), and webhook signature checks as test/money/provider-mocks.ts does them.
 *
 * - POST /v1/oauth2/token: client credentials pp-client / pp-secret (the same as startPayPalMock).
 * - POST /v1/payments/payouts: 201 `{ batch_header: { payout_batch_id, batch_status: PENDING, … }, links }`. A
 *   PayPal-Request-Id seen before gets its first (2xx) answer back; a sender_batch_id used before is 400
 *   USER_BUSINESS_ERROR with a link to the first batch (as PayPal's sandbox answers); more than the balance is 422
 *   INSUFFICIENT_FUNDS; a malformed item is 400 VALIDATION_ERROR.
 * - GET /v1/payments/payouts/{payout_batch_id}, GET /v1/payments/payouts-item/{payout_item_id}.
 * - POST /v1/payments/payouts-item/{payout_item_id}/cancel: an UNCLAIMED item turns RETURNED (its money back in the
 *   balance); then 400 ITEM_ALREADY_CANCELLED; any other status 400 ITEM_INCORRECT_STATUS.
 * - POST /v1/notifications/verify-webhook-signature: SUCCESS only for deliveries `signed` made for PAYPAL_WEBHOOK_ID.
 *
 * From tests: `state.balanceCents` (null: no limit), `state.down` (every call 500); `failNext` (the next matching
 * call answers an error), `hangNext` (the next matching call never answers, by default after it took effect: the
 * answer is lost); `forgetRequestIds` (PayPal not replaying by PayPal-Request-Id); `batches`, `items`, `cancels`,
 * `requests`; `settle` (an item's status) and `itemEvent` + `signed` (a PAYMENT.PAYOUTS-ITEM.* delivery).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { PAYPAL_WEBHOOK_ID, paypalSignature } from '../../money/provider-mocks';

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };
type Money = { currency: string; value: string };

/** transaction_enum, plus DENIED (PayPal's PAYMENT.PAYOUTS-ITEM.DENIED). */
export type PayoutItemStatus =
  | 'SUCCESS'
  | 'FAILED'
  | 'PENDING'
  | 'UNCLAIMED'
  | 'RETURNED'
  | 'ONHOLD'
  | 'BLOCKED'
  | 'REFUNDED'
  | 'REVERSED'
  | 'DENIED';

/** The PAYMENT.PAYOUTS-ITEM.<type> webhook events, and the item status each one reports. */
export const PAYOUT_ITEM_EVENTS = {
  SUCCEEDED: 'SUCCESS',
  FAILED: 'FAILED',
  UNCLAIMED: 'UNCLAIMED',
  RETURNED: 'RETURNED',
  BLOCKED: 'BLOCKED',
  DENIED: 'DENIED',
  // A cancelled item reads RETURNED (transaction_enum: cancel's only status).
  CANCELED: 'RETURNED',
  REFUNDED: 'REFUNDED',
  HELD: 'ONHOLD',
} as const satisfies Record<string, PayoutItemStatus>;
export type PayoutItemEventType = keyof typeof PAYOUT_ITEM_EVENTS;

export type MockPayoutItem = {
  payoutItemId: string;
  payoutBatchId: string;
  senderBatchId: string;
  status: PayoutItemStatus;
  transactionId: string;
  activityId: string;
  /** The item as the request sent it. */
  sent: { recipient_type: string; amount: Money; receiver: string; note?: string; sender_item_id?: string };
  errors: { name: string; message: string } | null;
  timeProcessed: string;
};

export type MockPayoutBatch = {
  payoutBatchId: string;
  senderBatchId: string;
  status: 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'DENIED';
  /** sender_batch_header as sent. */
  header: Json;
  timeCreated: string;
  amount: Money;
  itemIds: string[];
};

export type PayoutsMockRequest = { method: string; path: string; requestId: string | null; json: unknown };

/** Statuses in which the money is back with the sender (the platform). */
const MONEY_BACK: ReadonlySet<PayoutItemStatus> = new Set([
  'FAILED',
  'RETURNED',
  'BLOCKED',
  'REFUNDED',
  'REVERSED',
  'DENIED',
]);

const CLIENT = { id: 'pp-client', secret: 'pp-secret', token: 'A21-payouts-token' };
const ERRORS_LINK = 'https://developer.paypal.com/docs/api/payments.payouts-batch/#errors';

const paypalId = () => randomBytes(10).toString('hex').toUpperCase().slice(0, 13);
const cents = (m: Money) => Math.round(Number(m.value) * 100);
const dollars = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** PayPal's error body (the spec's `error`): name, message, debug_id, information_link, details. */
export const payPalError = (status: number, name: string, message: string, details?: Json[]): Answer => ({
  status,
  body: {
    name,
    message,
    debug_id: randomBytes(6).toString('hex'),
    information_link: ERRORS_LINK,
    ...(details && { details }),
    links: [],
  },
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Why an item of a create request is malformed (field and issue, as PayPal's VALIDATION_ERROR details), or null. */
function invalidItem(item: unknown, i: number, headerType: unknown): Json | null {
  const it = (item && typeof item === 'object' ? item : {}) as Json;
  const amount = (it.amount && typeof it.amount === 'object' ? it.amount : {}) as Json;
  const type = it.recipient_type ?? headerType;
  const at = (field: string, issue: string) => ({ field: `items[${i}].${field}`, location: 'body', issue });
  if (type !== 'EMAIL' && type !== 'PHONE' && type !== 'PAYPAL_ID')
    return at('recipient_type', 'Recipient type is invalid');
  if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency))
    return at('amount.currency', 'Currency is invalid');
  if (
    typeof amount.value !== 'string' ||
    !/^\d{1,10}(\.\d{1,2})?$/.test(amount.value) ||
    Number(amount.value) <= 0
  )
    return at('amount.value', 'Amount is invalid');
  const receiver = typeof it.receiver === 'string' ? it.receiver : '';
  if (type === 'EMAIL' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(receiver))
    return at('receiver', 'Receiver is invalid or does not match with type');
  return null;
}

export async function startPayPalPayoutsMock() {
  const state = { balanceCents: null as number | null, down: false };
  const batches = new Map<string, MockPayoutBatch>();
  const items = new Map<string, MockPayoutItem>();
  /** payout_item_ids cancelled, once each. */
  const cancels: string[] = [];
  const requests: PayoutsMockRequest[] = [];
  const byRequestId = new Map<string, Answer>();
  const bySenderBatchId = new Map<string, string>();
  const injected: Array<{ on: string; answer?: Answer; hang?: 'before' | 'after' }> = [];
  let url = '';

  const link = (path: string, rel: string, method = 'GET') => ({
    href: `${url}${path}`,
    rel,
    method,
    encType: 'application/json',
  });

  const itemDetail = (i: MockPayoutItem) => ({
    payout_item_id: i.payoutItemId,
    transaction_id: i.transactionId,
    activity_id: i.activityId,
    transaction_status: i.status,
    payout_item_fee: { currency: i.sent.amount.currency, value: '0.00' },
    payout_batch_id: i.payoutBatchId,
    payout_item: { ...i.sent, recipient_wallet: 'PAYPAL' },
    time_processed: i.timeProcessed,
    ...(i.errors && { errors: { ...i.errors, information_link: ERRORS_LINK, details: [] } }),
    links: [
      link(`/v1/payments/payouts-item/${i.payoutItemId}`, 'self'),
      link(`/v1/payments/payouts/${i.payoutBatchId}`, 'batch'),
    ],
  });
  /** payout_item-2 (GET item, cancel, webhook resource): the item with its sender_batch_id. */
  const itemJson = (i: MockPayoutItem) => ({ ...itemDetail(i), sender_batch_id: i.senderBatchId });

  const batchJson = (b: MockPayoutBatch) => ({
    batch_header: {
      payout_batch_id: b.payoutBatchId,
      batch_status: b.status,
      time_created: b.timeCreated,
      sender_batch_header: b.header,
      funding_source: 'BALANCE',
      amount: b.amount,
      fees: { currency: b.amount.currency, value: '0.00' },
    },
    items: b.itemIds.map((id) => itemDetail(items.get(id)!)),
    links: [link(`/v1/payments/payouts/${b.payoutBatchId}`, 'self')],
  });

  function createPayout(json: unknown): Answer {
    const body = (json && typeof json === 'object' ? json : {}) as Json;
    const header = (
      body.sender_batch_header && typeof body.sender_batch_header === 'object'
        ? body.sender_batch_header
        : null
    ) as Json | null;
    const list = Array.isArray(body.items) ? (body.items as unknown[]) : [];
    if (!header || list.length === 0 || list.length > 15000)
      return payPalError(400, 'VALIDATION_ERROR', 'Invalid request - see details', [
        {
          field: header ? 'items' : 'sender_batch_header',
          location: 'body',
          issue: 'Required field is missing',
        },
      ]);
    const invalid = list.map((it, i) => invalidItem(it, i, header.recipient_type)).filter((d) => d !== null);
    if (invalid.length) return payPalError(400, 'VALIDATION_ERROR', 'Invalid request - see details', invalid);
    const senderBatchId = typeof header.sender_batch_id === 'string' ? header.sender_batch_id : '';
    const earlier = senderBatchId && bySenderBatchId.get(senderBatchId);
    if (earlier)
      return payPalError(400, 'USER_BUSINESS_ERROR', 'User business error.', [
        {
          field: 'SENDER_BATCH_ID',
          location: 'body',
          issue: 'Batch with given sender_batch_id already exists',
          link: [{ href: `${url}/v1/payments/payouts/${earlier}`, rel: 'self', method: 'GET' }],
        },
      ]);
    const sent = list as MockPayoutItem['sent'][];
    const total = sent.reduce((sum, it) => sum + cents(it.amount), 0);
    if (state.balanceCents !== null && total > state.balanceCents)
      return payPalError(
        422,
        'INSUFFICIENT_FUNDS',
        'Sender does not have sufficient funds. Please add funds and retry.',
      );
    if (state.balanceCents !== null) state.balanceCents -= total;
    const now = new Date().toISOString();
    const batch: MockPayoutBatch = {
      payoutBatchId: paypalId(),
      senderBatchId: senderBatchId || paypalId(),
      status: 'PENDING',
      header: { ...header, sender_batch_id: senderBatchId || undefined },
      timeCreated: now,
      amount: { currency: sent[0].amount.currency, value: dollars(total) },
      itemIds: [],
    };
    for (const it of sent) {
      const item: MockPayoutItem = {
        payoutItemId: paypalId(),
        payoutBatchId: batch.payoutBatchId,
        senderBatchId: batch.senderBatchId,
        status: 'PENDING',
        transactionId: paypalId(),
        activityId: paypalId(),
        sent: { ...it, recipient_type: String(it.recipient_type ?? header.recipient_type) },
        errors: null,
        timeProcessed: now,
      };
      items.set(item.payoutItemId, item);
      batch.itemIds.push(item.payoutItemId);
    }
    batches.set(batch.payoutBatchId, batch);
    if (senderBatchId) bySenderBatchId.set(senderBatchId, batch.payoutBatchId);
    return {
      status: 201,
      body: {
        batch_header: {
          payout_batch_id: batch.payoutBatchId,
          batch_status: batch.status,
          sender_batch_header: batch.header,
        },
        links: [link(`/v1/payments/payouts/${batch.payoutBatchId}`, 'self')],
      },
    };
  }

  /** Moves an item to a status; money leaving PayPal's hold for the platform goes back into the balance. */
  function settle(
    payoutItemId: string,
    status: PayoutItemStatus,
    error?: { name: string; message?: string },
  ) {
    const item = items.get(payoutItemId);
    if (!item) throw new Error(`no payout item ${payoutItemId}`);
    if (state.balanceCents !== null && MONEY_BACK.has(status) && !MONEY_BACK.has(item.status))
      state.balanceCents += cents(item.sent.amount);
    item.status = status;
    item.timeProcessed = new Date().toISOString();
    if (error) item.errors = { name: error.name, message: error.message ?? words(error.name) };
    return item;
  }

  function cancel(payoutItemId: string): Answer {
    const item = items.get(payoutItemId);
    if (!item) return payPalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
    if (cancels.includes(payoutItemId))
      return payPalError(400, 'ITEM_ALREADY_CANCELLED', 'The requested item is already cancelled.');
    if (item.status !== 'UNCLAIMED')
      return payPalError(
        400,
        'ITEM_INCORRECT_STATUS',
        'You can only cancel items that have an Unclaimed state.',
      );
    settle(payoutItemId, 'RETURNED');
    cancels.push(payoutItemId);
    return { status: 200, body: itemJson(item) };
  }

  function verifySignature(json: unknown): Answer {
    const b = (json && typeof json === 'object' ? json : {}) as Json;
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    if (
      fields.some((k) => typeof b[k] !== 'string') ||
      !b.webhook_event ||
      typeof b.webhook_event !== 'object'
    )
      return payPalError(400, 'VALIDATION_ERROR', 'Invalid request - see details');
    const expected = paypalSignature(
      { id: String(b.transmission_id), time: String(b.transmission_time) },
      String(b.webhook_id),
      JSON.stringify(b.webhook_event),
    );
    const ok =
      b.webhook_id === PAYPAL_WEBHOOK_ID &&
      b.auth_algo === 'SHA256withRSA' &&
      b.transmission_sig === expected;
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }

  function route(method: string, path: string, json: unknown, requestId: string | null): Answer {
    if (method === 'POST' && path === '/v1/payments/payouts') {
      const replay = requestId ? byRequestId.get(requestId) : undefined;
      if (replay) return replay;
      const answer = createPayout(json);
      // Only accepted requests are kept: a refused one may be sent again once its cause is fixed.
      if (requestId && answer.status < 300) byRequestId.set(requestId, answer);
      return answer;
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return verifySignature(json);
    const batch = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(path);
    if (method === 'GET' && batch) {
      const b = batches.get(decodeURIComponent(batch[1]));
      return b
        ? { status: 200, body: batchJson(b) }
        : payPalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
    }
    const item = /^\/v1\/payments\/payouts-item\/([^/]+)(\/cancel)?$/.exec(path);
    if (item && method === 'POST' && item[2]) return cancel(decodeURIComponent(item[1]));
    if (item && method === 'GET' && !item[2]) {
      const i = items.get(decodeURIComponent(item[1]));
      return i
        ? { status: 200, body: itemJson(i) }
        : payPalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
    }
    return payPalError(404, 'NOT_FOUND', `No route for ${method} ${path}`);
  }

  const server = createServer(async (req, res) => {
    const send = (a: Answer) => {
      res.writeHead(a.status, { 'content-type': 'application/json', 'paypal-debug-id': paypalId() });
      res.end(JSON.stringify(a.body));
    };
    const raw = await readBody(req);
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://mock').pathname;
    const requestId =
      typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : null;
    let json: unknown = null;
    try {
      json = raw && String(req.headers['content-type'] ?? '').includes('json') ? JSON.parse(raw) : null;
    } catch {
      return send(payPalError(400, 'MALFORMED_REQUEST', 'Incoming JSON request does not map to API request'));
    }
    requests.push({ method, path, requestId, json });
    if (state.down)
      return send(payPalError(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.'));
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`;
      if (req.headers.authorization !== basic || raw !== 'grant_type=client_credentials')
        return send({
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        });
      return send({
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payouts',
          access_token: CLIENT.token,
          token_type: 'Bearer',
          app_id: 'APP-MOCK',
          expires_in: 32400,
          nonce: paypalId(),
        },
      });
    }
    if (req.headers.authorization !== `Bearer ${CLIENT.token}`)
      return send(
        payPalError(
          401,
          'AUTHENTICATION_FAILURE',
          'Authentication failed due to invalid authentication credentials.',
        ),
      );
    const at = injected.findIndex((x) => `${method} ${path}`.startsWith(x.on));
    const injection = at >= 0 ? injected.splice(at, 1)[0] : null;
    if (injection?.answer) return send(injection.answer);
    if (injection?.hang === 'before') return;
    const answer = route(method, path, json, requestId);
    if (injection?.hang === 'after') return;
    send(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The first item a withdrawal's payout created (its sender_item_id is the withdrawal id). */
  const itemOf = (withdrawalId: string) =>
    [...items.values()].find((i) => i.sent.sender_item_id === withdrawalId);

  /**
   * A PAYMENT.PAYOUTS-ITEM.<type> event for the item, which moves to the status the event reports. UNCLAIMED
   * carries RECEIVER_UNREGISTERED unless another error is given; the resource is the payout item as GET shows it.
   */
  function itemEvent(
    payoutItemId: string,
    type: PayoutItemEventType,
    error?: { name: string; message?: string },
  ) {
    const status = PAYOUT_ITEM_EVENTS[type];
    const item = settle(
      payoutItemId,
      status,
      error ??
        (type === 'UNCLAIMED'
          ? { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' }
          : undefined),
    );
    const id = `WH-${paypalId()}-${paypalId()}`;
    return {
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'payouts_item',
      event_type: `PAYMENT.PAYOUTS-ITEM.${type}`,
      summary: `A payout item is ${type.toLowerCase()}`,
      resource: itemJson(item),
      links: [
        link(`/v1/notifications/webhooks-events/${id}`, 'self'),
        link(`/v1/notifications/webhooks-events/${id}/resend`, 'resend', 'POST'),
      ],
    };
  }

  /** A webhook delivery as PayPal sends it: the body and the transmission headers the webhook handler checks. */
  function signed(event: Json, opts: { time?: Date; webhookId?: string; transmissionId?: string } = {}) {
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

  return {
    url,
    state,
    batches,
    items,
    cancels,
    requests,
    /** The create-payout calls received (retries included). */
    payoutCalls: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments/payouts'),
    itemOf,
    settle,
    itemEvent,
    signed,
    /** The next call whose "METHOD /path" starts with `on` answers this PayPal error instead. */
    failNext(e: { status: number; name: string; message?: string; on?: string }) {
      injected.push({
        on: e.on ?? 'POST /v1/payments/payouts',
        answer: payPalError(e.status, e.name, e.message ?? words(e.name)),
      });
    },
    /** The next matching call never answers; by default it takes effect first (the answer is lost on the way). */
    hangNext(on = 'POST /v1/payments/payouts', opts: { afterEffect?: boolean } = {}) {
      injected.push({ on, hang: opts.afterEffect === false ? 'before' : 'after' });
    },
    /** PayPal no longer replays by PayPal-Request-Id (its sandbox sometimes does not): only sender_batch_id guards. */
    forgetRequestIds: () => byRequestId.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PayPalPayoutsMock = Awaited<ReturnType<typeof startPayPalPayoutsMock>>;

/** "RECEIVER_UNREGISTERED" as "Receiver unregistered". */
const words = (name: string) => {
  const s = name.toLowerCase().replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
};
