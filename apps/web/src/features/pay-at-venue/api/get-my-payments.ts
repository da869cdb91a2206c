import { useInfiniteQuery } from '@tanstack/react-query';
import { payAtVenueApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { myPaymentsKey } from '../../../lib/query-keys';

export const getMyPayments = (cursor: string | undefined, signal?: AbortSignal, pocket?: string) =>
  call(payAtVenueApi.payments, { query: { cursor, pocket } }, { signal });

/**
 * GET /api/payments as a customer: the wallet's movements (money in, type 1; payments at venues that took from
 * it and withdrawals, type 2), or with `pocket` (a venue id) that pocket's, newest first, a page at a time for
 * the infinite scroll.
 */
export const useMyPayments = (pocket?: string) =>
  useInfiniteQuery({
    queryKey: pocket ? [...myPaymentsKey, 'pocket', pocket] : myPaymentsKey,
    queryFn: ({ pageParam, signal }) => getMyPayments(pageParam, signal, pocket),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
