import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { venuePaymentsKey, venueVouchersKey } from '../../../lib/query-keys';

/** GET /api/payments as the venue: payments made here, newest first, a page at a time for the infinite scroll. */
export const useVenuePayments = () =>
  useInfiniteQuery({
    queryKey: venuePaymentsKey,
    queryFn: ({ pageParam, signal }) => call(paymentsApi.list, { query: { cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });

/** GET /api/vouchers as the venue: vouchers issued for it, newest first. */
export const useVenueVouchers = () =>
  useQuery({
    queryKey: venueVouchersKey,
    queryFn: ({ signal }) => call(paymentsApi.vouchers, {}, { signal }).then((d) => d.vouchers),
  });
