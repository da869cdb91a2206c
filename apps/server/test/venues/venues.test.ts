import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, liveVenue, setBalance } from './helpers';

describe.each(databaseKinds)('venues API (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
  });
  afterAll(() => t.close());

  describe('GET /api/venues', () => {
    it('needs a signed-in user', async () => {
      expect((await api.get('/api/venues')).status).toBe(401);
    });

    it('lists active venues with coordinates, with details and a map link', async () => {
      const venue = await liveVenue(t, 'Owner A', { latitude: -37.8169, longitude: 144.9664, membership: 2 });
      await t.db
        .update(organisations)
        .set({ name: 'Cafe Alpha', logo: 'logo.png' })
        .where(eq(organisations.userId, venue.user.id));
      const pending = await t.createUser(1, { isActive: false, latitude: -37.8, longitude: 144.9 });
      const unmapped = await t.createUser(1);
      const { auth } = await t.createUser(3);

      const res = await api.get('/api/venues', auth);
      expect(res.status).toBe(200);
      const ids = res.body.data.venues.map((v: { id: string }) => v.id);
      expect(ids).toContain(venue.user.id);
      expect(ids).not.toContain(pending.user.id);
      expect(ids).not.toContain(unmapped.user.id);
      const listed = res.body.data.venues.find((v: { id: string }) => v.id === venue.user.id);
      expect(listed).toEqual({
        _id: venue.user.id,
        id: venue.user.id,
        latitude: -37.8169,
        longitude: 144.9664,
        name: 'Cafe Alpha',
        membership: 2,
        mapLink: 'https://www.google.com/maps/search/?api=1&query=-37.8169,144.9664',
        details: {
          name: 'Cafe Alpha',
          logo: 'logo.png',
          instagramId: 'https://www.instagram.com/tester/',
          tiktokId: null,
          youtubeId: null,
          websiteLink: 'https://venue.example',
          address: '1 Test St, Melbourne',
        },
      });
    });

    it('is open to every role', async () => {
      for (const role of [1, 2, 4] as const) {
        const { auth } = await t.createUser(role);
        expect((await api.get('/api/venues', auth)).status).toBe(200);
      }
    });
  });

  describe('GET /api/venues/{id}', () => {
    it("shows the venue and the caller's pocket there in dollars", async () => {
      const venue = await liveVenue(t, 'Owner B');
      const other = await liveVenue(t, 'Owner C');
      const customer = await t.createUser(3);
      await setBalance(t, `pocket:${customer.user.id}:${venue.user.id}`, 1234);
      await setBalance(t, `pocket:${customer.user.id}:${other.user.id}`, 999);

      const res = await api.get(`/api/venues/${venue.user.id}`, customer.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.venue).toMatchObject({
        _id: venue.user.id,
        id: venue.user.id,
        name: 'Test Venue',
        membership: 3,
        pocket: 12.34,
      });
      expect(res.body.data.venue.mapLink).toContain('query=-37.8136,144.9631');
    });

    it('reads a pocket that was never funded as 0', async () => {
      const venue = await liveVenue(t, 'Owner D');
      const customer = await t.createUser(3);
      const res = await api.get(`/api/venues/${venue.user.id}`, customer.auth);
      expect(res.body.data.venue.pocket).toBe(0);
    });

    it('shows an active venue without coordinates, with no map link', async () => {
      const venue = await t.createUser(1);
      const { auth } = await t.createUser(3);
      const res = await api.get(`/api/venues/${venue.user.id}`, auth);
      expect(res.status).toBe(200);
      expect(res.body.data.venue).toMatchObject({
        latitude: null,
        longitude: null,
        mapLink: null,
        pocket: 0,
      });
    });

    it('answers 404 for an unknown id, a non-uuid, a pending venue or a non-venue', async () => {
      const { auth, user: customer } = await t.createUser(3);
      const pending = await t.createUser(1, { isActive: false, latitude: 1, longitude: 1 });
      const ids = [
        '00000000-0000-4000-8000-000000000000',
        'not-a-uuid',
        "1'; drop table users;--",
        pending.user.id,
        customer.id,
      ];
      for (const id of ids) {
        const res = await api.get(`/api/venues/${encodeURIComponent(id)}`, auth);
        expect(res.status, id).toBe(404);
        expect(res.body.errors, id).toBe('Venue not found.');
      }
    });

    it('needs a signed-in user', async () => {
      const venue = await liveVenue(t, 'Owner E');
      expect((await api.get(`/api/venues/${venue.user.id}`)).status).toBe(401);
    });
  });

  describe('GET /api/payments/{venueId}/credit', () => {
    it('gives the customer wallet and pocket at that venue in dollars', async () => {
      const venue = await liveVenue(t, 'Owner F');
      const customer = await t.createUser(3);
      await setBalance(t, `wallet:${customer.user.id}`, 5050);
      await setBalance(t, `pocket:${customer.user.id}:${venue.user.id}`, 725);
      const res = await api.get(`/api/payments/${venue.user.id}/credit`, customer.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.user).toEqual({
        _id: customer.user.id,
        id: customer.user.id,
        wallet: 50.5,
        pocket: 7.25,
      });
    });

    it('reads missing balances as 0', async () => {
      const venue = await liveVenue(t, 'Owner G');
      const customer = await t.createUser(3);
      const res = await api.get(`/api/payments/${venue.user.id}/credit`, customer.auth);
      expect(res.body.data.user).toMatchObject({ wallet: 0, pocket: 0 });
    });

    it('is for customers only', async () => {
      const venue = await liveVenue(t, 'Owner H');
      expect((await api.get(`/api/payments/${venue.user.id}/credit`)).status).toBe(401);
      for (const role of [1, 2, 4] as const) {
        const { auth } = await t.createUser(role);
        expect((await api.get(`/api/payments/${venue.user.id}/credit`, auth)).status).toBe(403);
      }
    });

    it('answers 404 for a venue that is not live or not a uuid', async () => {
      const { auth } = await t.createUser(3);
      const pending = await t.createUser(1, { isActive: false });
      for (const id of [pending.user.id, 'abc', '00000000-0000-4000-8000-000000000000']) {
        const res = await api.get(`/api/payments/${id}/credit`, auth);
        expect(res.status, id).toBe(404);
        expect(res.body.errors).toBe('Venue not found.');
      }
    });
  });

  describe('GET /api/pockets', () => {
    it("lists the customer's pockets above zero at active venues, largest first, in dollars", async () => {
      const small = await liveVenue(t, 'Owner P');
      const large = await liveVenue(t, 'Owner Q');
      await t.db
        .update(organisations)
        .set({ name: 'Pocket Bar', logo: 'bar.png' })
        .where(eq(organisations.userId, large.user.id));
      const disabled = await t.createUser(1, { isActive: false });
      const customer = await t.createUser(3);
      const other = await t.createUser(3);
      await setBalance(t, `pocket:${customer.user.id}:${small.user.id}`, 250);
      await setBalance(t, `pocket:${customer.user.id}:${large.user.id}`, 1500);
      await setBalance(t, `pocket:${customer.user.id}:${disabled.user.id}`, 900);
      await setBalance(t, `pocket:${other.user.id}:${small.user.id}`, 4000);

      const res = await api.get('/api/pockets', customer.auth);
      expect(res.status).toBe(200);
      expect(res.body.data.pockets).toEqual([
        { venue: large.user.id, venueName: 'Pocket Bar', logo: 'bar.png', pocket: 15 },
        { venue: small.user.id, venueName: expect.any(String), logo: null, pocket: 2.5 },
      ]);
      // Nothing of another customer's, and nothing for a customer without pockets.
      const none = await t.createUser(3);
      expect((await api.get('/api/pockets', none.auth)).body.data.pockets).toEqual([]);
    });

    it('is for customers only', async () => {
      expect((await api.get('/api/pockets')).status).toBe(401);
      for (const role of [1, 2, 4] as const) {
        const { auth } = await t.createUser(role);
        expect((await api.get('/api/pockets', auth)).status).toBe(403);
      }
    });
  });
});
