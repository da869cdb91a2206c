import { useMutation } from '@tanstack/react-query';
import { topUpsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useIdempotencyKeys } from '../../../lib/idempotency';

/** 'card' is Stripe Checkout, 'paypal' the online payment service; both are the TEST MODE sandbox without keys. */
export type TopUpMethod = 'card' | 'paypal';

/** POST /api/transaction/stripe (data.url) or POST /api/transaction (data.redirectLink.href): the checkout URL. */
export async function startTopUp(
  method: TopUpMethod,
  amount: string,
  idempotencyKey?: string,
): Promise<string> {
  if (method === 'card') {
    const { url } = await call(topUpsApi.startCard, { body: { amount } }, { idempotencyKey });
    return url;
  }
  const { redirectLink } = await call(topUpsApi.startPaypal, { body: { amount } }, { idempotencyKey });
  return redirectLink.href;
}

type Start = { method: TopUpMethod; amount: string };

/** A repeated start of the same top-up answers the same checkout instead of opening another. */
export function useStartTopUp() {
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (s: Start) => startTopUp(s.method, s.amount, keys.keyFor(s)),
    onSuccess: (_url, s) => keys.succeeded(s),
  });
}
