/**
 * Keyset paging of the money lists (GET /api/payments for customers and venues, the operator's
 * GET /api/admin/withdraws): 50 a page, newest first, each row exactly once across pages, even where many rows
 * share one timestamp (ties go by id) or differ by microseconds only (the cursor keeps them).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYSET_PAGE_SIZE } from '@spruik/shared';
import { payments, withdrawals } from '../../src/db/schema';
import { accountKeys, payCustomer } from '../../src/ledger';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, topUp } from './helpers';

type Row = { id: string; createdAt: string };

describe.each(databaseKinds)('keyset paging of the money lists (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  type U = Awaited<ReturnType<TestApp['createUser']>>;
  let pat: U, venue: U, admin: U, other: U;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    pat = await t.createUser(3);
    other = await t.createUser(3);
    venue = await t.createUser(1);
    admin = await t.createUser(4);
    // 25 credits in one transaction: they share one created_at (the transaction's now()).
    const business = await t.createUser(2);
    await topUp(t, business.auth, 100, 'paypal');
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 25; i++)
        await payCustomer(tx, {
          fromKey: accountKeys.businessCredit(business.user.id),
          customerId: pat.user.id,
          amountCents: 100 + i,
          key: `test:paging:${i}`,
          memo: 'Paging Business',
        });
    });
    // 40 payments at one exact instant, older than the credits.
    await t.db.insert(payments).values(
      Array.from({ length: 40 }, (_, i) => ({
        customerId: pat.user.id,
        venueId: venue.user.id,
        walletCents: 100 + i,
        totalCents: 100 + i,
        confirmationCode: `P${i}`,
        createdAt: sql`'2026-01-01 10:00:00.123456+00'::timestamptz`,
      })),
    );
    // 30 of Pat's withdrawals and 120 of another customer's, each group inside one millisecond.
    const micro = (userId: string, n: number, base: string) =>
      Array.from({ length: n }, (_, i) => ({
        userId,
        amountCents: 1000 + i,
        status: (i % 3) + 1,
        createdAt: sql`${`${base}${String(i).padStart(3, '0')}+00`}::timestamptz`,
      }));
    await t.db.insert(withdrawals).values(micro(pat.user.id, 30, '2026-01-01 09:00:00.123'));
    await t.db.insert(withdrawals).values(micro(other.user.id, 120, '2026-01-01 08:00:00.456'));
  });
  afterAll(() => t.close());

  /** Every page of a list, following nextCursor to the end. */
  async function allPages(url: string, key: 'payments' | 'withdraws', auth: U['auth']) {
    const pages: Row[][] = [];
    let cursor: string | null = null;
    do {
      const sep = url.includes('?') ? '&' : '?';
      const res = await api.get(cursor ? `${url}${sep}cursor=${cursor}` : url, auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      pages.push(res.body.data[key]);
      cursor = res.body.data.nextCursor;
      expect(pages.length).toBeLessThan(20);
    } while (cursor);
    return pages;
  }
  const ids = (pages: Row[][]) => pages.flat().map((r) => r.id);
  const newestFirst = (rows: Row[]) =>
    rows.every((r, i) => i === 0 || Date.parse(rows[i - 1].createdAt) >= Date.parse(r.createdAt));

  it("pages a customer's merged money history: every row once, newest first", async () => {
    const pages = await allPages('/api/payments', 'payments', pat.auth);
    expect(pages.map((p) => p.length)).toEqual([KEYSET_PAGE_SIZE, 95 - KEYSET_PAGE_SIZE]);
    const all = ids(pages);
    expect(new Set(all).size).toBe(95);
    expect(newestFirst(pages.flat())).toBe(true);
    const rows = pages.flat() as Array<Row & { type: number; isWithdraw: boolean }>;
    expect(rows.slice(0, 25).every((r) => r.type === 1)).toBe(true);
    expect(rows.filter((r) => r.isWithdraw)).toHaveLength(30);
  });

  it("pages a venue's payments inside one shared instant by id", async () => {
    const more = await t.createUser(3);
    await t.db.insert(payments).values(
      Array.from({ length: 80 }, (_, i) => ({
        customerId: more.user.id,
        venueId: venue.user.id,
        walletCents: 1,
        totalCents: 1,
        confirmationCode: `M${i}`,
        createdAt: sql`'2026-01-01 10:00:00.123456+00'::timestamptz`,
      })),
    );
    const pages = await allPages('/api/payments', 'payments', venue.auth);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(new Set(ids(pages)).size).toBe(120);
  });

  it('pages the operator list, filtered or not, across microsecond-apart rows', async () => {
    const all = await allPages('/api/admin/withdraws', 'withdraws', admin.auth);
    expect(all.map((p) => p.length)).toEqual([50, 50, 50]);
    expect(new Set(ids(all)).size).toBe(150);
    expect(newestFirst(all.flat())).toBe(true);
    const pending = await allPages('/api/admin/withdraws?status=1', 'withdraws', admin.auth);
    const flat = pending.flat() as Array<Row & { status: number }>;
    expect(flat).toHaveLength(50);
    expect(flat.every((w) => w.status === 1)).toBe(true);
    expect(new Set(ids(pending)).size).toBe(50);
  });

  it('refuses a cursor it did not make with a 400', async () => {
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    for (const cursor of ['%%%', 'a'.repeat(201), forged, 'bm90LWpzb24']) {
      for (const [url, who] of [
        ['/api/payments', pat],
        ['/api/admin/withdraws', admin],
      ] as const) {
        const res = await api.get(`${url}?cursor=${cursor}`, who.auth);
        expect(res.status, `${url} ${cursor}`).toBe(400);
        expect(res.body.errors).toBe('The page is not valid.');
      }
    }
  });
});
