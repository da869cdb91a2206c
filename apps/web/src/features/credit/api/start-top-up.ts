import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
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
    const { url } = await api<{ url: string }>('/api/transaction/stripe', {
      method: 'POST',
      body: { amount },
      idempotencyKey,
    });
    return url;
  }
  const { redirectLink } = await api<{ redirectLink: { href: string } }>('/api/transaction', {
    method: 'POST',
    body: { amount },
    idempotencyKey,
  });
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
