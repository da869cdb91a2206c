import { useQuery } from '@tanstack/react-query';
import { LIMITS, MAP_CENTER, venuesApi, type BoundingBox } from '@spruik/shared';
import { call } from '../../../lib/api';

const TILE_PX = 256;
const round = (deg: number) => Math.round(deg * 1e4) / 1e4;

/**
 * The area a Web Mercator map (Leaflet's) shows around `center` at `zoom` in a `width` × `height` px view:
 * the west, south, east and north edges in degrees.
 */
export function mapViewBox(
  center: { latitude: number; longitude: number },
  zoom: number,
  width: number,
  height: number,
): BoundingBox {
  const worldPx = TILE_PX * 2 ** zoom;
  const halfLon = ((width / 2) * 360) / worldPx;
  const yOf = (lat: number) => {
    const phi = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * worldPx;
  };
  const latOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / worldPx))) * 180) / Math.PI;
  const y = yOf(center.latitude);
  const [south, north] = [round(latOf(y + height / 2)), round(latOf(y - height / 2))];
  if (halfLon >= 180) return { west: -180, south, east: 180, north };
  const wrap = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
  return {
    west: round(wrap(center.longitude - halfLon)),
    south,
    east: round(wrap(center.longitude + halfLon)),
    north,
  };
}

/**
 * The map's first view: SPEC.md's centre and zoom, on the whole window (the map is smaller, so this holds it with
 * a margin). The venues request asks for this area only, not for every venue in the country.
 */
function firstViewBox(): BoundingBox {
  const width = typeof window === 'undefined' ? 430 : window.innerWidth;
  const height = typeof window === 'undefined' ? 932 : window.innerHeight;
  return mapViewBox(MAP_CENTER, LIMITS.mapZoom, width, height);
}

const bboxParam = (b: BoundingBox) => [b.west, b.south, b.east, b.north].join(',');

/** GET /api/venues?bbox=: active venues with map coordinates in the map's view (the first view by default). */
export const useVenues = (box: BoundingBox = firstViewBox()) => {
  const bbox = bboxParam(box);
  return useQuery({
    queryKey: ['venues', bbox],
    queryFn: ({ signal }) => call(venuesApi.list, { query: { bbox } }, { signal }).then((d) => d.venues),
  });
};

export const venueKey = (id: string) => ['venue', id] as const;

/** GET /api/venues/{id}: the venue and the caller's pocket there. */
export const useVenue = (id: string) =>
  useQuery({
    queryKey: venueKey(id),
    queryFn: ({ signal }) => call(venuesApi.get, { params: { id } }, { signal }).then((d) => d.venue),
    enabled: !!id,
  });
