import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { ERROR_CODE, MONEY_MSG } from '@spruik/shared';
import { paypalProvider } from './paypal';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';
import type { CheckoutProvider, ProviderName } from './types';

export type { CheckoutProvider, ProviderCheck, ProviderName, ProviderStatus } from './types';

/** Card top-ups go to Stripe when its key is set, online-service top-ups to PayPal; otherwise the sandbox. */
export function providerForMethod(deps: Deps, method: 'card' | 'paypal'): ProviderName {
  const { config } = deps;
  if (method === 'card' && config.stripeSecretKey) return 'stripe';
  if (method === 'paypal' && config.paypalClientId && config.paypalClientSecret) return 'paypal';
  if (config.paymentsSandbox) return 'sandbox';
  throw new AppError(503, ERROR_CODE.PAYMENTS_UNAVAILABLE, MONEY_MSG.paymentsUnavailable);
}

const cache = new WeakMap<Deps, Map<ProviderName, CheckoutProvider>>();

/** The provider a top-up was started with (kept per app so PayPal's OAuth token is reused). */
export function provider(deps: Deps, name: string, log: FastifyBaseLogger): CheckoutProvider {
  let byName = cache.get(deps);
  if (!byName) cache.set(deps, (byName = new Map()));
  const known = byName.get(name as ProviderName);
  if (known) return known;
  const { config } = deps;
  let made: CheckoutProvider;
  if (name === 'stripe' && config.stripeSecretKey) made = stripeProvider(config, log);
  else if (name === 'paypal' && config.paypalClientId && config.paypalClientSecret)
    made = paypalProvider(config, log);
  else if (name === 'sandbox') made = sandboxProvider(config, deps.db);
  else throw new AppError(503, ERROR_CODE.PAYMENTS_UNAVAILABLE, MONEY_MSG.paymentsUnavailable);
  byName.set(made.name, made);
  return made;
}
