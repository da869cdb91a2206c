import type { BoundingBox } from '@spruik/shared';

/**
 * The map asks for the venues in an area a little larger than its view (half a view more on each side), so a
 * small pan or zoom shows what is already loaded and only a move past that margin asks again.
 */
export const AREA_MARGIN = 0.5;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/**
 * Outward to 3 decimals (about 100 m), so the same view always asks with the same address (and cache). The
 * product is first cut to 6 decimals, so float dust (-38.10000000000001) does not push a whole step out.
 */
const thousandths = (v: number) => Number((v * 1000).toFixed(6));
const down = (v: number) => Math.floor(thousandths(v)) / 1000;
const up = (v: number) => Math.ceil(thousandths(v)) / 1000;

/**
 * The area to load for a view: the view widened by the margin, clamped to the world (a view panned past the
 * 180th meridian loads up to it; Australia does not cross it).
 */
export function areaAround(view: BoundingBox, margin = AREA_MARGIN): BoundingBox {
  const dx = (view.east - view.west) * margin;
  const dy = (view.north - view.south) * margin;
  return {
    west: down(clamp(view.west - dx, -180, 180)),
    south: down(clamp(view.south - dy, -90, 90)),
    east: up(clamp(view.east + dx, -180, 180)),
    north: up(clamp(view.north + dy, -90, 90)),
  };
}

/**
 * The area to load for a new view: the loaded one while it covers the view, unless it was capped (the server
 * sent only the venues nearest its centre), where any move asks again so a zoom in fills the map.
 */
export const nextArea = (loaded: BoundingBox | null, view: BoundingBox, capped: boolean) =>
  loaded && !capped && covers(loaded, view) ? loaded : areaAround(view);

/** True when the view lies wholly inside the loaded area. */
export const covers = (area: BoundingBox, view: BoundingBox) =>
  view.west >= area.west && view.east <= area.east && view.south >= area.south && view.north <= area.north;

/** The query parameter GET /api/venues/pins takes: west,south,east,north. */
export const bboxParam = (a: BoundingBox) => `${a.west},${a.south},${a.east},${a.north}`;

/** Inside the area, edges included (the server's rule). */
export const inArea = (a: BoundingBox, p: { latitude: number; longitude: number }) =>
  p.longitude >= a.west && p.longitude <= a.east && p.latitude >= a.south && p.latitude <= a.north;
