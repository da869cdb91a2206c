import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payAtVenueApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { meKey } from '../../../lib/query-keys';

export const creditKey = (venueId: string) => ['venue-credit', venueId] as const;
export const unusedVouchersKey = (venueId: string) => ['vouchers', 'unused', venueId] as const;

/** GET /api/payments/{venueId}/credit: the wallet and the pocket at this venue (the form's maximums). */
export const useVenueCredit = (venueId: string) =>
  useQuery({
    queryKey: creditKey(venueId),
    queryFn: ({ signal }) =>
      call(payAtVenueApi.credit, { params: { venueId } }, { signal }).then((d) => d.user),
    enabled: !!venueId,
  });

/** GET /api/vouchers?notUsed=true&venue={id}: the customer's vouchers that can be redeemed here. */
export const useUnusedVouchers = (venueId: string) =>
  useQuery({
    queryKey: unusedVouchersKey(venueId),
    queryFn: ({ signal }) =>
      call(payAtVenueApi.vouchers, { query: { notUsed: 'true', venue: venueId } }, { signal }).then(
        (d) => d.vouchers,
      ),
    enabled: !!venueId,
  });

export type PayBody = {
  wallet: string;
  pocket: string;
  venueID: string;
  redeemID?: string;
};

/** A retry the server answered with the first answer: the payment whose answer was lost had gone through. */
export const PAYMENT_RECEIVED = 'Your payment was received';

/**
 * POST /api/payments; refreshes every balance and list the payment touched. One key per intended payment, sent
 * as the Idempotency-Key and as the body's requestId: a double click or a retry after a lost answer pays once.
 * After a lost answer (`inDoubt`) the form leaves the balance checks to the server, which replays the payment.
 */
export function usePayAtVenue() {
  const qc = useQueryClient();
  const keys = useIdempotencyKeys();
  const mutation = useMutation({
    mutationFn: (body: PayBody) =>
      keys.send(body, (key) =>
        call(payAtVenueApi.pay, { body: { ...body, requestId: key.idempotencyKey } }, key),
      ),
    onSettled: (_data, _error, body) => {
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: creditKey(body.venueID) });
      void qc.invalidateQueries({ queryKey: ['vouchers'] });
      void qc.invalidateQueries({ queryKey: ['venue', body.venueID] });
      void qc.invalidateQueries({ queryKey: ['payments'] });
    },
  });
  return { ...mutation, inDoubt: keys.inDoubt() };
}

/** GET /api/payments/{id}/receipt: the live receipt. */
export const useReceipt = (id: string) =>
  useQuery({
    queryKey: ['receipt', id],
    queryFn: ({ signal }) => call(payAtVenueApi.receipt, { params: { id } }, { signal }),
    enabled: !!id,
  });
