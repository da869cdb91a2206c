import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organisations } from '../../src/db/schema';
import type { TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, operatorApp, type Person } from './helpers';

describe.each(databaseKinds)('PUT /api/admin/users/{id}: level, address, follower counts (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  beforeAll(async () => {
    ({ t, api, admin } = await operatorApp(kind));
  });
  afterAll(() => t.close());

  const put = (id: string, body: unknown) => api.put(`/api/admin/users/${id}`, body, admin.auth);
  const audits = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'user.update')))
      .orderBy(desc(auditLog.createdAt));

  it('makes a customer a Legend with a referral code, audited, and shown on their profile', async () => {
    const c = await t.createUser(3);
    const res = await put(c.user.id, { level: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const code = res.body.data.user.legendCode;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.body.data.user).toMatchObject({ level: 2, role: 3 });
    const [row] = await audits(c.user.id);
    expect(row).toMatchObject({
      actorId: admin.user.id,
      targetType: 'user',
      before: { level: 1, legendCode: null },
      after: { level: 2, legendCode: code },
    });
    const me = await api.get('/api/users/me', c.auth);
    expect(me.body.data.user).toMatchObject({ level: 2, legendCode: code });
  });

  it('keeps the code when a Legend goes back to Basic and back again', async () => {
    const c = await t.createUser(3);
    const first = (await put(c.user.id, { level: '2' })).body.data.user.legendCode;
    const down = await put(c.user.id, { level: 1 });
    expect(down.body.data.user).toMatchObject({ level: 1, legendCode: first });
    const up = await put(c.user.id, { level: 2 });
    expect(up.body.data.user.legendCode).toBe(first);
    const rows = await audits(c.user.id);
    expect(rows).toHaveLength(3);
    expect(rows[0].after).toEqual({ level: 2 });
  });

  it('keeps a code the customer already had', async () => {
    const c = await t.createUser(3, { legendCode: `OLD${Date.now() % 100000}` });
    const res = await put(c.user.id, { level: 2 });
    expect(res.body.data.user.legendCode).toBe(c.user.legendCode);
  });

  it('sets follower counts on any account, null clears, and unchanged values write no audit', async () => {
    const c = await t.createUser(3);
    const res = await put(c.user.id, {
      instagramFollowers: 1500,
      tiktokFollowers: '220',
      youtubeFollowers: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      instagramFollowers: 1500,
      tiktokFollowers: 220,
      youtubeFollowers: 0,
    });
    expect((await t.reload(c.user.id)).instagramFollowers).toBe(1500);
    const cleared = await put(c.user.id, { instagramFollowers: null, tiktokFollowers: 220 });
    expect(cleared.body.data.user).toMatchObject({ instagramFollowers: null, tiktokFollowers: 220 });
    const rows = await audits(c.user.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      before: { instagramFollowers: 1500 },
      after: { instagramFollowers: null },
    });
    await put(c.user.id, { tiktokFollowers: 220 });
    expect(await audits(c.user.id)).toHaveLength(2);

    const business = await t.createUser(2);
    expect((await put(business.user.id, { youtubeFollowers: 12000 })).body.data.user.youtubeFollowers).toBe(
      12000,
    );
  });

  it("changes a venue's address, audited", async () => {
    const v = await t.createUser(1, { latitude: -37.8, longitude: 144.9 });
    const res = await put(v.user.id, { address: '  99 Chapel St, Windsor  ' });
    expect(res.status).toBe(200);
    expect(res.body.data.user.details.address).toBe('99 Chapel St, Windsor');
    const [org] = await t.db.select().from(organisations).where(eq(organisations.userId, v.user.id));
    expect(org.address).toBe('99 Chapel St, Windsor');
    const [row] = await audits(v.user.id);
    expect(row).toMatchObject({
      before: { address: '1 Test St, Melbourne' },
      after: { address: '99 Chapel St, Windsor' },
    });
    await put(v.user.id, { address: '99 Chapel St, Windsor' });
    expect(await audits(v.user.id)).toHaveLength(1);
  });

  it('combines fields in one audited change', async () => {
    const v = await t.createUser(1, { isActive: false, membership: 1 });
    const res = await put(v.user.id, {
      isActive: true,
      latitude: -37.85,
      longitude: 144.99,
      membership: 3,
      address: '1 Acland St, St Kilda',
      instagramFollowers: 5000,
    });
    expect(res.status).toBe(200);
    const [row] = await audits(v.user.id);
    expect(row.after).toEqual({
      isActive: true,
      latitude: -37.85,
      longitude: 144.99,
      membership: 3,
      instagramFollowers: 5000,
      address: '1 Acland St, St Kilda',
    });
  });

  it('keeps each field to the accounts that have it', async () => {
    const venue = await t.createUser(1);
    const business = await t.createUser(2);
    const customer = await t.createUser(3);
    const cases: Array<[string, unknown, string]> = [
      [venue.user.id, { level: 2 }, 'Only customers have a level.'],
      [business.user.id, { level: 1 }, 'Only customers have a level.'],
      [admin.user.id, { level: 2 }, 'Only customers have a level.'],
      [customer.user.id, { address: '1 Main St' }, 'Only venues have an address.'],
      [business.user.id, { address: '1 Main St' }, 'Only venues have an address.'],
    ];
    for (const [id, body, message] of cases) {
      const res = await put(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toBe(message);
    }
  });

  it('refuses bad values with a 400 and the text', async () => {
    const customer = await t.createUser(3);
    const venue = await t.createUser(1);
    const followers = 'Follower counts must be whole numbers of 0 or more.';
    const cases: Array<[string, unknown, string]> = [
      [customer.user.id, { level: 3 }, 'Level must be 1 (Basic) or 2 (Legend).'],
      [customer.user.id, { level: 0 }, 'Level must be 1 (Basic) or 2 (Legend).'],
      [customer.user.id, { level: 'legend' }, 'Level must be 1 (Basic) or 2 (Legend).'],
      [customer.user.id, { level: true }, 'Level must be 1 (Basic) or 2 (Legend).'],
      [customer.user.id, { instagramFollowers: -1 }, followers],
      [customer.user.id, { tiktokFollowers: 1.5 }, followers],
      [customer.user.id, { youtubeFollowers: 'many' }, followers],
      [customer.user.id, { youtubeFollowers: true }, followers],
      [customer.user.id, { instagramFollowers: 1e12 }, followers],
      [customer.user.id, { instagramFollowers: [100] }, followers],
      [venue.user.id, { address: '' }, 'Please enter the venue address.'],
      [venue.user.id, { address: null }, 'Please enter the venue address.'],
      [venue.user.id, { address: { street: 'x' } }, 'Please enter the venue address.'],
      [venue.user.id, { address: 'x'.repeat(201) }, 'Address must contain less than 200 characters.'],
      [customer.user.id, [], 'Nothing to update.'],
      [customer.user.id, 'level=2', 'Nothing to update.'],
    ];
    for (const [id, body, message] of cases) {
      const res = await put(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toBe(message);
    }
    expect(await t.reload(customer.user.id)).toMatchObject({ level: 1, instagramFollowers: null });
    expect(await audits(customer.user.id)).toEqual([]);
  });

  it('lists the new fields', async () => {
    const c = await t.createUser(3, { name: 'Listed Legend', instagramFollowers: 321 });
    await put(c.user.id, { level: 2 });
    const res = await api.get('/api/admin/users?q=Listed%20Legend', admin.auth);
    expect(res.body.data.users[0]).toMatchObject({
      level: 2,
      energy: 100,
      instagramFollowers: 321,
      tiktokFollowers: null,
      instagramId: 'https://www.instagram.com/tester/',
    });
    expect(res.body.data.users[0].legendCode).toMatch(/^[A-Z2-9]{8}$/);
  });
});
