import { describe, expect, it } from 'vitest';
import { bannerImageShown } from './banner-images';

describe('bannerImageShown', () => {
  it('the first banner always; the others only once the first has settled', () => {
    expect(bannerImageShown(0, 0, false)).toBe(true);
    expect(bannerImageShown(1, 0, false)).toBe(false);
    expect(bannerImageShown(2, 0, false)).toBe(false);
    expect(bannerImageShown(1, 0, true)).toBe(true);
    expect(bannerImageShown(2, 0, true)).toBe(true);
  });

  it('every banner once another than the first is shown (a dot, or the turn)', () => {
    expect(bannerImageShown(1, 1, false)).toBe(true);
    expect(bannerImageShown(2, 1, false)).toBe(true);
  });
});
