/**
 * The operator's trust flags: accounts sharing a phone number (digits) or a bank account
 * (BSB and number), grouped; withdrawals requested within 24 hours after a card or PayPal top-up of the same
 * account. Every balance comes through the real money paths; only a top-up's paid time is moved, to put it
 * exactly on either side of the window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_MSG } from '@spruik/shared';
import { and, eq, sql } from 'drizzle-orm';
import { topUps, withdrawals } from '../../src/db/schema';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';
import { databaseKinds } from '../test-db';

type Group = {
  by: string;
  shared: string;
  memberCount: number;
  members: Array<{ id: string; role: number; name: string; organisation: string | null; detail: string }>;
};
type Flagged = {
  id: string;
  amount: number;
  status: number;
  createdAt: string;
  account: { id: string; role: number; name: string; organisation: string | null };
  topUp: { amount: number; method: string; paidAt: string };
  topUpsInWindow: number;
  toppedUpInWindow: number;
};

const HOUR = 3_600_000;

describe.each(databaseKinds)('trust flags (%s)', (kind) => {
  let w: PayWorld;
  let admin: Person;
  beforeAll(async () => {
    w = await payWorld(kind);
    admin = await w.t.createUser(4);
  });
  afterAll(() => w.close());

  const shared = async (by: 'phone' | 'bank', extra = '') => {
    const res = await w.get(`/api/admin/flags/shared?by=${by}${extra}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { groups: Group[]; nextCursor: string | null; limit: number };
  };
  /** Every group, page by page (2 a page), so paging is walked too. */
  async function allGroups(by: 'phone' | 'bank') {
    const out: Group[] = [];
    let cursor: string | null = null;
    do {
      const page: { groups: Group[]; nextCursor: string | null } = await shared(
        by,
        `&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      out.push(...page.groups);
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }
  const groupWith = (groups: Group[], p: Person) =>
    groups.filter((g) => g.members.some((m) => m.id === p.user.id));
  const bank = (accountNumber: string, accountName = 'Sam Owner') => ({
    accountName,
    BSB: '063-000',
    accountNumber,
  });

  describe('shared phone numbers and bank accounts', () => {
    it('groups accounts whose phone numbers have the same digits, with role, name and organisation', async () => {
      const venue = await w.venue({ name: 'Sam Venue', phone: '+61 400 123 456' });
      const twin = await w.customer({ name: 'Sam Creator', phone: '61400123456' });
      const loner = await w.customer({ phone: '+61 400 123 457' });
      const groups = await allGroups('phone');
      const mine = groupWith(groups, venue);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ by: 'phone', shared: '61400123456', memberCount: 2 });
      // Newest first.
      expect(mine[0].members).toEqual([
        expect.objectContaining({
          id: twin.user.id,
          role: 3,
          name: 'Sam Creator',
          organisation: null,
          detail: '61400123456',
        }),
        expect.objectContaining({
          id: venue.user.id,
          role: 1,
          name: 'Sam Venue',
          organisation: 'Test Venue',
          detail: '+61 400 123 456',
        }),
      ]);
      expect(groupWith(groups, loner)).toEqual([]);
      // Each group is listed once across the pages, and only groups of two or more.
      expect(new Set(groups.map((g) => g.shared)).size).toBe(groups.length);
      for (const g of groups) expect(g.memberCount).toBeGreaterThan(1);
    });

    it('a number shared by more than 20 accounts lists how many, and the 20 newest of them', async () => {
      const sharers: Person[] = [];
      for (let i = 0; i < 22; i++) sharers.push(await w.customer({ phone: '+61 499 000 001' }));
      const [mine] = groupWith(await allGroups('phone'), sharers[21]);
      expect(mine.memberCount).toBe(22);
      expect(mine.members.map((m) => m.id)).toEqual(
        sharers
          .slice(2)
          .reverse()
          .map((p) => p.user.id),
      );
    });

    it('an empty phone number is nobody’s twin', async () => {
      const a = await w.customer({ phone: '' });
      const b = await w.customer({ phone: 'none' });
      const groups = await allGroups('phone');
      expect(groupWith(groups, a)).toEqual([]);
      expect(groupWith(groups, b)).toEqual([]);
    });

    it('groups accounts that saved the same BSB and account number; another number is not shared', async () => {
      const venue2 = await w.venue({ name: 'Second Venue' });
      const venue = await w.venue();
      const creator = await w.customer();
      const other = await w.customer();
      for (const [p, name] of [
        [venue2, 'Second Pty Ltd'],
        [venue, 'Venue Pty Ltd'],
        [creator, 'C Creator'],
      ] as const)
        expect((await w.post('/api/users/bank', p, bank('77777777', name))).status).toBe(200);
      expect((await w.post('/api/users/bank', other, bank('77777778'))).status).toBe(200);

      const groups = await allGroups('bank');
      const mine = groupWith(groups, venue);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ by: 'bank', shared: 'BSB 063-000 · 77777777', memberCount: 3 });
      expect(mine[0].members.map((m) => [m.id, m.role, m.organisation, m.detail])).toEqual([
        [creator.user.id, 3, null, 'C Creator'],
        [venue.user.id, 1, 'Test Venue', 'Venue Pty Ltd'],
        [venue2.user.id, 1, 'Test Venue', 'Second Pty Ltd'],
      ]);
      expect(groupWith(groups, other)).toEqual([]);
    });

    it('pages by the shared detail: a page of one, then the next, no group twice', async () => {
      for (const n of ['11111111', '22222222', '33333333']) {
        for (let i = 0; i < 2; i++) {
          const p = await w.customer();
          expect((await w.post('/api/users/bank', p, bank(n))).status).toBe(200);
        }
      }
      const first = await shared('bank', '&limit=1');
      expect(first.groups).toHaveLength(1);
      expect(first.limit).toBe(1);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await shared('bank', `&limit=1&cursor=${first.nextCursor}`);
      expect(second.groups).toHaveLength(1);
      expect(second.groups[0].shared > first.groups[0].shared).toBe(true);
      const everything = await shared('bank', '&limit=50');
      expect(everything.nextCursor).toBeNull();
      expect(everything.groups.map((g) => g.shared)).toEqual(
        [...everything.groups.map((g) => g.shared)].sort(),
      );
    });

    it('refuses a made-up cursor, an unknown kind and a page too big with 400', async () => {
      expect((await w.get('/api/admin/flags/shared?by=bank&cursor=bm90LWpzb24', admin)).status).toBe(400);
      const kindRes = await w.get('/api/admin/flags/shared?by=email', admin);
      expect(kindRes.status).toBe(400);
      expect(kindRes.body.errors).toBe(FLAG_MSG.byInvalid);
      expect((await w.get('/api/admin/flags/shared?limit=51', admin)).status).toBe(400);
      expect((await w.get('/api/admin/flags/withdrawals-after-top-up?limit=0', admin)).status).toBe(400);
    });
  });

  describe('withdrawals within 24 hours after a card or PayPal top-up', () => {
    /** A venue with bank details and $30 of earnings (a customer paid from the wallet at the counter). */
    async function earningVenue() {
      const v = await w.venue({ name: 'Quick Venue' });
      expect(
        (await w.post('/api/users/bank', v, bank(String(10_000_000 + Math.floor(Math.random() * 1e7)))))
          .status,
      ).toBe(200);
      const c = await w.customer();
      await w.giveWallet(c, 3000);
      const paid = await w.pay(c, { wallet: '30.00', pocket: 0, venueID: v.user.id });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      return v;
    }
    async function withdraw(v: Person, amount: number) {
      const res = await w.post('/api/withdraws', v, { amount });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await w.t.db.select().from(withdrawals).where(eq(withdrawals.userId, v.user.id));
      return row;
    }
    /**
     * A real top-up (through the ledger), then its paid time set `offset` (a PostgreSQL interval) from the
     * withdrawal's request, to the microsecond the database keeps.
     */
    async function toppedUp(
      v: Person,
      cents: number,
      wd: { id: string },
      offset: string,
      method: 'card' | 'paypal' = 'card',
    ) {
      await w.fund(v, cents);
      const [t] = await w.t.db
        .select()
        .from(topUps)
        .where(eq(topUps.userId, v.user.id))
        .orderBy(sql`${topUps.createdAt} desc`)
        .limit(1);
      await w.t.db
        .update(topUps)
        .set({
          method,
          paidAt: sql`(select created_at from withdrawals where id = ${wd.id}) + ${offset}::interval`,
        })
        .where(eq(topUps.id, t.id));
    }
    const flagged = async () => {
      const out: Flagged[] = [];
      let cursor: string | null = null;
      do {
        const res = await w.get(
          `/api/admin/flags/withdrawals-after-top-up?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          admin,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        out.push(...(res.body.data.withdrawals as Flagged[]));
        cursor = res.body.data.nextCursor;
      } while (cursor);
      return out;
    };
    const flagOf = async (withdrawalId: string) => (await flagged()).filter((f) => f.id === withdrawalId);
    const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);

    it('flags a withdrawal requested just after a card top-up, with amounts and times', async () => {
      const v = await earningVenue();
      const wd = await withdraw(v, 25);
      await toppedUp(v, 25_000, wd, '-2 hours');
      const [f] = await flagOf(wd.id);
      expect(f).toMatchObject({
        amount: 25,
        status: 1,
        account: { id: v.user.id, role: 1, name: 'Quick Venue', organisation: 'Test Venue' },
        topUp: { amount: 250, method: 'card' },
        topUpsInWindow: 1,
        toppedUpInWindow: 250,
      });
      expect(new Date(f.createdAt).getTime()).toBe(wd.createdAt.getTime());
      expect(new Date(f.createdAt).getTime() - new Date(f.topUp.paidAt).getTime()).toBe(2 * HOUR);
      await w.expectLedgerOk();
    });

    it('includes a top-up exactly 24 hours before; one a millisecond earlier is outside', async () => {
      const edge = await earningVenue();
      const wdEdge = await withdraw(edge, 10);
      await toppedUp(edge, 1000, wdEdge, '-24 hours');
      expect(await flagOf(wdEdge.id)).toHaveLength(1);

      const early = await earningVenue();
      const wdEarly = await withdraw(early, 10);
      await toppedUp(early, 1000, wdEarly, '-24 hours -1 millisecond');
      expect(await flagOf(wdEarly.id)).toEqual([]);
    });

    it('a top-up paid after the request, or none at all, is not flagged', async () => {
      const after = await earningVenue();
      const wdAfter = await withdraw(after, 10);
      await toppedUp(after, 1000, wdAfter, '1 millisecond');
      expect(await flagOf(wdAfter.id)).toEqual([]);

      const plain = await earningVenue();
      const wdPlain = await withdraw(plain, 10);
      expect(await flagOf(wdPlain.id)).toEqual([]);
    });

    it('a PayPal top-up counts too; the latest one is shown and every one in the window is added up', async () => {
      const v = await earningVenue();
      const wd = await withdraw(v, 20);
      await toppedUp(v, 5000, wd, '-20 hours', 'card');
      await toppedUp(v, 2000, wd, '-1 hour', 'paypal');
      await toppedUp(v, 9900, wd, '-30 hours', 'card'); // outside the window
      const [f] = await flagOf(wd.id);
      expect(f.topUp).toMatchObject({ amount: 20, method: 'paypal' });
      expect(f).toMatchObject({ topUpsInWindow: 2, toppedUpInWindow: 70 });
    });

    it('a top-up that was never paid does not count', async () => {
      const v = await earningVenue();
      const wd = await withdraw(v, 10);
      await w.t.db.insert(topUps).values({
        userId: v.user.id,
        provider: 'sandbox',
        method: 'card',
        amountCents: 1000,
        status: 'pending',
        paidAt: ms(wd.createdAt, -HOUR),
      });
      expect(await flagOf(wd.id)).toEqual([]);
      // Another account's top-up is not this account's either.
      const other = await w.venue();
      await toppedUp(other, 1000, wd, '-1 hour');
      expect(await flagOf(wd.id)).toEqual([]);
      const pending = await w.t.db
        .select()
        .from(topUps)
        .where(and(eq(topUps.userId, v.user.id), eq(topUps.status, 'pending')));
      expect(pending).toHaveLength(1);
    });
  });

  it('non-admins get 403, and no token 401', async () => {
    for (const url of ['/api/admin/flags/shared?by=bank', '/api/admin/flags/withdrawals-after-top-up']) {
      expect((await w.get(url)).status).toBe(401);
      for (const p of [await w.venue(), await w.t.createUser(2), await w.customer()]) {
        const res = await w.get(url, p);
        expect(res.status, `${url} role ${p.user.role}`).toBe(403);
      }
    }
  });
});
