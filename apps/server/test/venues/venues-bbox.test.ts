/** GET /api/venues?bbox=west,south,east,north: the map asks for the venues in view (issue 12). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_MSG } from '@spruik/shared';
import { createTestApp, type TestApp } from '../test-app';
import { client, liveVenue } from './helpers';

describe('GET /api/venues with a map area', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let auth: Record<string, string>;
  const ids = {} as Record<'cbd' | 'geelong' | 'fiji' | 'samoa', string>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    ({ auth } = await t.createUser(3));
    ids.cbd = (await liveVenue(t, 'CBD', { latitude: -37.8136, longitude: 144.9631 })).user.id;
    ids.geelong = (await liveVenue(t, 'Geelong', { latitude: -38.1499, longitude: 144.3617 })).user.id;
    ids.fiji = (await liveVenue(t, 'Fiji', { latitude: -17.7, longitude: 179.5 })).user.id;
    ids.samoa = (await liveVenue(t, 'Samoa', { latitude: -13.8, longitude: -172.1 })).user.id;
  });
  afterAll(() => t.close());

  const listed = async (query: string) => {
    const res = await api.get(`/api/venues${query}`, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.venues as Array<{ id: string }>).map((v) => v.id).sort();
  };

  it('answers only the venues inside the box, edges included', async () => {
    expect(await listed('?bbox=144.7,-38.0,145.2,-37.6')).toEqual([ids.cbd]);
    expect(await listed('?bbox=144.3617,-38.1499,144.9631,-37.8136')).toEqual([ids.cbd, ids.geelong].sort());
    expect(await listed('?bbox=100,10,110,20')).toEqual([]);
  });

  it('a box across the 180th meridian (west past east) holds both sides, nearest its centre first', async () => {
    expect(await listed('?bbox=179,-20,-172,-10')).toEqual([ids.fiji, ids.samoa].sort());
    // Centre 176.5 W, 15 S: Samoa (172.1 W, 13.8 S) is nearer than Fiji (179.5 E, 17.7 S) across the meridian.
    const res = await api.get('/api/venues?bbox=179,-20,-172,-10', auth);
    expect(res.body.data.venues.map((v: { id: string }) => v.id)).toEqual([ids.samoa, ids.fiji]);
    expect(res.body.data.total).toBe(2);
  });

  it('without a box (or an empty one) answers every mapped venue (one page here)', async () => {
    const all = Object.values(ids).sort();
    expect(await listed('')).toEqual(all);
    expect(await listed('?bbox=')).toEqual(all);
  });

  it.each([
    'abc',
    '1,2,3',
    '1,2,3,4,5',
    '144.7,-38,145.2,NaN',
    '144.7,-38,145.2,1e2',
    '181,-38,145,-37',
    '144,-91,145,-37',
    '144,-37,145,-38',
    `${'1'.repeat(120)},1,2,3`,
  ])('refuses bbox=%s with 400 and the message', async (bbox) => {
    const res = await api.get(`/api/venues?bbox=${encodeURIComponent(bbox)}`, auth);
    expect(res.status).toBe(400);
    expect(res.body.errors).toBe(VENUE_MSG.bboxInvalid);
  });

  it('refuses a repeated bbox parameter', async () => {
    const res = await api.get('/api/venues?bbox=1,2,3,4&bbox=1,2,3,4', auth);
    expect(res.status).toBe(400);
    expect(res.body.errors).toBe(VENUE_MSG.bboxInvalid);
  });
});
