import { useQuery } from '@tanstack/react-query';
import type { CampaignPublic } from '@spruik/shared';
import { api } from '../../../lib/api';
import { offersKey } from './get-offers';

export type VenueOffers = {
  campaigns: CampaignPublic[];
  total: number;
  venue: { _id: string; id: string; name: string; details: { name: string | null; logo: string | null } };
};

export const venueOffersKey = (venueId: string) => [...offersKey, 'venue', venueId] as const;

/** GET /api/venues/{id}/campaigns: that venue's campaigns the customer can join (50, more than any venue runs). */
export const useVenueOffers = (venueId: string) =>
  useQuery({
    queryKey: venueOffersKey(venueId),
    queryFn: ({ signal }) =>
      api<VenueOffers>(`/api/venues/${encodeURIComponent(venueId)}/campaigns`, {
        query: { page: 1, limit: 50 },
        signal,
      }),
    enabled: !!venueId,
  });
