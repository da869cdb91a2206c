import { useQuery } from '@tanstack/react-query';
import { venuesApi } from '@spruik/shared';
import { call } from '../../../lib/api';

/** GET /api/venues: active venues with map coordinates. */
export const useVenues = () =>
  useQuery({
    queryKey: ['venues'],
    queryFn: ({ signal }) => call(venuesApi.list, {}, { signal }).then((d) => d.venues),
  });

export const venueKey = (id: string) => ['venue', id] as const;

/** GET /api/venues/{id}: the venue and the caller's pocket there. */
export const useVenue = (id: string) =>
  useQuery({
    queryKey: venueKey(id),
    queryFn: ({ signal }) => call(venuesApi.get, { params: { id } }, { signal }).then((d) => d.venue),
    enabled: !!id,
  });
