/**
 * A test app that takes card top-ups through the local Stripe mock (money/provider-mocks.ts), and webhooks signed
 * the way Stripe signs them: the set-up the Stripe, refund and money concurrency suites share.
 */
import Stripe from 'stripe';
import { client } from '../money/helpers';
import { startStripeMock } from '../money/provider-mocks';
import { createTestApp, type TestApp } from '../test-app';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_mock');

export type StripeMock = Awaited<ReturnType<typeof startStripeMock>>;
export type StripeTestApp = Awaited<ReturnType<typeof stripeTestApp>>;

/** The mock, and an app on a fresh database of `kind` that talks to it; close() stops both. */
export async function stripeTestApp(kind: 'pglite' | 'postgres' = 'pglite') {
  const stripe = await startStripeMock();
  const t = await createTestApp({
    kind,
    config: {
      stripeSecretKey: 'sk_test_mock',
      stripeWebhookSecret: STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: stripe.url,
    },
  });
  return {
    t,
    stripe,
    api: client(t),
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}

/** A Stripe-Signature header for `payload`: the app's secret at the app's clock, unless told otherwise. */
export function stripeSignature(
  t: TestApp,
  payload: string,
  opts: { secret?: string; timestamp?: number } = {},
) {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? STRIPE_WEBHOOK_SECRET,
    timestamp: opts.timestamp ?? Math.floor(t.clock.now().getTime() / 1000),
  });
}

/** Delivers a webhook body with its Stripe-Signature header, as Stripe posts it. */
export function postStripeWebhook(t: TestApp, payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/transaction/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
