import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@spruik/shared';
import { call } from '../../../lib/api';

/** Staff watch this screen at the counter: new payments show within a few seconds (polling for now). */
export const POLL_MS = 4000;

/** GET /api/payments as the venue: payments made here, newest first. */
export const useVenuePayments = () =>
  useQuery({
    queryKey: ['payments', 'venue'],
    queryFn: ({ signal }) => call(paymentsApi.list, {}, { signal }).then((d) => d.payments),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });

/** GET /api/vouchers as the venue: vouchers issued for it, newest first. */
export const useVenueVouchers = () =>
  useQuery({
    queryKey: ['vouchers', 'venue'],
    queryFn: ({ signal }) => call(paymentsApi.vouchers, {}, { signal }).then((d) => d.vouchers),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });
