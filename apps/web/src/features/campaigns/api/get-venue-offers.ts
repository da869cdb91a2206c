import { useQuery } from '@tanstack/react-query';
import { type DataOf } from '@spruik/shared';
import { campaignsApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { offersKey } from './get-offers';

export type VenueOffers = DataOf<typeof campaignsApi.venueOffers>;

export const venueOffersKey = (venueId: string) => [...offersKey, 'venue', venueId] as const;

export const getVenueOffers = (venueId: string, signal?: AbortSignal) =>
  call(campaignsApi.venueOffers, { params: { id: venueId }, query: { page: 1, limit: 50 } }, { signal });

/** GET /api/venues/{id}/campaigns: that venue's campaigns the customer can join (50, more than any venue runs). */
export const useVenueOffers = (venueId: string) =>
  useQuery({
    queryKey: venueOffersKey(venueId),
    queryFn: ({ signal }) => getVenueOffers(venueId, signal),
    enabled: !!venueId,
  });
