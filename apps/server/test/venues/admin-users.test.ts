import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@spruik/shared';
import { auditLog, mailOutbox, organisations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, type Headers } from './helpers';

describe.each(databaseKinds)('admin users API (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: { auth: Headers; user: { id: string } };
  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    admin = await t.createUser(4);
  });
  afterAll(() => t.close());

  /** A venue as sign-up leaves it: inactive, Bronze, no coordinates. */
  const pendingVenue = (name = 'Pending Owner') => t.createUser(1, { name, isActive: false, membership: 1 });
  const signIn = (email: string) => api.post('/api/signin', { email, password: 'Password123!' });
  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const auditsOf = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'user.update')));
  const ids = (res: { body: { data: { users: Array<{ id: string }> } } }) =>
    res.body.data.users.map((u) => u.id);

  describe('GET /api/admin/users', () => {
    it('lists venues waiting for activation', async () => {
      const pending = await pendingVenue();
      const live = await t.createUser(1);
      const customer = await t.createUser(3);
      const res = await api.get('/api/admin/users?role=1&status=pending', admin.auth);
      expect(res.status).toBe(200);
      expect(ids(res)).toContain(pending.user.id);
      expect(ids(res)).not.toContain(live.user.id);
      expect(ids(res)).not.toContain(customer.user.id);
      const row = res.body.data.users.find((u: { id: string }) => u.id === pending.user.id);
      expect(row).toMatchObject({
        _id: pending.user.id,
        email: pending.user.email,
        role: 1,
        isActive: false,
        status: 'pending',
        membership: 1,
        latitude: null,
        longitude: null,
        details: {
          name: 'Test Venue',
          abn: '12345678901',
          address: '1 Test St, Melbourne',
          websiteLink: 'https://venue.example',
        },
      });
      expect(row).not.toHaveProperty('passwordHash');
      const active = await api.get('/api/admin/users?role=1&status=active', admin.auth);
      expect(ids(active)).toContain(live.user.id);
      expect(ids(active)).not.toContain(pending.user.id);
    });

    it('searches by name, e-mail and venue name, taking % and _ literally', async () => {
      const person = await t.createUser(3, {
        name: 'Zelda Quokka',
        email: `zelda-${Date.now()}@example.com`,
      });
      const venue = await t.createUser(1);
      await t.db
        .update(organisations)
        .set({ name: 'The Wombat Bar' })
        .where(eq(organisations.userId, venue.user.id));
      expect(ids(await api.get('/api/admin/users?q=quokka', admin.auth))).toEqual([person.user.id]);
      expect(ids(await api.get(`/api/admin/users?q=${encodeURIComponent('ZELDA-')}`, admin.auth))).toEqual([
        person.user.id,
      ]);
      expect(ids(await api.get('/api/admin/users?q=wombat', admin.auth))).toEqual([venue.user.id]);
      expect(ids(await api.get('/api/admin/users?q=%25', admin.auth))).toEqual([]);
      expect(ids(await api.get('/api/admin/users?q=_', admin.auth))).toEqual([]);
    });

    it('pages by keyset: each page continues after the last one', async () => {
      const all = await api.get('/api/admin/users?limit=100', admin.auth);
      expect(ids(all).length).toBeGreaterThan(4);
      const page1 = await api.get('/api/admin/users?limit=2', admin.auth);
      expect(page1.body.data).toMatchObject({ limit: 2, nextCursor: expect.any(String) });
      const page2 = await api.get(
        `/api/admin/users?limit=2&cursor=${page1.body.data.nextCursor}`,
        admin.auth,
      );
      expect(ids(page2)).toEqual(ids(all).slice(2, 4));
    });

    it('refuses bad filters with a 400', async () => {
      const cases: Array<[string, string]> = [
        ['role=9', 'The role filter is not valid.'],
        ['role=venue', 'The role filter is not valid.'],
        ['status=maybe', 'The status filter is not valid.'],
        ['cursor=abc', 'The page is not valid.'],
        ['cursor=a%25b', 'The page is not valid.'],
        ['limit=1000', 'The page is not valid.'],
        [`q=${'x'.repeat(101)}`, 'Search must contain less than 100 characters.'],
      ];
      for (const [query, message] of cases) {
        const res = await api.get(`/api/admin/users?${query}`, admin.auth);
        expect(res.status, query).toBe(400);
        expect(res.body.errors, query).toBe(message);
      }
    });

    it('is for admins only', async () => {
      expect((await api.get('/api/admin/users')).status).toBe(401);
      for (const role of [1, 2, 3] as const) {
        const { auth } = await t.createUser(role);
        expect((await api.get('/api/admin/users?role=1&status=pending', auth)).status).toBe(403);
      }
    });
  });

  describe('PUT /api/admin/users/{id}: activating a venue', () => {
    it('needs coordinates before a venue goes live', async () => {
      const venue = await pendingVenue();
      const res = await api.put(`/api/admin/users/${venue.user.id}`, { isActive: true }, admin.auth);
      expect(res.status).toBe(400);
      expect(res.body.errors).toBe('A venue needs map coordinates before it can go live.');
      expect((await t.reload(venue.user.id)).isActive).toBe(false);
      expect(await auditsOf(venue.user.id)).toEqual([]);
      expect(await mailsTo(venue.user.email)).toEqual([]);
    });

    it('puts the venue on the map, lets it sign in, e-mails the owner and audits the change', async () => {
      const venue = await pendingVenue();
      const customer = await t.createUser(3);
      const before = await signIn(venue.user.email);
      expect(before.status).toBe(403);
      expect(before.body.errors).toBe(MSG.venueNotActive);

      const res = await api.put(
        `/api/admin/users/${venue.user.id}`,
        { isActive: true, membership: 2, latitude: -37.8136, longitude: 144.9631 },
        admin.auth,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('User updated.');
      expect(res.body.data.user).toMatchObject({
        id: venue.user.id,
        isActive: true,
        status: 'active',
        membership: 2,
        latitude: -37.8136,
        longitude: 144.9631,
      });

      const venues = await api.get('/api/venues', customer.auth);
      const listed = venues.body.data.venues.find((v: { id: string }) => v.id === venue.user.id);
      expect(listed).toMatchObject({ membership: 2, latitude: -37.8136, longitude: 144.9631 });

      const after = await signIn(venue.user.email);
      expect(after.status).toBe(200);
      expect(after.body.data).toMatchObject({ role: 1, id: venue.user.id });

      const mails = await mailsTo(venue.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Your venue is live on Spruik');
      expect(mails[0].text).toContain('Test Venue');
      expect(mails[0].text).toContain('Silver');

      const audits = await auditsOf(venue.user.id);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actorId: admin.user.id,
        targetType: 'user',
        before: { isActive: false, membership: 1, latitude: null, longitude: null },
        after: { isActive: true, membership: 2, latitude: -37.8136, longitude: 144.9631 },
      });
    });

    it('sends the e-mail once: repeating the activation changes nothing', async () => {
      const venue = await pendingVenue();
      const body = { isActive: true, latitude: '-33.86', longitude: '151.21' };
      const [a, b] = await Promise.all([
        api.put(`/api/admin/users/${venue.user.id}`, body, admin.auth),
        api.put(`/api/admin/users/${venue.user.id}`, body, admin.auth),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const again = await api.put(`/api/admin/users/${venue.user.id}`, body, admin.auth);
      expect(again.status).toBe(200);
      expect(again.body.data.user).toMatchObject({ latitude: -33.86, longitude: 151.21, membership: 1 });
      expect(await mailsTo(venue.user.email)).toHaveLength(1);
      expect(await auditsOf(venue.user.id)).toHaveLength(1);
    });

    it('changes membership and coordinates of a live venue, auditing only what changed', async () => {
      const venue = await pendingVenue();
      await api.put(
        `/api/admin/users/${venue.user.id}`,
        { isActive: true, latitude: -37.8, longitude: 144.9 },
        admin.auth,
      );
      const res = await api.put(`/api/admin/users/${venue.user.id}`, { membership: 3 }, admin.auth);
      expect(res.body.data.user).toMatchObject({ membership: 3, latitude: -37.8 });
      const audits = await auditsOf(venue.user.id);
      expect(audits).toHaveLength(2);
      expect(audits.map((a) => a.after)).toContainEqual({ membership: 3 });
      expect(audits.map((a) => a.before)).toContainEqual({ membership: 1 });
      expect(await mailsTo(venue.user.email)).toHaveLength(1);
    });

    it('deactivating a venue takes it off the map, closes its menu and its sessions', async () => {
      const venue = await t.createUser(1, { latitude: -37.8, longitude: 144.9 });
      const { auth } = await t.createUser(3);
      expect((await api.get(`/api/menus/${venue.user.id}`, auth)).status).toBe(200);
      const res = await api.put(`/api/admin/users/${venue.user.id}`, { isActive: false }, admin.auth);
      expect(res.body.data.user.status).toBe('suspended'); // it was live: suspended, not awaiting activation
      expect(
        ids({ body: { data: { users: (await api.get('/api/venues', auth)).body.data.venues } } }),
      ).not.toContain(venue.user.id);
      expect((await api.get(`/api/menus/${venue.user.id}`, auth)).status).toBe(404);
      expect((await api.get('/api/menus/me', venue.auth)).status).toBe(401);
    });

    it('deactivates and reactivates other accounts', async () => {
      const customer = await t.createUser(3);
      const off = await api.put(`/api/admin/users/${customer.user.id}`, { isActive: false }, admin.auth);
      expect(off.status).toBe(200);
      expect((await api.get('/api/users/me', customer.auth)).status).toBe(401);
      const signin = await signIn(customer.user.email);
      expect(signin.status).toBe(403);
      expect(signin.body.errors).toBe(MSG.accountDisabled);
      await api.put(`/api/admin/users/${customer.user.id}`, { isActive: true }, admin.auth);
      expect((await signIn(customer.user.email)).status).toBe(200);
      expect(await mailsTo(customer.user.email)).toEqual([]);
    });
  });

  describe('PUT /api/admin/users/{id}: rules and bad input', () => {
    it('refuses bad values with a 400 and the text', async () => {
      const venue = await pendingVenue();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{}, 'Nothing to update.'],
        [{ isActive: 'yes' }, 'Active must be true or false.'],
        [{ membership: 4 }, 'Membership must be 1 (Bronze), 2 (Silver) or 3 (Gold).'],
        [{ membership: 0 }, 'Membership must be 1 (Bronze), 2 (Silver) or 3 (Gold).'],
        [{ membership: 1.5 }, 'Membership must be 1 (Bronze), 2 (Silver) or 3 (Gold).'],
        [{ latitude: 91, longitude: 0 }, 'Latitude must be a number between -90 and 90.'],
        [{ latitude: -90.5, longitude: 0 }, 'Latitude must be a number between -90 and 90.'],
        [{ latitude: 0, longitude: 180.1 }, 'Longitude must be a number between -180 and 180.'],
        [{ latitude: 0, longitude: -181 }, 'Longitude must be a number between -180 and 180.'],
        [{ latitude: 'north', longitude: 0 }, 'Latitude must be a number between -90 and 90.'],
        [{ latitude: -37.8 }, 'Please enter both latitude and longitude.'],
        [{ isActive: true, longitude: 144.9 }, 'Please enter both latitude and longitude.'],
      ];
      for (const [body, message] of cases) {
        const res = await api.put(`/api/admin/users/${venue.user.id}`, body, admin.auth);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors, JSON.stringify(body)).toBe(message);
      }
      expect(await t.reload(venue.user.id)).toMatchObject({ isActive: false, latitude: null, membership: 1 });
    });

    it('accepts the edges of the map', async () => {
      const venue = await pendingVenue();
      const res = await api.put(
        `/api/admin/users/${venue.user.id}`,
        { latitude: -90, longitude: 180 },
        admin.auth,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ latitude: -90, longitude: 180, isActive: false });
    });

    it('keeps membership and coordinates to venues', async () => {
      for (const role of [2, 3] as const) {
        const { user } = await t.createUser(role);
        for (const body of [{ membership: 2 }, { latitude: 1, longitude: 1 }]) {
          const res = await api.put(`/api/admin/users/${user.id}`, body, admin.auth);
          expect(res.status).toBe(400);
          expect(res.body.errors).toBe('Only venues have a membership and map coordinates.');
        }
      }
    });

    it('does not let an admin lock themselves out', async () => {
      const res = await api.put(`/api/admin/users/${admin.user.id}`, { isActive: false }, admin.auth);
      expect(res.status).toBe(400);
      expect(res.body.errors).toBe('You cannot deactivate your own account.');
    });

    it("answers 404 'User not found.' for unknown ids and non-uuids", async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1%27--']) {
        const res = await api.put(`/api/admin/users/${id}`, { isActive: true }, admin.auth);
        expect(res.status, id).toBe(404);
        expect(res.body.errors).toBe('User not found.');
      }
    });

    it('is for admins only: roles 1-3 get 403, anonymous callers 401', async () => {
      const venue = await pendingVenue();
      const body = { isActive: true, latitude: -37.8, longitude: 144.9 };
      expect((await api.put(`/api/admin/users/${venue.user.id}`, body)).status).toBe(401);
      for (const role of [1, 2, 3] as const) {
        const { auth } = await t.createUser(role);
        const res = await api.put(`/api/admin/users/${venue.user.id}`, body, auth);
        expect(res.status).toBe(403);
      }
      expect((await t.reload(venue.user.id)).isActive).toBe(false);
    });
  });
});
