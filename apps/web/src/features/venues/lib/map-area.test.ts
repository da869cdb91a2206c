import { describe, expect, it } from 'vitest';
import { areaAround, bboxParam, covers, inArea, nextArea } from './map-area';

const melbourne = { west: 144.7, south: -37.95, east: 145.2, north: -37.65 };

describe('map area', () => {
  it('widens the view by half a view on each side, outward to 3 decimals', () => {
    expect(areaAround(melbourne)).toEqual({ west: 144.45, south: -38.1, east: 145.45, north: -37.5 });
    expect(areaAround({ west: 1.00001, south: 1.00001, east: 1.00002, north: 1.00002 }, 0)).toEqual({
      west: 1,
      south: 1,
      east: 1.001,
      north: 1.001,
    });
  });

  it('stops at the edges of the world', () => {
    expect(areaAround({ west: -200, south: -89, east: 200, north: 89 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });

  it('a view inside the loaded area needs no new request; one past its margin does', () => {
    const area = areaAround(melbourne);
    expect(covers(area, melbourne)).toBe(true);
    expect(covers(area, { ...melbourne, west: 144.5, east: 145.0 })).toBe(true);
    expect(covers(area, { ...melbourne, west: 144.4, east: 144.9 })).toBe(false);
  });

  it('keeps the loaded area for a view inside it, unless the server capped that area', () => {
    const area = areaAround(melbourne);
    const zoomedIn = { west: 144.9, south: -37.85, east: 145.0, north: -37.75 };
    expect(nextArea(null, melbourne, false)).toEqual(area);
    expect(nextArea(area, zoomedIn, false)).toBe(area);
    expect(nextArea(area, zoomedIn, true)).toEqual(areaAround(zoomedIn));
    expect(nextArea(area, { ...melbourne, west: 144.4, east: 144.9 }, false)).toEqual(
      areaAround({ ...melbourne, west: 144.4, east: 144.9 }),
    );
  });

  it('writes the query parameter and tells what lies inside, edges included', () => {
    expect(bboxParam(melbourne)).toBe('144.7,-37.95,145.2,-37.65');
    expect(inArea(melbourne, { latitude: -37.65, longitude: 145.2 })).toBe(true);
    expect(inArea(melbourne, { latitude: -37.64, longitude: 145 })).toBe(false);
  });
});
