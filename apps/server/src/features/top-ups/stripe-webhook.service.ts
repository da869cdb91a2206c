import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODE, idOrNull } from '@spruik/shared';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/app-error';
import { verifiedStripeEvent } from '../../plugins/providers/stripe-client';
import { cardFingerprintOf, paymentIntentOf, sessionStatus } from './providers/stripe';
import { confirmTopUp } from './top-ups.service';
import { applyReversal } from './reversals/reversal.service';
import { STRIPE_REVERSAL_EVENTS, stripeReversal } from './reversals/stripe-reversals';
import * as repo from './top-ups.repository';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * A Stripe webhook, verified over the raw body. A paid checkout credits its top-up once; a refund or dispute takes
 * back what is left of its credit once. The event id is recorded in the same transaction as the money
 * moves, so a replay (or Stripe's retry) does nothing.
 */
export async function handleStripeWebhook(
  deps: Deps,
  log: FastifyBaseLogger,
  raw: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate?: true }> {
  const secret = deps.config.stripeWebhookSecret;
  if (!secret) throw badRequest('Stripe webhooks are not configured.', ERROR_CODE.WEBHOOK_DISABLED);
  const event = verifiedStripeEvent(deps.config, deps.clock.now(), raw, signature ?? '', secret);

  const record = (db: Parameters<typeof repo.recordProviderEvent>[0]) =>
    repo.recordProviderEvent(db, { id: event.id, provider: 'stripe', type: event.type });

  if (PAID_EVENTS.has(event.type)) {
    const session = event.data.object as Stripe.Checkout.Session;
    const topUp = await ourTopUp(deps, session);
    if (topUp && sessionStatus(session, topUp) === 'paid') {
      let fresh = true;
      const paymentId = paymentIntentOf(session);
      // Read before the transaction: no network call holds a lock.
      const card = topUp.status === 'paid' ? null : await cardFingerprintOf(deps.config, log, paymentId);
      await confirmTopUp(deps, topUp.id, async (tx) => (fresh = await record(tx)), paymentId, card);
      return fresh ? { received: true } : { received: true, duplicate: true };
    }
    if (topUp)
      log.warn(
        { eventId: event.id, topUpId: topUp.id },
        'stripe checkout completed without a matching payment',
      );
  }
  if (STRIPE_REVERSAL_EVENTS.has(event.type)) {
    const reversal = await stripeReversal(deps, log, event);
    if (reversal) {
      const { duplicate } = await applyReversal(deps, log, reversal);
      return duplicate ? { received: true, duplicate: true } : { received: true };
    }
  }
  return (await record(deps.db)) ? { received: true } : { received: true, duplicate: true };
}

/** The top-up this session was opened for (our id travels as client_reference_id); null for anyone else's. */
async function ourTopUp(deps: Deps, session: Stripe.Checkout.Session) {
  const id = idOrNull(session.client_reference_id ?? '');
  if (!id) return null;
  const topUp = await repo.findTopUp(deps.db, id);
  if (!topUp || topUp.provider !== 'stripe') return null;
  if (topUp.providerSessionId && topUp.providerSessionId !== session.id) return null;
  return topUp;
}
