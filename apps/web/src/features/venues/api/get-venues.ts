import { useQuery } from '@tanstack/react-query';
import type { Venue, VenueSummary } from '@spruik/shared';
import { api } from '../../../lib/api';

/** GET /api/venues: active venues with map coordinates. */
export const useVenues = () =>
  useQuery({
    queryKey: ['venues'],
    queryFn: ({ signal }) => api<{ venues: VenueSummary[] }>('/api/venues', { signal }).then((d) => d.venues),
  });

export const venueKey = (id: string) => ['venue', id] as const;

/** GET /api/venues/{id}: the venue and the caller's pocket there. */
export const useVenue = (id: string) =>
  useQuery({
    queryKey: venueKey(id),
    queryFn: ({ signal }) =>
      api<{ venue: Venue }>(`/api/venues/${encodeURIComponent(id)}`, { signal }).then((d) => d.venue),
    enabled: !!id,
  });
