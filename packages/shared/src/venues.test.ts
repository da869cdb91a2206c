import { describe, expect, it } from 'vitest';
import { check } from './validation';
import { VENUE_MSG, venuePinsQuery, venuesQuery } from './venues';

describe('venuePinsQuery (GET /api/venues/pins)', () => {
  it('reads bbox=west,south,east,north as degrees, spaces and edges of the world allowed', () => {
    expect(check(venuePinsQuery, { bbox: '144.7,-38.0,145.2,-37.6' })).toEqual({
      ok: true,
      value: { bbox: { west: 144.7, south: -38, east: 145.2, north: -37.6 } },
    });
    expect(check(venuePinsQuery, { bbox: '-180, -90, 180, 90' })).toMatchObject({ ok: true });
    // West past east: an area across the 180th meridian.
    expect(check(venuePinsQuery, { bbox: '179,-20,-172,-10' })).toMatchObject({
      ok: true,
      value: { bbox: { west: 179, east: -172 } },
    });
  });

  it.each([
    ['missing', {}],
    ['empty', { bbox: '' }],
    ['repeated', { bbox: ['1,2,3,4', '1,2,3,4'] }],
    ['three numbers', { bbox: '1,2,3' }],
    ['an exponent', { bbox: '1,2,3,1e1' }],
    ['a longitude past 180', { bbox: '-181,2,3,4' }],
    ['south above north', { bbox: '1,5,3,4' }],
  ])('refuses a bbox that is %s with the map area text', (_, query) => {
    expect(check(venuePinsQuery, query)).toMatchObject({ ok: false, message: VENUE_MSG.bboxInvalid });
  });
});

describe('venuesQuery (GET /api/venues)', () => {
  it('takes a cursor and no map area', () => {
    expect(check(venuesQuery, { bbox: '1,2,3,4', cursor: 'abc' })).toEqual({
      ok: true,
      value: { cursor: 'abc' },
    });
  });
});
