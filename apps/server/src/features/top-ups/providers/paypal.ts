import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODE, formatCents, PRODUCT_NAME } from '@spruik/shared';
import type { Config } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import { resultUrl, type CheckoutProvider, type ProviderCheck } from './types';

type PayPalLink = { rel: string; href: string };
type PayPalOrder = {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: Array<{
    reference_id?: string;
    payments?: {
      captures?: Array<{ id?: string; status: string; amount?: { value: string; currency_code: string } }>;
    };
  }>;
};

/** A PayPal REST call's answer: the HTTP status and the parsed JSON body ({} when there is none). */
export type PayPalAnswer = { status: number; body: PayPalOrder & { details?: Array<{ issue?: string }> } };

export type PayPalClient = {
  /** PayPal-Request-Id makes a retried create or capture return the first answer instead of acting twice. */
  call(method: 'GET' | 'POST', path: string, requestId?: string, payload?: unknown): Promise<PayPalAnswer>;
  /** The error a failed call becomes: logged in full, a 502 with a plain text for the user. */
  fail(what: string, detail?: unknown): AppError;
};

const clients = new WeakMap<Config, PayPalClient>();

/**
 * PayPal's REST API over fetch with OAuth client credentials, one per config so the access token is reused by
 * checkouts and webhook verification alike.
 */
export function paypalClient(config: Config, log: FastifyBaseLogger): PayPalClient {
  const known = clients.get(config);
  if (known) return known;
  const base = config.paypalApiUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;

  const fail = (what: string, detail?: unknown) => {
    log.error({ detail }, `paypal ${what} failed`);
    return new AppError(
      502,
      ERROR_CODE.PROVIDER_ERROR,
      'The online payment service could not be reached. Please try again.',
    );
  };

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.paypalClientId}:${config.paypalClientSecret}`).toString('base64');
    const res = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    }).catch((err) => {
      throw fail('token', err);
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token) throw fail('token', { status: res.status, body });
    token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000,
    };
    return token.value;
  }

  async function call(method: 'GET' | 'POST', path: string, requestId?: string, payload?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId && { 'paypal-request-id': requestId }),
      },
      body: payload === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(payload),
      signal: AbortSignal.timeout(20_000),
    }).catch((err) => {
      throw fail(path, err);
    });
    const body = (await res.json().catch(() => ({}))) as PayPalAnswer['body'];
    return { status: res.status, body };
  }

  const client = { call, fail };
  clients.set(config, client);
  return client;
}

/** PayPal Orders v2: create an order (intent CAPTURE), capture on return. */
export function paypalProvider(config: Config, log: FastifyBaseLogger): CheckoutProvider {
  const { call, fail } = paypalClient(config, log);

  return {
    name: 'paypal',
    async start(topUp) {
      const back = resultUrl(config.publicUrl, topUp.id);
      const { status, body } = await call('POST', '/v2/checkout/orders', `topup-create-${topUp.id}`, {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: topUp.id,
            custom_id: topUp.id,
            description: `${PRODUCT_NAME} credit`,
            amount: { currency_code: 'USD', value: formatCents(topUp.amountCents) },
          },
        ],
        application_context: {
          brand_name: PRODUCT_NAME,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          return_url: back,
          cancel_url: back,
        },
      });
      const approve = body.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
      if (status >= 300 || !body.id || !approve) throw fail('create order', { status, body });
      return { sessionId: body.id, url: approve.href };
    },
    async status(topUp) {
      if (!topUp.providerSessionId) return { status: 'failed' };
      const orderPath = `/v2/checkout/orders/${encodeURIComponent(topUp.providerSessionId)}`;
      const captured = await call('POST', `${orderPath}/capture`, `topup-capture-${topUp.id}`);
      if (captured.status < 300) return orderStatus(captured.body, topUp);
      const issue = captured.body.details?.[0]?.issue;
      if (issue === 'ORDER_ALREADY_CAPTURED') return orderStatus((await call('GET', orderPath)).body, topUp);
      if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return { status: 'pending' };
      if (captured.status === 404 || captured.status === 422) return { status: 'failed' };
      throw fail('capture', captured);
    },
  };
}

/**
 * Paid only when a completed capture for this top-up carries exactly its amount in USD; the capture's id is
 * what PayPal's refund and reversal notifications name.
 */
function orderStatus(order: PayPalOrder, topUp: { id: string; amountCents: number }): ProviderCheck {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (unit?.reference_id !== undefined && unit.reference_id !== topUp.id) return { status: 'failed' };
  if (order.status === 'VOIDED') return { status: 'failed' };
  if (order.status !== 'COMPLETED' || !capture) return { status: 'pending' };
  if (capture.status !== 'COMPLETED') return { status: capture.status === 'PENDING' ? 'pending' : 'failed' };
  const amountOk =
    capture.amount?.currency_code === 'USD' && capture.amount.value === formatCents(topUp.amountCents);
  return amountOk ? { status: 'paid', paymentId: capture.id ?? null } : { status: 'failed' };
}
