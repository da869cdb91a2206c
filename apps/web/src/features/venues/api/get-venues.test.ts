import { describe, expect, it } from 'vitest';
import { mapViewBox } from './get-venues';

describe('mapViewBox', () => {
  it("a phone's view of Melbourne at zoom 10 is about half a degree wide and a degree tall", () => {
    const box = mapViewBox({ latitude: -37.8136, longitude: 144.9631 }, 10, 390, 844);
    // 390 px at 360° / (256 × 2^10) px per degree of longitude.
    expect(box.east - box.west).toBeCloseTo((390 * 360) / (256 * 1024), 3);
    expect(box.west).toBeLessThan(144.9631);
    expect(box.east).toBeGreaterThan(144.9631);
    // Mercator: 844 px of latitude near -37.8° is cos(37.8°) × 844 px of longitude degrees.
    expect(box.north - box.south).toBeCloseTo(
      ((844 * 360) / (256 * 1024)) * Math.cos((37.8136 * Math.PI) / 180),
      2,
    );
    expect(box.south).toBeLessThan(-37.8136);
    expect(box.north).toBeGreaterThan(-37.8136);
  });

  it('wraps across the 180th meridian and covers the world when zoomed right out', () => {
    const fiji = mapViewBox({ latitude: -17.7, longitude: 179.9 }, 10, 390, 844);
    expect(fiji.west).toBeGreaterThan(179);
    expect(fiji.east).toBeLessThan(-179);
    expect(mapViewBox({ latitude: 0, longitude: 0 }, 0, 512, 512)).toMatchObject({ west: -180, east: 180 });
  });
});
