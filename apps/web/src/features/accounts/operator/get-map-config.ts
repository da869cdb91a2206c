import { useQuery } from '@tanstack/react-query';
import { venuesApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';

/** Used when GET /api/config cannot be read. */
export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/** GET /api/config's mapTileUrl ('' draws no tiles); the OpenStreetMap template when the call fails. */
export async function getMapTileUrl(signal?: AbortSignal): Promise<string> {
  try {
    const config: { mapTileUrl?: unknown } = await call(venuesApi.config, {}, { signal, silent: true });
    return typeof config.mapTileUrl === 'string' ? config.mapTileUrl : OSM_TILE_URL;
  } catch {
    return OSM_TILE_URL;
  }
}

export const useMapTileUrl = () =>
  useQuery({
    queryKey: ['config', 'mapTileUrl'],
    queryFn: ({ signal }) => getMapTileUrl(signal),
    staleTime: Infinity,
  });
