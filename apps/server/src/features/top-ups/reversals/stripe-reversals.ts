/**
 * Stripe's refunds and disputes as reversals. A charge names its payment_intent, which we store when
 * the top-up is confirmed; a top-up paid before that was stored is found through its Checkout Session.
 */
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODE, idOrNull } from '@spruik/shared';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { stripeClient } from '../providers/stripe';
import { findTopUp, findTopUpBySession, type TopUp } from '../top-ups.repository';
import type { ReversalAction, ReversalEvent } from './reversal.service';
import { findTopUpByPayment } from './reversals.repository';

export const STRIPE_REVERSAL_EVENTS = new Set([
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
  'charge.dispute.closed',
]);

/** Inquiries (warning_*) and prevented disputes take no money; a dispute in any other state has. */
const tookMoney = (status: string) => !status.startsWith('warning_') && status !== 'prevented';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The reversal an event asks for, or null when it is not about one of our top-ups or moves no money. */
export async function stripeReversal(
  deps: Deps,
  log: FastifyBaseLogger,
  event: Stripe.Event,
): Promise<ReversalEvent | null> {
  const object = event.data.object as Stripe.Charge | Stripe.Dispute;
  if (object.currency !== 'usd') {
    log.warn({ eventId: event.id, currency: object.currency }, 'stripe reversal in another currency ignored');
    return null;
  }
  const action = actionOf(event);
  if (!action) return null;
  const paymentIntent = idOf(object.payment_intent);
  const hint = event.type === 'charge.refunded' ? (object as Stripe.Charge).metadata?.topUpId : undefined;
  const topUp = await topUpOf(deps, log, paymentIntent, hint);
  if (!topUp) {
    log.warn({ eventId: event.id, paymentIntent }, 'stripe reversal for no top-up of ours');
    return null;
  }
  return {
    provider: 'stripe',
    eventId: event.id,
    eventType: event.type,
    topUpId: topUp.id,
    actorId: null,
    action,
  };
}

function actionOf(event: Stripe.Event): ReversalAction | null {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    // amount_refunded is the running total of every refund of the charge.
    return { kind: 'refund_total', ref: charge.id, totalCents: charge.amount_refunded };
  }
  const dispute = event.data.object as Stripe.Dispute;
  switch (event.type) {
    case 'charge.dispute.created':
      return tookMoney(dispute.status)
        ? { kind: 'chargeback', ref: dispute.id, amountCents: dispute.amount }
        : null;
    case 'charge.dispute.funds_withdrawn':
      return { kind: 'chargeback', ref: dispute.id, amountCents: dispute.amount };
    case 'charge.dispute.funds_reinstated':
      return { kind: 'dispute_closed', ref: dispute.id, outcome: 'won', amountCents: dispute.amount };
    case 'charge.dispute.closed':
      if (dispute.status !== 'won' && dispute.status !== 'lost') return null; // warning_closed: an inquiry
      return {
        kind: 'dispute_closed',
        ref: dispute.id,
        outcome: dispute.status === 'won' ? 'won' : 'lost',
        amountCents: dispute.amount,
      };
    default:
      return null;
  }
}

/**
 * Our top-up behind a payment_intent: the stored payment id, else the charge's metadata (set on new checkouts),
 * else the Checkout Session that created it (top-ups confirmed before the id was stored). Stripe unreachable is
 * a 502, so Stripe sends the event again later.
 */
async function topUpOf(
  deps: Deps,
  log: FastifyBaseLogger,
  paymentIntent: string | null,
  hint: string | undefined,
): Promise<TopUp | null> {
  if (!paymentIntent) return null;
  const stored = await findTopUpByPayment(deps.db, 'stripe', paymentIntent);
  if (stored) return stored;
  const byHint = hint && idOrNull(hint) ? await findTopUp(deps.db, idOrNull(hint)!) : null;
  if (byHint?.provider === 'stripe' && !byHint.providerPaymentId) return byHint;
  if (!deps.config.stripeSecretKey) return null;
  const sessions = await stripeClient(deps.config)
    .checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 })
    .catch((err) => {
      log.error({ err }, 'stripe session lookup failed');
      throw new AppError(502, ERROR_CODE.PROVIDER_ERROR, 'The card payment service could not be reached.');
    });
  const session = sessions.data[0];
  const topUp = session ? await findTopUpBySession(deps.db, 'stripe', session.id) : null;
  return topUp && topUp.id === session?.client_reference_id && !topUp.providerPaymentId ? topUp : null;
}
