import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { payAtVenueApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { nextCursorOf } from '../../../lib/keyset';
import { venuePaymentsKey, venueVouchersKey } from '../../../lib/query-keys';

/** GET /api/payments as the venue: payments made here, newest first, a page at a time for the infinite scroll. */
export const useVenuePayments = () =>
  useInfiniteQuery({
    queryKey: venuePaymentsKey,
    queryFn: ({ pageParam, signal }) =>
      call(payAtVenueApi.payments, { query: { cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });

/** GET /api/vouchers as the venue: vouchers issued for it, newest first. */
export const useVenueVouchers = () =>
  useQuery({
    queryKey: venueVouchersKey,
    queryFn: ({ signal }) => call(payAtVenueApi.vouchers, {}, { signal }).then((d) => d.vouchers),
  });
