import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MSG } from '@spruik/shared';
import { payments, vouchers } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { addBank, client, fundCustomer } from './helpers';

/** Payment and voucher rows are made by later features; these tests insert them to check who sees what. */
describe.each(databaseKinds)('payments and vouchers lists (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  type U = Awaited<ReturnType<TestApp['createUser']>>;
  let casey: U, other: U, venue: U, otherVenue: U, admin: U;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    casey = await t.createUser(3, { name: 'Casey', instagramId: 'https://www.instagram.com/casey/' });
    other = await t.createUser(3, { name: 'Other' });
    venue = await t.createUser(1, { name: 'Venue Owner' });
    otherVenue = await t.createUser(1);
    admin = await t.createUser(4);

    const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 10, min));
    await t.db.insert(payments).values([
      {
        customerId: casey.user.id,
        venueId: venue.user.id,
        walletCents: 500,
        pocketCents: 250,
        totalCents: 750,
        confirmationCode: 'A1',
        createdAt: at(1),
      },
      {
        customerId: other.user.id,
        venueId: otherVenue.user.id,
        walletCents: 100,
        pocketCents: 0,
        totalCents: 100,
        confirmationCode: 'B1',
        createdAt: at(2),
      },
    ]);
    await t.db.insert(vouchers).values([
      { customerId: casey.user.id, venueId: venue.user.id, discount: 20, createdAt: at(3) },
      {
        customerId: casey.user.id,
        venueId: venue.user.id,
        prize: 'Free coffee',
        isUsed: true,
        usedAt: at(5),
        createdAt: at(4),
      },
      { customerId: casey.user.id, venueId: otherVenue.user.id, discount: 10, createdAt: at(6) },
      { customerId: other.user.id, venueId: venue.user.id, discount: 50, createdAt: at(7) },
    ]);
  });
  afterAll(() => t.close());

  describe('GET /api/payments', () => {
    it('needs a customer or a venue', async () => {
      expect((await api.get('/api/payments')).status).toBe(401);
      for (const u of [admin, await t.createUser(2)])
        expect((await api.get('/api/payments', u.auth)).status).toBe(403);
    });

    it('shows a customer their money history: paid at venues, received, withdrawn', async () => {
      const c = await t.createUser(3);
      await addBank(t, c.auth);
      await fundCustomer(t, c.user.id, 3000);
      const w = await api.post('/api/users/withdraw', { amount: 10 }, c.auth);
      const res = await api.get('/api/payments', c.auth);
      expect(res.status).toBe(200);
      const list = res.body.data.payments;
      expect(list).toHaveLength(2);
      const received = list.find((p: { type: number }) => p.type === 1);
      expect(received).toMatchObject({
        isWithdraw: false,
        userName: 'Test Business',
        wallet: 30,
        pocket: 0,
        total: 30,
      });
      expect(received._id).toBe(received.id);
      const out = list.find((p: { isWithdraw: boolean }) => p.isWithdraw);
      expect(out).toMatchObject({ id: w.body.data.withdraw.id, type: 2, status: 1, total: 10 });
      // A rejected withdrawal's return is not listed as money received.
      await api.post(
        `/api/admin/withdraws/${out.id}`,
        { approve: false, reason: 'Wrong account.' },
        admin.auth,
      );
      const after = (await api.get('/api/payments', c.auth)).body.data.payments;
      expect(after).toHaveLength(2);
      expect(after.find((p: { isWithdraw: boolean }) => p.isWithdraw).status).toBe(3);
    });

    it('shows a customer their venue payments as money out (type 2) with the venue name', async () => {
      const res = await api.get('/api/payments', casey.auth);
      expect(res.body.data.payments).toEqual([
        {
          _id: expect.any(String),
          id: expect.any(String),
          type: 2,
          isWithdraw: false,
          userName: 'Test Venue',
          customerInstagramID: null,
          wallet: 5,
          pocket: 2.5,
          total: 7.5,
          createdAt: '2026-01-01T10:01:00.000Z',
          usedAt: '2026-01-01T10:01:00.000Z',
          confirmationCode: 'A1',
          voucher: null,
        },
      ]);
    });

    it('shows a venue the payments made there as money in (type 1) with the customer', async () => {
      const res = await api.get('/api/payments', venue.auth);
      expect(res.body.data.payments).toHaveLength(1);
      expect(res.body.data.payments[0]).toMatchObject({
        type: 1,
        userName: 'Casey',
        customerInstagramID: 'https://www.instagram.com/casey/',
        total: 7.5,
      });
      const elsewhere = await api.get('/api/payments', (await t.createUser(1)).auth);
      expect(elsewhere.body.data.payments).toEqual([]);
    });
  });

  describe('GET /api/vouchers', () => {
    it('needs a customer or a venue', async () => {
      expect((await api.get('/api/vouchers')).status).toBe(401);
      expect((await api.get('/api/vouchers', admin.auth)).status).toBe(403);
    });

    it("shows a customer their own vouchers, newest first, in the spec's shape", async () => {
      const res = await api.get('/api/vouchers', casey.auth);
      expect(res.status).toBe(200);
      const list = res.body.data.vouchers;
      expect(
        list.map((v: { discount: number | null; prize: string | null }) => v.discount ?? v.prize),
      ).toEqual([10, 'Free coffee', 20]);
      expect(list[1]).toEqual({
        _id: expect.any(String),
        id: list[1]._id,
        venueName: 'Test Venue',
        discount: null,
        prize: 'Free coffee',
        isUsed: true,
        usedAt: '2026-01-01T10:05:00.000Z',
        createdAt: '2026-01-01T10:04:00.000Z',
        venue: venue.user.id,
        customerInstgramId: 'https://www.instagram.com/casey/',
      });
    });

    it('filters by notUsed=true and by venue', async () => {
      const unused = await api.get('/api/vouchers?notUsed=true', casey.auth);
      expect(unused.body.data.vouchers.map((v: { isUsed: boolean }) => v.isUsed)).toEqual([false, false]);
      expect((await api.get('/api/vouchers?notUsed=false', casey.auth)).body.data.vouchers).toHaveLength(3);
      const here = await api.get(`/api/vouchers?notUsed=true&venue=${venue.user.id}`, casey.auth);
      expect(here.body.data.vouchers).toHaveLength(1);
      expect(here.body.data.vouchers[0]).toMatchObject({ discount: 20, venue: venue.user.id });
    });

    it('shows a venue the vouchers issued for it, not other venues', async () => {
      const res = await api.get('/api/vouchers', venue.auth);
      expect(res.body.data.vouchers).toHaveLength(3);
      expect(res.body.data.vouchers.every((v: { venue: string }) => v.venue === venue.user.id)).toBe(true);
      expect((await api.get('/api/vouchers?notUsed=true', venue.auth)).body.data.vouchers).toHaveLength(2);
      expect((await api.get('/api/vouchers', other.auth)).body.data.vouchers).toHaveLength(1);
    });

    it('refuses bad filters with 400', async () => {
      expect((await api.get('/api/vouchers?venue=nope', casey.auth)).body.errors).toBe(
        MONEY_MSG.venueInvalid,
      );
      expect((await api.get('/api/vouchers?notUsed=maybe', casey.auth)).body.errors).toBe(
        MONEY_MSG.filterInvalid,
      );
      expect((await api.get('/api/vouchers?notUsed=true&notUsed=false', casey.auth)).status).toBe(400);
    });
  });
});
