import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@spruik/shared';
import { call } from '../../../lib/api';

/** Staff watch these at the counter: a `payment` live update refetches them (app/live-updates.ts). */
export const venuePaymentsKey = ['payments', 'venue'] as const;
export const venueVouchersKey = ['vouchers', 'venue'] as const;

/** GET /api/payments as the venue: payments made here, newest first. */
export const useVenuePayments = () =>
  useQuery({
    queryKey: venuePaymentsKey,
    queryFn: ({ signal }) => call(paymentsApi.list, {}, { signal }).then((d) => d.payments),
  });

/** GET /api/vouchers as the venue: vouchers issued for it, newest first. */
export const useVenueVouchers = () =>
  useQuery({
    queryKey: venueVouchersKey,
    queryFn: ({ signal }) => call(paymentsApi.vouchers, {}, { signal }).then((d) => d.vouchers),
  });
