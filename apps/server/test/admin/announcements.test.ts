import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import type { TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { BAD_IDS, client, operatorApp, NO_SUCH_ID, type Person } from './helpers';

const STORED = '0f8fad5b-d9cb-469f-a165-70867728950e.png';

describe.each(databaseKinds)('operator announcements (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  let customer: Person;
  beforeAll(async () => {
    ({ t, api, admin } = await operatorApp(kind, { name: 'Ada Admin' }));
    customer = await t.createUser(3);
  });
  afterAll(() => t.close());

  const create = (body: unknown) => api.post('/api/admin/announcements', body, admin.auth);
  const auditsOf = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'announcement'), eq(auditLog.targetId, id)))
      .orderBy(asc(auditLog.createdAt));
  const homes = async () => (await api.get('/api/announcements', customer.auth)).body.data.announcements;

  it('creates a banner from an uploaded image, serves it to the role homes and audits it', async () => {
    const res = await create({ imageUrl: STORED, link: 'example.com/promo' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.data.announcement;
    expect(res.body.data.message).toBe('Announcement created.');
    expect(a).toMatchObject({ _id: a.id, imageUrl: STORED, link: 'https://example.com/promo' });
    expect(await homes()).toContainEqual({
      _id: a.id,
      id: a.id,
      imageUrl: STORED,
      link: 'https://example.com/promo',
    });
    const list = await api.get('/api/admin/announcements', admin.auth);
    expect(list.body.data.announcements.map((x: { id: string }) => x.id)).toContain(a.id);
    const [row] = await auditsOf(a.id);
    expect(row).toMatchObject({ actorId: admin.user.id, action: 'announcement.create', before: null });
    expect(row.after).toMatchObject({ imageUrl: STORED, link: 'https://example.com/promo' });
  });

  it('goes only to the roles the operator chose (all three by default), stored on the banner', async () => {
    const venue = await t.createUser(1);
    const business = await t.createUser(2);
    const idsFor = async (p: Person) =>
      (await api.get('/api/announcements', p.auth)).body.data.announcements.map((x: { id: string }) => x.id);
    const res = await create({ imageUrl: 'https://cdn.example.com/v.jpg', roles: [1, 3, 3] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.data.announcement;
    expect(a.roles).toEqual([1, 3]);
    expect(await idsFor(venue)).toContain(a.id);
    expect(await idsFor(customer)).toContain(a.id);
    expect(await idsFor(business)).not.toContain(a.id);
    const all = await create({ imageUrl: 'https://cdn.example.com/all.jpg' });
    expect(all.body.data.announcement.roles).toEqual([1, 2, 3]);
    expect(await idsFor(business)).toContain(all.body.data.announcement.id);

    const moved = await api.put(`/api/admin/announcements/${a.id}`, { roles: [2] }, admin.auth);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await idsFor(business)).toContain(a.id);
    expect(await idsFor(venue)).not.toContain(a.id);
    const [, update] = await auditsOf(a.id);
    expect(update).toMatchObject({ before: { roles: [1, 3] }, after: { roles: [2] } });

    for (const roles of [[], [4], ['x'], 'all', [1, 2, 3, 1, 2]]) {
      const bad = await create({ imageUrl: 'https://cdn.example.com/x.jpg', roles });
      expect(bad.status, JSON.stringify(roles)).toBe(400);
      expect(bad.body.errors).toBe('Choose who sees the announcement: customers, businesses or venues.');
    }
  });

  it('takes an https image address, upgrades an http link, and goes to the end unless placed', async () => {
    const first = await create({ imageUrl: 'https://cdn.example.com/a.jpg', link: 'http://example.org' });
    expect(first.body.data.announcement.link).toBe('https://example.org');
    const second = await create({ imageUrl: 'https://cdn.example.com/b.jpg', link: '' });
    expect(second.body.data.announcement.link).toBeNull();
    expect(second.body.data.announcement.position).toBeGreaterThan(first.body.data.announcement.position);
    const top = await create({ imageUrl: 'https://cdn.example.com/top.jpg', position: 0 });
    const ids = (await homes()).map((x: { id: string }) => x.id);
    expect(ids.indexOf(top.body.data.announcement.id)).toBeLessThan(
      ids.indexOf(second.body.data.announcement.id),
    );
  });

  it('edits a banner, audits before and after, and removes a link with null', async () => {
    const a = (await create({ imageUrl: STORED, link: 'example.com' })).body.data.announcement;
    const res = await api.put(
      `/api/admin/announcements/${a.id}`,
      { imageUrl: 'https://cdn.example.com/new.png', link: null },
      admin.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      message: 'Announcement updated.',
      announcement: {
        id: a.id,
        imageUrl: 'https://cdn.example.com/new.png',
        link: null,
        position: a.position,
      },
    });
    const rows = await auditsOf(a.id);
    expect(rows.map((r) => r.action)).toEqual(['announcement.create', 'announcement.update']);
    expect(rows[1].before).toMatchObject({ imageUrl: STORED, link: 'https://example.com' });
    expect(rows[1].after).toMatchObject({ imageUrl: 'https://cdn.example.com/new.png', link: null });
  });

  it('deletes once: the second delete and later edits answer 404', async () => {
    const a = (await create({ imageUrl: STORED })).body.data.announcement;
    const del = await api.del(`/api/admin/announcements/${a.id}`, admin.auth);
    expect(del.status).toBe(200);
    expect(del.body.data.message).toBe('Announcement deleted.');
    expect((await homes()).map((x: { id: string }) => x.id)).not.toContain(a.id);
    for (const res of [
      await api.del(`/api/admin/announcements/${a.id}`, admin.auth),
      await api.put(`/api/admin/announcements/${a.id}`, { link: 'example.com' }, admin.auth),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.errors).toBe('Announcement not found.');
    }
    const rows = await auditsOf(a.id);
    expect(rows.map((r) => r.action)).toEqual(['announcement.create', 'announcement.delete']);
    expect(rows[1]).toMatchObject({ actorId: admin.user.id, after: null });
    expect(rows[1].before).toMatchObject({ imageUrl: STORED });
  });

  it("answers 404 'Announcement not found.' for unknown ids and non-uuids", async () => {
    for (const id of [NO_SUCH_ID, ...BAD_IDS]) {
      const put = await api.put(`/api/admin/announcements/${id}`, { link: 'example.com' }, admin.auth);
      const del = await api.del(`/api/admin/announcements/${id}`, admin.auth);
      expect([put.status, del.status], id).toEqual([404, 404]);
      expect(del.body.errors).toBe('Announcement not found.');
    }
  });

  it('refuses bad input with a 400 and the text, and stores nothing', async () => {
    const before = (await api.get('/api/admin/announcements', admin.auth)).body.data.announcements.length;
    const image = 'The image must be an uploaded image or an https:// address.';
    const cases: Array<[unknown, string]> = [
      [{}, 'Please upload an image for the announcement.'],
      [{ imageUrl: '  ' }, 'Please upload an image for the announcement.'],
      [[], 'Please upload an image for the announcement.'],
      [{ imageUrl: 42 }, image],
      [{ imageUrl: { url: STORED } }, image],
      [{ imageUrl: 'http://cdn.example.com/a.png' }, image],
      [{ imageUrl: '../../etc/passwd' }, image],
      [{ imageUrl: 'banner.png' }, image],
      [{ imageUrl: 'javascript:alert(1)' }, image],
      [
        { imageUrl: `https://cdn.example.com/${'x'.repeat(500)}.png` },
        'Link must contain less than 500 characters.',
      ],
      [{ imageUrl: STORED, link: 'javascript:alert(1)' }, 'Please enter a valid link.'],
      [{ imageUrl: STORED, link: 'not a link' }, 'Please enter a valid link.'],
      [{ imageUrl: STORED, link: 'nodot' }, 'Please enter a valid link.'],
      [{ imageUrl: STORED, link: ['example.com'] }, 'Please enter a valid link.'],
      [{ imageUrl: STORED, position: -1 }, 'Position must be a whole number of 0 or more.'],
      [{ imageUrl: STORED, position: 'first' }, 'Position must be a whole number of 0 or more.'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toBe(message);
    }
    const a = (await create({ imageUrl: STORED })).body.data.announcement;
    const edits: Array<[unknown, string]> = [
      [{}, 'Nothing to update.'],
      [{ imageUrl: '' }, 'Please upload an image for the announcement.'],
      [{ link: 'a b.com' }, 'Please enter a valid link.'],
    ];
    for (const [body, message] of edits) {
      const res = await api.put(`/api/admin/announcements/${a.id}`, body, admin.auth);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toBe(message);
    }
    const after = (await api.get('/api/admin/announcements', admin.auth)).body.data.announcements.length;
    expect(after).toBe(before + 1);
  });

  it('accepts a banner image uploaded through POST /api/images', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = '----spruik';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const filename = up.json().data.filename;
    const res = await create({ imageUrl: filename });
    expect(res.status).toBe(200);
    expect(res.body.data.announcement.imageUrl).toBe(filename);
  });
});
