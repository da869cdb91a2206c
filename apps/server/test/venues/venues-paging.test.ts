/**
 * GET /api/venues at scale: the full list a page at a time (keyset, oldest venue first). The map's
 * area call is GET /api/venues/pins (venues-pins.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYSET_PAGE_SIZE, PAGE_INVALID } from '@spruik/shared';
import { createTestApp, type TestApp } from '../test-app';
import { client, liveVenue } from './helpers';

type Listed = { id: string; name: string; latitude: number; longitude: number };

describe('GET /api/venues, paged', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let auth: Record<string, string>;
  /** Mapped, active venues in the order the list promises: created_at, then id. */
  let mapped: string[];
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    ({ auth } = await t.createUser(3));
    // 120 in Melbourne; every third shares one creation time, so the id breaks the tie.
    const tie = new Date('2024-05-01T10:00:00.123456Z');
    const rows: Array<{ id: string; at: Date }> = [];
    for (let i = 0; i < 120; i++) {
      const createdAt = i % 3 === 0 ? tie : new Date(Date.UTC(2024, 0, 1) + i * 60_000);
      const { user } = await t.createUser(1, {
        name: `Paged ${i}`,
        latitude: -37.8,
        longitude: 144.9,
        createdAt,
      });
      rows.push({ id: user.id, at: createdAt });
    }
    // Never listed: pending, disabled, or without coordinates.
    await t.createUser(1, { isActive: false, latitude: -37.8, longitude: 144.9 });
    await t.createUser(1);
    mapped = rows
      .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((r) => r.id);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await api.get(url, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { venues: Listed[]; nextCursor: string | null; total?: number };
  };

  /** Every page from the first, following nextCursor. */
  const walk = async () => {
    const pages: string[][] = [];
    let cursor: string | null | undefined;
    do {
      const data = await get(`/api/venues${cursor ? `?cursor=${cursor}` : ''}`);
      expect(data.venues.length).toBeLessThanOrEqual(KEYSET_PAGE_SIZE);
      expect(data.total).toBeUndefined();
      pages.push(data.venues.map((v) => v.id));
      cursor = data.nextCursor;
    } while (cursor);
    return pages;
  };

  it('pages the full list: every mapped venue exactly once, oldest first then by id, the same on a second walk', async () => {
    const pages = await walk();
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(pages.flat()).toEqual(mapped);
    expect(await walk()).toEqual(pages);
  });

  it('without a cursor answers the first page; a venue that goes live mid-walk comes on the last page', async () => {
    const first = await get('/api/venues');
    expect(first.venues.map((v) => v.id)).toEqual(mapped.slice(0, KEYSET_PAGE_SIZE));
    const late = await liveVenue(t, 'Late Bar', { latitude: -37.8, longitude: 144.9 });
    const rest = await get(`/api/venues?cursor=${first.nextCursor}`);
    const last = await get(`/api/venues?cursor=${rest.nextCursor}`);
    expect([...rest.venues, ...last.venues].map((v) => v.id)).toEqual([
      ...mapped.slice(KEYSET_PAGE_SIZE),
      late.user.id,
    ]);
    expect(last.nextCursor).toBeNull();
  });

  it.each([
    ['not a cursor', 'abc!'],
    ['not one this server made', 'Zm9v'],
    ['a cursor of the wrong shape', Buffer.from('["x","y"]').toString('base64url')],
    ['too long', 'a'.repeat(300)],
  ])('refuses a cursor that is %s with 400', async (_, cursor) => {
    const res = await api.get(`/api/venues?cursor=${encodeURIComponent(cursor)}`, auth);
    expect([res.status, res.body.errors]).toEqual([400, PAGE_INVALID]);
  });

  it('takes no map area: a bbox parameter is ignored and the answer is the first page of the full list', async () => {
    const data = await get('/api/venues?bbox=144,-38,145,-37');
    expect(data.venues.map((v) => v.id)).toEqual(mapped.slice(0, KEYSET_PAGE_SIZE));
    expect(data.total).toBeUndefined();
    expect(data.nextCursor).toEqual(expect.any(String));
  });
});
