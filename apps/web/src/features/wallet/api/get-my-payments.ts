import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@spruik/shared';
import { call } from '../../../lib/api';

export const myPaymentsKey = ['payments', 'mine'] as const;

export const getMyPayments = (signal?: AbortSignal) =>
  call(paymentsApi.list, {}, { signal }).then((d) => d.payments);

/** GET /api/payments as a customer: money in (type 1), payments at venues and withdrawals (type 2). */
export const useMyPayments = () =>
  useQuery({ queryKey: myPaymentsKey, queryFn: ({ signal }) => getMyPayments(signal) });
