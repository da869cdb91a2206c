import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayAtVenueResponse, ReceiptResponse, VenueCredit, VoucherItem } from '@spruik/shared';
import { api } from '../../../lib/api';
import { meKey } from '../../profile/api/get-me';

export const creditKey = (venueId: string) => ['venue-credit', venueId] as const;
export const unusedVouchersKey = (venueId: string) => ['vouchers', 'unused', venueId] as const;

/** GET /api/payments/{venueId}/credit: the wallet and the pocket at this venue (the form's maximums). */
export const useVenueCredit = (venueId: string) =>
  useQuery({
    queryKey: creditKey(venueId),
    queryFn: ({ signal }) =>
      api<{ user: VenueCredit }>(`/api/payments/${encodeURIComponent(venueId)}/credit`, { signal }).then(
        (d) => d.user,
      ),
    enabled: !!venueId,
  });

/** GET /api/vouchers?notUsed=true&venue={id}: the customer's vouchers that can be redeemed here. */
export const useUnusedVouchers = (venueId: string) =>
  useQuery({
    queryKey: unusedVouchersKey(venueId),
    queryFn: ({ signal }) =>
      api<{ vouchers: VoucherItem[] }>('/api/vouchers', {
        signal,
        query: { notUsed: 'true', venue: venueId },
      }).then((d) => d.vouchers),
    enabled: !!venueId,
  });

export type PayBody = {
  wallet: string;
  pocket: string;
  venueID: string;
  redeemID?: string;
  requestId: string;
};

/** POST /api/payments; refreshes every balance and list the payment touched. */
export function usePayAtVenue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PayBody) => api<PayAtVenueResponse>('/api/payments', { method: 'POST', body }),
    onSettled: (_data, _error, body) => {
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: creditKey(body.venueID) });
      void qc.invalidateQueries({ queryKey: ['vouchers'] });
      void qc.invalidateQueries({ queryKey: ['venue', body.venueID] });
      void qc.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}

/** GET /api/payments/{id}/receipt: the live receipt. */
export const useReceipt = (id: string) =>
  useQuery({
    queryKey: ['receipt', id],
    queryFn: ({ signal }) =>
      api<ReceiptResponse>(`/api/payments/${encodeURIComponent(id)}/receipt`, { signal }),
    enabled: !!id,
  });

/** A v4 uuid for the payment's requestId (crypto.randomUUID needs a secure context; this does not). */
export function newRequestId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
