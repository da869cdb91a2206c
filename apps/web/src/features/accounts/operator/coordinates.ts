import { VENUE_MSG } from '@spruik/shared';

export type LatLng = { latitude: number; longitude: number };

/** The two coordinate fields as typed. */
export type CoordText = { latitude: string; longitude: string };

export const coordText = (p: { latitude: number | null; longitude: number | null }): CoordText => ({
  latitude: p.latitude === null ? '' : String(p.latitude),
  longitude: p.longitude === null ? '' : String(p.longitude),
});

export const toCoordText = (p: LatLng): CoordText => ({
  latitude: p.latitude.toFixed(6),
  longitude: p.longitude.toFixed(6),
});

/** A typed coordinate as the API's number; an empty field is NaN, which every check refuses. */
export const coordNumber = (s: string) => (s.trim() === '' ? NaN : Number(s.trim()));

/** The typed coordinates as numbers, or the server's message for the first field that is wrong. */
export function parseCoords(
  t: CoordText,
): { ok: true; value: LatLng } | { ok: false; field: 'latitude' | 'longitude'; message: string } {
  const latitude = coordNumber(t.latitude);
  const longitude = coordNumber(t.longitude);
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90)
    return { ok: false, field: 'latitude', message: VENUE_MSG.latitudeInvalid };
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180)
    return { ok: false, field: 'longitude', message: VENUE_MSG.longitudeInvalid };
  return { ok: true, value: { latitude, longitude } };
}

/** The pin for the map: the typed point when both fields hold a valid pair. */
export function pointOf(t: CoordText): LatLng | null {
  const r = parseCoords(t);
  return r.ok ? r.value : null;
}

/** The request schema names 'latitude' or 'longitude' (not the form's `coords`): the picker shows it there. */
export function coordinateError(
  errors: Partial<Record<string, { message?: string }>>,
): { field: 'latitude' | 'longitude'; message: string } | null {
  const field = (['latitude', 'longitude'] as const).find((f) => errors[f]?.message);
  return field ? { field, message: errors[field]?.message ?? '' } : null;
}
