import { useQuery } from '@tanstack/react-query';
import { type BoundingBox } from '@spruik/shared';
import { venuesApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { bboxParam } from '../lib/map-area';

/**
 * GET /api/venues/pins?bbox=: the active venues with map coordinates in an area (asked once the map knows what it
 * shows), id, name and coordinates each, the ones nearest its centre when it holds more than the server sends, and
 * how many it holds. The last area's pins stay on screen while the next area loads.
 */
export const useVenuesIn = (area: BoundingBox | null) =>
  useQuery({
    queryKey: ['venue-pins', area && bboxParam(area)],
    queryFn: ({ signal }) => call(venuesApi.pins, { query: { bbox: bboxParam(area!) } }, { signal }),
    enabled: area !== null,
    placeholderData: (previous) => previous,
  });

export const venueKey = (id: string) => ['venue', id] as const;

/** GET /api/venues/{id}: the venue and the caller's pocket there. */
export const useVenue = (id: string) =>
  useQuery({
    queryKey: venueKey(id),
    queryFn: ({ signal }) => call(venuesApi.get, { params: { id } }, { signal }).then((d) => d.venue),
    enabled: !!id,
  });
