/**
 * The providers' word on payouts (docs/payouts.md "Webhooks"): Stripe's Connect endpoint (its own secret,
 * STRIPE_CONNECT_WEBHOOK_SECRET) and PayPal's payout item events, which arrive on the one PayPal webhook the
 * top-ups feature verifies and hands over here. Each event is applied once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODE, idOrNull } from '@spruik/shared';
import { recordProviderEvent } from '../../db/tables/provider-events';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/app-error';
import { verifiedStripeEvent } from '../../plugins/providers/stripe-client';
import { applyAccountState } from './payout-accounts.service';
import { applyPayoutOutcome } from './payouts.service';
import { isPayPalPayoutEvent, paypalPayoutOutcome } from './rails/paypal';
import { connectEventOutcome } from './rails/stripe';
import type { PayoutOutcome } from './rails/types';

export { isPayPalPayoutEvent };

type Answer = { received: true; duplicate?: true };
const answer = (duplicate: boolean): Answer =>
  duplicate ? { received: true, duplicate: true } : { received: true };

/** POST /api/payouts/stripe/webhook: account.updated, payout.paid, payout.failed and payout.canceled. */
export async function handleConnectWebhook(
  deps: Deps,
  log: FastifyBaseLogger,
  raw: Buffer,
  signature: string | undefined,
): Promise<Answer> {
  const secret = deps.config.stripeConnectWebhookSecret;
  if (!secret) throw badRequest('Stripe Connect webhooks are not configured.', ERROR_CODE.WEBHOOK_DISABLED);
  const event = verifiedStripeEvent(deps.config, deps.clock.now(), raw, signature ?? '', secret);
  const recorded = { id: event.id, provider: 'stripe', type: event.type };
  const meaning = connectEventOutcome(event);
  if (meaning?.kind === 'payout') {
    const outcome = ours(meaning.outcome);
    if (outcome) return answer((await applyPayoutOutcome(deps, log, outcome, recorded)).duplicate);
  }
  // An account's state is the latest word whatever the order: applied each time, recorded once.
  if (meaning?.kind === 'account') await applyAccountState(deps, meaning.state);
  return answer(!(await recordProviderEvent(deps.db, recorded)));
}

/** A verified PayPal event of type PAYMENT.PAYOUTS-ITEM.* (the top-ups webhook checked its signature). */
export async function applyPayPalPayoutEvent(
  deps: Deps,
  log: FastifyBaseLogger,
  event: { id: string; event_type?: string; resource?: unknown },
): Promise<Answer> {
  const recorded = { id: `paypal:${event.id}`, provider: 'paypal', type: event.event_type ?? '' };
  const outcome = ours(paypalPayoutOutcome(event));
  if (outcome) return answer((await applyPayoutOutcome(deps, log, outcome, recorded)).duplicate);
  return answer(!(await recordProviderEvent(deps.db, recorded)));
}

/** Our withdrawal ids are UUIDs; anything else names nothing of ours. */
function ours(outcome: PayoutOutcome | null): PayoutOutcome | null {
  const id = outcome ? idOrNull(outcome.withdrawalId) : null;
  return outcome && id ? { ...outcome, withdrawalId: id } : null;
}
