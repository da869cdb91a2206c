import type Stripe from 'stripe';
import { ERROR_CODE, PRODUCT_NAME } from '@spruik/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import { stripeClient } from '../../../plugins/providers/stripe-client';
import { resultUrl, type CheckoutProvider } from './types';

export { stripeClient };

export function stripeProvider(config: Config, log: FastifyBaseLogger): CheckoutProvider {
  const stripe = stripeClient(config);
  const unreachable = (err: unknown) => {
    log.error({ err }, 'stripe request failed');
    return new AppError(
      502,
      ERROR_CODE.PROVIDER_ERROR,
      'The card payment service could not be reached. Please try again.',
    );
  };
  return {
    name: 'stripe',
    async start(topUp) {
      // Stripe fills {CHECKOUT_SESSION_ID} in itself.
      const back = resultUrl(config.publicUrl, topUp.id, '{CHECKOUT_SESSION_ID}');
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: 'payment',
            client_reference_id: topUp.id,
            metadata: { topUpId: topUp.id },
            // Copied onto the charge, so a refund can be matched even before the payment id is stored.
            payment_intent_data: { metadata: { topUpId: topUp.id } },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: topUp.amountCents,
                  product_data: { name: `${PRODUCT_NAME} credit` },
                },
              },
            ],
            success_url: back,
            cancel_url: back,
          },
          { idempotencyKey: `topup-create-${topUp.id}` },
        )
        .catch((err) => {
          throw unreachable(err);
        });
      if (!session.url) throw unreachable(new Error('checkout session without url'));
      return { sessionId: session.id, url: session.url };
    },
    async status(topUp) {
      if (!topUp.providerSessionId) return { status: 'failed' };
      const session = await stripe.checkout.sessions.retrieve(topUp.providerSessionId).catch((err) => {
        throw unreachable(err);
      });
      const status = sessionStatus(session, topUp);
      const paymentId = paymentIntentOf(session);
      const cardFingerprint = status === 'paid' ? await cardFingerprintOf(config, log, paymentId) : null;
      return { status, paymentId, cardFingerprint };
    },
  };
}

/** Paid only when Stripe says so for this very top-up and amount; an expired session is a failure. */
export function sessionStatus(
  session: Pick<
    Stripe.Checkout.Session,
    'payment_status' | 'status' | 'amount_total' | 'currency' | 'client_reference_id'
  >,
  topUp: { id: string; amountCents: number },
): 'paid' | 'pending' | 'failed' {
  const matches =
    session.client_reference_id === topUp.id &&
    session.amount_total === topUp.amountCents &&
    session.currency === 'usd';
  if (!matches) return 'failed';
  if (session.payment_status === 'paid') return 'paid';
  return session.status === 'expired' ? 'failed' : 'pending';
}

/** The session's payment_intent id (expanded or not): what charges, refunds and disputes name. */
export const paymentIntentOf = (session: Pick<Stripe.Checkout.Session, 'payment_intent'>): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * The fingerprint of the card that paid: PaymentIntent → latest_charge (expanded) →
 * payment_method_details.card.fingerprint. Stripe gives one card the same fingerprint on every payment to our
 * account, so the trust checks can tell one card behind two accounts. Best effort: the credit never waits for
 * it, so a failure is logged and the top-up keeps no fingerprint.
 */
export async function cardFingerprintOf(
  config: Config,
  log: FastifyBaseLogger,
  paymentIntentId: string | null,
): Promise<string | null> {
  if (!paymentIntentId) return null;
  try {
    const intent = await stripeClient(config).paymentIntents.retrieve(paymentIntentId, {
      expand: ['latest_charge'],
    });
    const charge = intent.latest_charge;
    const fingerprint = typeof charge === 'object' ? charge?.payment_method_details?.card?.fingerprint : null;
    return typeof fingerprint === 'string' && fingerprint.length <= 64 ? fingerprint : null;
  } catch (err) {
    log.warn({ err, paymentIntentId }, 'stripe card fingerprint not read');
    return null;
  }
}
