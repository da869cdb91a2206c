import { useInfiniteQuery } from '@tanstack/react-query';
import { paymentsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { myPaymentsKey } from '../../../lib/query-keys';

export const getMyPayments = (cursor: string | undefined, signal?: AbortSignal) =>
  call(paymentsApi.list, { query: { cursor } }, { signal });

/**
 * GET /api/payments as a customer: money in (type 1), payments at venues and withdrawals (type 2), newest first,
 * a page at a time for the infinite scroll.
 */
export const useMyPayments = () =>
  useInfiniteQuery({
    queryKey: myPaymentsKey,
    queryFn: ({ pageParam, signal }) => getMyPayments(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
