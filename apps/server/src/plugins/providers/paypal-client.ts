/** PayPal's REST client, shared by top-ups (Orders) and payouts (Payouts). */
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODE } from '@spruik/shared';
import type { Config } from '../../config/env';
import { AppError } from '../../lib/app-error';

/** A PayPal REST call's answer: the HTTP status and the parsed JSON body ({} when there is none). */
export type PayPalAnswer<T = Record<string, unknown>> = {
  status: number;
  body: T & { name?: string; message?: string; details?: Array<{ issue?: string }> };
};

export type PayPalClient = {
  /** PayPal-Request-Id makes a retried create or capture return the first answer instead of acting twice. */
  call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    requestId?: string,
    payload?: unknown,
  ): Promise<PayPalAnswer<T>>;
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

  async function call<T>(method: 'GET' | 'POST', path: string, requestId?: string, payload?: unknown) {
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
    const body = (await res.json().catch(() => ({}))) as PayPalAnswer<T>['body'];
    return { status: res.status, body };
  }

  const client = { call, fail };
  clients.set(config, client);
  return client;
}
