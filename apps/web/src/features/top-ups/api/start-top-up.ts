import { useMutation } from '@tanstack/react-query';
import { topUpsApi } from '@spruik/shared/api';
import { call, type CallOptions } from '../../../lib/api';
import { useIdempotencyKeys } from '../../../lib/idempotency';

/** 'card' is Stripe Checkout, 'paypal' the online payment service; both are the TEST MODE sandbox without keys. */
export type TopUpMethod = 'card' | 'paypal';

/** POST /api/transaction/stripe (data.url) or POST /api/transaction (data.redirectLink.href): the checkout URL. */
export async function startTopUp(
  method: TopUpMethod,
  amount: string,
  options?: CallOptions,
): Promise<string> {
  if (method === 'card') {
    const { url } = await call(topUpsApi.startCard, { body: { amount } }, options);
    return url;
  }
  const { redirectLink } = await call(topUpsApi.startPaypal, { body: { amount } }, options);
  return redirectLink.href;
}

type Start = { method: TopUpMethod; amount: string };

/**
 * A repeated start of the same top-up answers the same checkout instead of opening another (a retry after a lost
 * answer opens the checkout the first start made).
 */
export function useStartTopUp() {
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: async (s: Start) => (await keys.send(s, (key) => startTopUp(s.method, s.amount, key))).data,
  });
}
