/** The Stripe SDK client, shared by top-ups (Checkout) and payouts (Connect). */
import Stripe from 'stripe';
import { ERROR_CODE } from '@spruik/shared';
import type { Config } from '../../config/env';
import { badRequest } from '../../lib/app-error';

const clients = new WeakMap<Config, Stripe>();

/** One SDK client per config. STRIPE_API_URL points it at a mock (tests) instead of api.stripe.com. */
export function stripeClient(config: Config): Stripe {
  let client = clients.get(config);
  if (!client) {
    const target = config.stripeApiUrl ? new URL(config.stripeApiUrl) : null;
    client = new Stripe(config.stripeSecretKey ?? 'sk_unset', {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(target && {
        host: target.hostname,
        port: target.port || (target.protocol === 'http:' ? 80 : 443),
        protocol: target.protocol === 'http:' ? 'http' : 'https',
      }),
    });
    clients.set(config, client);
  }
  return client;
}

/** Stripe's recommended window: older (or further in the future) signatures are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * A webhook's event, verified over the raw body with the endpoint's secret at the app's clock; anything else is a
 * 400 that changes nothing. Top-ups (STRIPE_WEBHOOK_SECRET) and Connect payouts (STRIPE_CONNECT_WEBHOOK_SECRET)
 * are two endpoints with their own secrets.
 */
export function verifiedStripeEvent(
  config: Config,
  now: Date,
  raw: Buffer,
  signature: string,
  secret: string,
): Stripe.Event {
  const nowMs = now.getTime();
  // The SDK refuses old timestamps; a timestamp from the future is just as suspicious.
  const t = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (!Number.isFinite(t) || t * 1000 > nowMs + WEBHOOK_TOLERANCE_SECONDS * 1000) {
    throw badRequest('The webhook signature is not valid.', ERROR_CODE.BAD_SIGNATURE);
  }
  try {
    return stripeClient(config).webhooks.constructEvent(
      raw,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
  } catch {
    throw badRequest('The webhook signature is not valid.', ERROR_CODE.BAD_SIGNATURE);
  }
}
