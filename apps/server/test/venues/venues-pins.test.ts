/**
 * GET /api/venues/pins?bbox=west,south,east,north: the map asks for the venues in view, id, name and
 * coordinates each, at most the MAP_AREA_MAX_VENUES nearest the area's centre, with the area's total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAP_AREA_MAX_VENUES, VENUE_MSG } from '@spruik/shared';
import { organisations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, liveVenue } from './helpers';

type Pin = { _id: string; id: string; name: string; latitude: number; longitude: number };

describe.each(databaseKinds)('GET /api/venues/pins (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let auth: Record<string, string>;
  const ids = {} as Record<'cbd' | 'geelong' | 'fiji' | 'samoa', string>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    ({ auth } = await t.createUser(3));
    ids.cbd = (await liveVenue(t, 'CBD', { latitude: -37.8136, longitude: 144.9631 })).user.id;
    ids.geelong = (await liveVenue(t, 'Geelong', { latitude: -38.1499, longitude: 144.3617 })).user.id;
    ids.fiji = (await liveVenue(t, 'Fiji', { latitude: -17.7, longitude: 179.5 })).user.id;
    ids.samoa = (await liveVenue(t, 'Samoa', { latitude: -13.8, longitude: -172.1 })).user.id;
  });
  afterAll(() => t.close());

  const pins = async (bbox: string) => {
    const res = await api.get(`/api/venues/pins?bbox=${bbox}`, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { pins: Pin[]; total: number };
  };
  const listed = async (bbox: string) => (await pins(bbox)).pins.map((v) => v.id).sort();

  it('answers only the venues inside the box, edges included', async () => {
    expect(await listed('144.7,-38.0,145.2,-37.6')).toEqual([ids.cbd]);
    expect(await listed('144.3617,-38.1499,144.9631,-37.8136')).toEqual([ids.cbd, ids.geelong].sort());
    expect(await listed('100,10,110,20')).toEqual([]);
  });

  it('a box across the 180th meridian (west past east) holds both sides, nearest its centre first', async () => {
    // Centre 176.5 W, 15 S: Samoa (172.1 W, 13.8 S) is nearer than Fiji (179.5 E, 17.7 S) across the meridian.
    const data = await pins('179,-20,-172,-10');
    expect(data.pins.map((v) => v.id)).toEqual([ids.samoa, ids.fiji]);
    expect(data.total).toBe(2);
  });

  it('answers only id, name and coordinates per pin, the business name first', async () => {
    const venue = await liveVenue(t, 'Owner Alpha', { latitude: -33.8688, longitude: 151.2093 });
    await t.db
      .update(organisations)
      .set({ name: 'Cafe Alpha', logo: 'logo.png' })
      .where(eq(organisations.userId, venue.user.id));
    const plain = await liveVenue(t, 'Owner Beta', { latitude: -33.87, longitude: 151.21 });
    await t.db.update(organisations).set({ name: '' }).where(eq(organisations.userId, plain.user.id));
    // Never on the map: pending, or without coordinates.
    await t.createUser(1, { isActive: false, latitude: -33.8688, longitude: 151.2093 });
    await t.createUser(1);

    const data = await pins('151,-34,151.5,-33.5');
    expect(data).toEqual({
      pins: [
        {
          _id: venue.user.id,
          id: venue.user.id,
          name: 'Cafe Alpha',
          latitude: -33.8688,
          longitude: 151.2093,
        },
        { _id: plain.user.id, id: plain.user.id, name: 'Owner Beta', latitude: -33.87, longitude: 151.21 },
      ],
      total: 2,
    });
  });

  it('an empty area answers no pins and a total of 0', async () => {
    expect(await pins('100,10,110,20')).toEqual({ pins: [], total: 0 });
  });

  it('needs a signed-in user and is open to every role', async () => {
    expect((await api.get('/api/venues/pins?bbox=144,-38,145,-37')).status).toBe(401);
    for (const role of [1, 2, 3, 4] as const) {
      const { auth: other } = await t.createUser(role);
      expect((await api.get('/api/venues/pins?bbox=144,-38,145,-37', other)).status, `role ${role}`).toBe(
        200,
      );
    }
  });

  it.each([
    ['missing', ''],
    ['empty', '?bbox='],
    ['not numbers', '?bbox=abc'],
    ['three numbers', '?bbox=1,2,3'],
    ['five numbers', '?bbox=1,2,3,4,5'],
    ['NaN', `?bbox=${encodeURIComponent('144.7,-38,145.2,NaN')}`],
    ['an exponent', '?bbox=144.7,-38,145.2,1e2'],
    ['a longitude past 180', '?bbox=181,-38,145,-37'],
    ['a latitude past -90', '?bbox=144,-91,145,-37'],
    ['south above north', '?bbox=144,-37,145,-38'],
    ['too long', `?bbox=${'1'.repeat(120)},1,2,3`],
    ['repeated', '?bbox=1,2,3,4&bbox=1,2,3,4'],
  ])('refuses a bbox that is %s with 400 and the message', async (_, query) => {
    const res = await api.get(`/api/venues/pins${query}`, auth);
    expect([res.status, res.body.errors]).toEqual([400, VENUE_MSG.bboxInvalid]);
  });

  it(`caps an area at the ${MAP_AREA_MAX_VENUES} venues nearest its centre, nearest first, with the area's total`, async () => {
    // Perth: venue k sits k thousandths of a degree north or south of the centre (alternating), so nearness is k.
    const centre = { latitude: -31.95, longitude: 115.86 };
    const byDistance: string[] = [];
    for (let k = 1; k <= 130; k++) {
      const latitude = centre.latitude + (k % 2 ? 1 : -1) * k * 0.001;
      byDistance.push((await liveVenue(t, `Perth ${k}`, { latitude, longitude: centre.longitude })).user.id);
    }
    const data = await pins('115.66,-32.15,116.06,-31.75');
    expect(data.total).toBe(130);
    expect(data.pins.map((v) => v.id)).toEqual(byDistance.slice(0, MAP_AREA_MAX_VENUES));

    // A smaller area around the same centre holds fewer: all of them, and its own total.
    const near = await pins('115.85,-31.96,115.87,-31.94');
    expect(near.total).toBe(10);
    expect(near.pins.map((v) => v.id)).toEqual(byDistance.slice(0, 10));
  });
});
