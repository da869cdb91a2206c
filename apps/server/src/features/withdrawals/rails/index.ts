/**
 * Which rail pays (docs/payouts.md): the provider with keys, else the TEST MODE sandbox while it is on, else none
 * (the rail is unavailable: payees cannot choose it, and a queued withdrawal waits for the operator).
 * Stripe needs its Connect webhook secret too: without it a payout could never be learnt paid or failed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../deps';
import { paypalRail } from './paypal';
import { sandboxOnboarding, sandboxRail } from './sandbox';
import { stripeOnboarding, stripeRail } from './stripe';
import type { ConnectOnboarding, PayoutRail, RailName } from './types';

export type RailMode = 'live' | 'sandbox' | 'off';

export function railMode(deps: Pick<Deps, 'config'>, name: RailName): RailMode {
  const c = deps.config;
  const keyed =
    name === 'stripe'
      ? Boolean(c.stripeSecretKey && c.stripeConnectWebhookSecret)
      : Boolean(c.paypalClientId && c.paypalClientSecret && c.paypalWebhookId);
  if (keyed) return 'live';
  return c.paymentsSandbox ? 'sandbox' : 'off';
}

export function railFor(deps: Deps, log: FastifyBaseLogger, name: RailName): PayoutRail | null {
  const mode = railMode(deps, name);
  if (mode === 'off') return null;
  if (mode === 'sandbox') return sandboxRail(deps, name);
  return name === 'stripe' ? stripeRail(deps.config, log) : paypalRail(deps.config, log);
}

export function onboardingFor(deps: Deps): ConnectOnboarding | null {
  const mode = railMode(deps, 'stripe');
  if (mode === 'off') return null;
  return mode === 'sandbox' ? sandboxOnboarding(deps) : stripeOnboarding(deps.config);
}

export { RailRefused, type PayoutOutcome, type RailName } from './types';
