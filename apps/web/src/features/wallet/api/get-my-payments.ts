import { useQuery } from '@tanstack/react-query';
import type { PaymentItem } from '@spruik/shared';
import { api } from '../../../lib/api';

export const myPaymentsKey = ['payments', 'mine'] as const;

export const getMyPayments = (signal?: AbortSignal) =>
  api<{ payments: PaymentItem[] }>('/api/payments', { signal }).then((d) => d.payments);

/** GET /api/payments as a customer: money in (type 1), payments at venues and withdrawals (type 2). */
export const useMyPayments = () =>
  useQuery({ queryKey: myPaymentsKey, queryFn: ({ signal }) => getMyPayments(signal) });
