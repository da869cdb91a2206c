import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** 'card' is Stripe Checkout, 'paypal' the online payment service; both are the TEST MODE sandbox without keys. */
export type TopUpMethod = 'card' | 'paypal';

/** POST /api/transaction/stripe (data.url) or POST /api/transaction (data.redirectLink.href): the checkout URL. */
export async function startTopUp(method: TopUpMethod, amount: string): Promise<string> {
  if (method === 'card') {
    const { url } = await api<{ url: string }>('/api/transaction/stripe', {
      method: 'POST',
      body: { amount },
    });
    return url;
  }
  const { redirectLink } = await api<{ redirectLink: { href: string } }>('/api/transaction', {
    method: 'POST',
    body: { amount },
  });
  return redirectLink.href;
}

export const useStartTopUp = () =>
  useMutation({
    mutationFn: ({ method, amount }: { method: TopUpMethod; amount: string }) => startTopUp(method, amount),
  });
