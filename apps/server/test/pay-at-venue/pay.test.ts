import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PAY_MSG } from '@spruik/shared';
import { journalEntries, users } from '../../src/db/schema';
import { venuePaymentKey } from '../../src/ledger';
import { CODE_ALPHABET } from '../../src/features/pay-at-venue/pay-at-venue.service';
import { databaseKinds } from '../test-db';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from './helpers';

const CODE = new RegExp(`^[${CODE_ALPHABET}]{6}$`);

describe.each(databaseKinds)('paying at a venue (%s)', (kind) => {
  let w: PayWorld;
  let venue: Person;
  beforeAll(async () => {
    w = await payWorld(kind);
    venue = await w.venue();
    await w.t.db
      .update(users)
      .set({ instagramId: 'https://www.instagram.com/laneway/' })
      .where(eq(users.id, venue.user.id));
  });
  afterAll(() => w.close());

  /** A customer with $50 in the wallet, $12 in the pocket at `venue` and a 20% voucher there. */
  async function richCustomer(handle = `casey${Math.random().toString(36).slice(2, 7)}`) {
    const c = await w.customer({ instagramId: `https://www.instagram.com/${handle}/` });
    await w.giveWallet(c, 5000);
    await w.givePocket(venue, c, 1200);
    const { voucherId, campaignId } = await w.giveVoucher(venue, c, { discount: 20 });
    return { c, voucherId, campaignId, handle };
  }

  describe('POST /api/payments', () => {
    it('pays with wallet and pocket while redeeming a voucher, in one go', async () => {
      const { c, voucherId, handle } = await richCustomer();
      const creditBefore = await w.venueCredit(venue);
      const earningsBefore = await w.venueEarnings(venue);
      const incomeBefore = await w.income(venue);
      const res = await w.pay(c, { wallet: '12.50', pocket: 4, venueID: venue.user.id, redeemID: voucherId });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { payment, wallet, pocket, message } = res.body.data;
      expect(message).toBe('Successfully paid');
      expect(wallet).toBe(37.5);
      expect(pocket).toBe(8);
      expect(payment).toMatchObject({
        _id: payment.id,
        venueId: venue.user.id,
        venueName: 'Test Venue',
        wallet: 12.5,
        pocket: 4,
        total: 16.5,
        voucher: { _id: voucherId, id: voucherId, discount: 20, prize: null },
      });
      expect(payment.confirmationCode).toMatch(CODE);
      expect(new Date(payment.createdAt).getTime()).toBe(w.t.clock.now().getTime());

      // The wallet part is income; the pocket part returns to the venue's credit but is not income.
      expect(await w.venueCredit(venue)).toBe(creditBefore + 1650);
      expect(await w.income(venue)).toBe(incomeBefore + 1250);
      // Only the wallet part can be withdrawn: it lands in the venue's earnings.
      expect(await w.venueEarnings(venue)).toBe(earningsBefore + 1250);
      expect(await w.voucher(voucherId)).toMatchObject({ isUsed: true, paymentId: payment.id });
      expect((await w.voucher(voucherId)).usedAt?.getTime()).toBe(w.t.clock.now().getTime());

      // The customer's receipt, the venue's lists, and the customer's unused list.
      const receipt = await w.get(`/api/payments/${payment.id}/receipt`, c);
      expect(receipt.status).toBe(200);
      expect(receipt.body.data.payment).toEqual(payment);
      expect(receipt.body.data.serverTime).toBe(w.t.clock.now().toISOString());

      const seen = await w.get('/api/payments', venue);
      const row = seen.body.data.payments.find((p: { id: string }) => p.id === payment.id);
      expect(row).toMatchObject({
        type: 1,
        total: 16.5,
        wallet: 12.5,
        pocket: 4,
        confirmationCode: payment.confirmationCode,
        customerInstagramID: `https://www.instagram.com/${handle}/`,
        // The venue's card names the voucher redeemed with it.
        voucher: { _id: voucherId, id: voucherId, discount: 20, prize: null },
      });
      const vs = await w.get('/api/vouchers', venue);
      expect(vs.body.data.vouchers.find((v: { id: string }) => v.id === voucherId)).toMatchObject({
        isUsed: true,
        discount: 20,
        customerInstgramId: `https://www.instagram.com/${handle}/`,
      });
      const unused = await w.get(`/api/vouchers?notUsed=true&venue=${venue.user.id}`, c);
      expect(unused.body.data.vouchers).toEqual([]);
      const mine = await w.get('/api/payments', c);
      expect(mine.body.data.payments.find((p: { id: string }) => p.id === payment.id)).toMatchObject({
        type: 2,
        userName: 'Test Venue',
        total: 16.5,
      });
      await w.expectLedgerOk();
    });

    it('pays with the wallet only, the pocket only, a whole balance, or a voucher alone', async () => {
      const { c, voucherId } = await richCustomer();
      const walletOnly = await w.pay(c, { wallet: '10', pocket: '', venueID: venue.user.id });
      expect(walletOnly.status).toBe(200);
      expect(walletOnly.body.data).toMatchObject({ wallet: 40, pocket: 12 });
      expect(walletOnly.body.data.payment).toMatchObject({ wallet: 10, pocket: 0, total: 10, voucher: null });
      const listed = await w.get('/api/payments', venue);
      const plain = walletOnly.body.data.payment.id as string;
      expect(listed.body.data.payments.find((p: { id: string }) => p.id === plain).voucher).toBeNull();

      const pocketOnly = await w.pay(c, { pocket: '12.00', venueID: venue.user.id });
      expect(pocketOnly.status).toBe(200);
      expect(pocketOnly.body.data).toMatchObject({ wallet: 40, pocket: 0 });

      const whole = await w.pay(c, { wallet: 40, pocket: 0, venueID: venue.user.id });
      expect(whole.status).toBe(200);
      expect(whole.body.data.wallet).toBe(0);

      const incomeBefore = await w.income(venue);
      const voucherOnly = await w.pay(c, {
        wallet: '',
        pocket: '',
        venueID: venue.user.id,
        redeemID: voucherId,
      });
      expect(voucherOnly.status).toBe(200);
      expect(voucherOnly.body.data.payment).toMatchObject({ total: 0, voucher: { discount: 20 } });
      const [entry] = await w.t.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, venuePaymentKey(voucherOnly.body.data.payment.id)));
      expect(entry).toBeUndefined();
      expect(await w.income(venue)).toBe(incomeBefore);
      await w.expectLedgerOk();
    });

    it('a free-item voucher shows its prize', async () => {
      const c = await w.customer();
      const { voucherId } = await w.giveVoucher(venue, c, { discount: '', item: 'Free dessert' });
      const res = await w.pay(c, { venueID: venue.user.id, redeemID: voucherId });
      expect(res.status).toBe(200);
      expect(res.body.data.payment.voucher).toMatchObject({ discount: null, prize: 'Free dessert' });
    });

    it('refuses amounts above the balances, and then nothing changes (voucher included)', async () => {
      const { c, voucherId } = await richCustomer();
      const creditBefore = await w.venueCredit(venue);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ wallet: '50.01', pocket: 0 }, PAY_MSG.notEnoughWallet],
        [{ wallet: 1, pocket: '12.01' }, PAY_MSG.notEnoughPocket],
        [{ wallet: 60, pocket: 60 }, PAY_MSG.notEnoughWallet],
      ];
      for (const [amounts, text] of cases) {
        const res = await w.pay(c, { ...amounts, venueID: venue.user.id, redeemID: voucherId });
        expect(res.status, JSON.stringify(amounts)).toBe(400);
        expect(res.body.errors).toBe(text);
      }
      // A pocket at another venue does not count here.
      const other = await w.venue();
      const elsewhere = await w.pay(c, { pocket: 1, venueID: other.user.id });
      expect(elsewhere.body.errors).toBe(PAY_MSG.notEnoughPocket);
      expect(await w.wallet(c)).toBe(5000);
      expect(await w.pocket(c, venue.user.id)).toBe(1200);
      expect(await w.venueCredit(venue)).toBe(creditBefore);
      expect(await w.voucher(voucherId)).toMatchObject({ isUsed: false, paymentId: null });
      expect(await w.paymentsOf(c)).toEqual([]);
      await w.expectLedgerOk();
    });

    it('validates amounts: 2 decimals, digits and a dot, not negative, something to pay', async () => {
      const c = await w.customer();
      await w.giveWallet(c, 1000);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ wallet: '1.005' }, PAY_MSG.amountFormat],
        [{ wallet: 1.005 }, PAY_MSG.amountFormat],
        [{ pocket: 'abc' }, PAY_MSG.amountFormat],
        [{ wallet: '1,50' }, PAY_MSG.amountFormat],
        [{ wallet: '.5' }, PAY_MSG.amountFormat],
        [{ wallet: true }, PAY_MSG.amountFormat],
        [{ wallet: '-1' }, PAY_MSG.amountNegative],
        [{ pocket: -0.5 }, PAY_MSG.amountNegative],
        [{ wallet: '1000000000' }, PAY_MSG.amountTooLarge],
        [{}, PAY_MSG.nothingToPay],
        [{ wallet: '0.00', pocket: '' }, PAY_MSG.nothingToPay],
        [{ wallet: 1, redeemID: 'nope' }, PAY_MSG.voucherInvalid],
        [{ wallet: 1, requestId: 'twice' }, PAY_MSG.requestIdInvalid],
      ];
      for (const [body, text] of cases) {
        const res = await w.pay(c, { venueID: venue.user.id, ...body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors, JSON.stringify(body)).toBe(text);
      }
      const noVenue = await w.pay(c, { wallet: 1 });
      expect(noVenue.status).toBe(400);
      expect(noVenue.body.errors).toBe(PAY_MSG.venueRequired);
      expect(await w.wallet(c)).toBe(1000);
    });

    it('refuses a used, foreign or unknown voucher', async () => {
      const { c, voucherId } = await richCustomer();
      const first = await w.pay(c, { wallet: 1, venueID: venue.user.id, redeemID: voucherId });
      expect(first.status).toBe(200);
      const again = await w.pay(c, { wallet: 1, venueID: venue.user.id, redeemID: voucherId });
      expect(again.status).toBe(409);
      expect(again.body.errors).toBe(PAY_MSG.voucherUsed);

      // Someone else's voucher, a voucher of another venue, and an id that is no voucher.
      const { voucherId: theirs } = await w.giveVoucher(venue, await w.customer());
      const otherVenue = await w.venue();
      const { voucherId: elsewhere } = await w.giveVoucher(otherVenue, c);
      for (const id of [theirs, elsewhere, randomUUID()]) {
        const res = await w.pay(c, { wallet: 1, venueID: venue.user.id, redeemID: id });
        expect(res.status).toBe(400);
        expect(res.body.errors).toBe(PAY_MSG.voucherInvalid);
      }
      expect(await w.voucher(theirs)).toMatchObject({ isUsed: false });
      expect(await w.voucher(elsewhere)).toMatchObject({ isUsed: false });
      expect(await w.wallet(c)).toBe(5000 - 100);
      await w.expectLedgerOk();
    });

    it('an unknown, pending or disabled venue is not found', async () => {
      const c = await w.customer();
      await w.giveWallet(c, 1000);
      const pending = await w.venue({ isActive: false });
      const customerId = (await w.customer()).user.id;
      for (const id of [randomUUID(), 'not-a-uuid', pending.user.id, customerId]) {
        const res = await w.pay(c, { wallet: 1, venueID: id });
        expect(res.status, id).toBe(404);
        expect(res.body.errors).toBe('Venue not found.');
      }
      expect(await w.wallet(c)).toBe(1000);
    });

    it('is for customers only', async () => {
      expect((await w.pay(null as unknown as Person, { wallet: 1, venueID: venue.user.id })).status).toBe(
        401,
      );
      for (const who of [venue, await w.business(), await w.admin()]) {
        const res = await w.pay(who, { wallet: 1, venueID: venue.user.id });
        expect(res.status).toBe(403);
      }
    });

    it('the same requestId pays once: a repeat answers with the first payment', async () => {
      const { c, voucherId } = await richCustomer();
      const requestId = randomUUID();
      const body = { wallet: '5', pocket: '2', venueID: venue.user.id, redeemID: voucherId, requestId };
      const first = await w.pay(c, body);
      expect(first.status).toBe(200);
      const [a, b] = await Promise.all([
        w.pay(c, body),
        w.pay(c, { ...body, requestId: requestId.toUpperCase() }),
      ]);
      for (const r of [a, b]) {
        expect(r.status).toBe(200);
        expect(r.body.data.payment).toEqual(first.body.data.payment);
        expect(r.body.data).toMatchObject({ wallet: 45, pocket: 10, message: 'Successfully paid' });
      }
      expect(await w.wallet(c)).toBe(4500);
      expect(await w.paymentsOf(c)).toHaveLength(1);
      // Another customer with the same requestId is a different payment.
      const other = await richCustomer();
      const theirs = await w.pay(other.c, { wallet: 1, venueID: venue.user.id, requestId });
      expect(theirs.status).toBe(200);
      expect(theirs.body.data.payment.id).not.toBe(first.body.data.payment.id);
      // A refused request can be retried with the same requestId once the customer fixes it.
      const retryId = randomUUID();
      expect((await w.pay(c, { wallet: 999, venueID: venue.user.id, requestId: retryId })).status).toBe(400);
      expect((await w.pay(c, { wallet: 1, venueID: venue.user.id, requestId: retryId })).status).toBe(200);
      await w.expectLedgerOk();
    });

    it('gives every payment its own confirmation code', async () => {
      const c = await w.customer();
      await w.giveWallet(c, 1000);
      const codes = new Set<string>();
      for (let i = 0; i < 10; i++) {
        const res = await w.pay(c, { wallet: '0.01', venueID: venue.user.id });
        expect(res.body.data.payment.confirmationCode).toMatch(CODE);
        codes.add(res.body.data.payment.confirmationCode);
      }
      expect(codes.size).toBeGreaterThan(8);
    });
  });

  describe('GET /api/payments/{id}/receipt', () => {
    it('is for the paying customer only', async () => {
      const c = await w.customer();
      await w.giveWallet(c, 500);
      const paid = await w.pay(c, { wallet: 1, venueID: venue.user.id });
      const id = paid.body.data.payment.id;
      const stranger = await w.customer();
      for (const [who, status] of [
        [stranger, 404],
        [venue, 403],
        [null, 401],
      ] as Array<[Person | null, number]>) {
        expect((await w.get(`/api/payments/${id}/receipt`, who)).status).toBe(status);
      }
      expect((await w.get(`/api/payments/${randomUUID()}/receipt`, c)).body.errors).toBe(
        'Payment not found.',
      );
      expect((await w.get('/api/payments/zzz/receipt', c)).status).toBe(404);
      // The customer's credit lookup still works beside the receipt route.
      expect((await w.get(`/api/payments/${venue.user.id}/credit`, c)).body.data.user.wallet).toBe(4);
    });
  });

  describe('GET /api/venues/me/liability', () => {
    it('sums the customers pockets and groups the unredeemed vouchers', async () => {
      const v = await w.venue();
      const empty = await w.get('/api/venues/me/liability', v);
      expect(empty.body.data.liability).toEqual({
        outstandingPockets: 0,
        pocketHolders: 0,
        unredeemedVouchers: { count: 0, items: [] },
      });
      const a = await w.customer();
      const b = await w.customer();
      await w.givePocket(v, a, 750);
      await w.givePocket(v, b, 125);
      const { voucherId } = await w.giveVoucher(v, a, { discount: 15 });
      await w.giveVoucher(v, b, { discount: 15 });
      await w.giveVoucher(v, b, { discount: '', item: 'Free coffee' });
      const before = await w.get('/api/venues/me/liability', v);
      expect(before.body.data.liability).toEqual({
        outstandingPockets: 8.75,
        pocketHolders: 2,
        unredeemedVouchers: {
          count: 3,
          items: [
            { discount: 15, prize: null, count: 2 },
            { discount: null, prize: 'Free coffee', count: 1 },
          ],
        },
      });
      await w.pay(a, { pocket: '7.50', venueID: v.user.id, redeemID: voucherId });
      const after = await w.get('/api/venues/me/liability', v);
      expect(after.body.data.liability).toMatchObject({
        outstandingPockets: 1.25,
        pocketHolders: 1,
        unredeemedVouchers: { count: 2 },
      });
    });

    it('is for venues only', async () => {
      expect((await w.get('/api/venues/me/liability', await w.customer())).status).toBe(403);
      expect((await w.get('/api/venues/me/liability', null)).status).toBe(401);
    });
  });

  describe('GET /api/campaigns/{id}/attribution', () => {
    it('a credit campaign: pocket paid out, spent at the venue, cost per redemption', async () => {
      const v = await w.venue();
      await w.fund(v, 10_000);
      const id = await w.live(v, 6, { participantsShare: '5.00', participantsCount: 3 });
      const people = [await w.customer(), await w.customer(), await w.customer()];
      for (const c of people) {
        const act = await w.accept(c, id);
        await w.submit(c, act, w.proof);
        if (c !== people[2]) await w.decide(v, id, act, true);
      }
      const start = await w.get(`/api/campaigns/${id}/attribution`, v);
      expect(start.status).toBe(200);
      expect(start.body.data.attribution).toEqual({
        campaignId: id,
        type: 6,
        participants: 3,
        approved: 2,
        vouchersIssued: 0,
        vouchersRedeemed: 0,
        pocketPaidOut: 10,
        pocketSpent: 0,
        pocketPayments: 0,
        escrowSpent: 10,
        redemptions: 0,
        costPerRedemption: null,
      });
      await w.pay(people[0], { pocket: 2, venueID: v.user.id });
      await w.pay(people[0], { pocket: '1.50', venueID: v.user.id });
      const res = await w.get(`/api/campaigns/${id}/attribution`, v);
      expect(res.body.data.attribution).toMatchObject({
        pocketSpent: 3.5,
        pocketPayments: 2,
        redemptions: 1,
        costPerRedemption: 10,
      });
      await w.pay(people[1], { pocket: 5, venueID: v.user.id });
      const both = await w.get(`/api/campaigns/${id}/attribution`, v);
      expect(both.body.data.attribution).toMatchObject({
        pocketSpent: 8.5,
        pocketPayments: 3,
        redemptions: 2,
        costPerRedemption: 5,
      });
    });

    it('a voucher campaign: vouchers issued and redeemed, nothing reserved', async () => {
      const v = await w.venue();
      const c1 = await w.customer();
      const c2 = await w.customer();
      const id = await w.live(v, 7, { discount: 10, participantsCount: 2 });
      for (const c of [c1, c2]) {
        const act = await w.accept(c, id);
        await w.submit(c, act, w.proof);
        await w.decide(v, id, act, true);
      }
      const vouchersRes = await w.get(`/api/vouchers?notUsed=true&venue=${v.user.id}`, c1);
      await w.pay(c1, { venueID: v.user.id, redeemID: vouchersRes.body.data.vouchers[0].id });
      const res = await w.get(`/api/campaigns/${id}/attribution`, v);
      expect(res.body.data.attribution).toMatchObject({
        type: 7,
        approved: 2,
        vouchersIssued: 2,
        vouchersRedeemed: 1,
        escrowSpent: 0,
        redemptions: 1,
        costPerRedemption: 0,
      });
    });

    it('only the owning venue sees it', async () => {
      const id = await w.live(venue, 7, { discount: 10 });
      expect((await w.get(`/api/campaigns/${id}/attribution`, await w.venue())).status).toBe(404);
      expect((await w.get(`/api/campaigns/${randomUUID()}/attribution`, venue)).status).toBe(404);
      expect((await w.get(`/api/campaigns/x/attribution`, venue)).status).toBe(404);
      expect((await w.get(`/api/campaigns/${id}/attribution`, await w.business())).status).toBe(403);
      expect((await w.get(`/api/campaigns/${id}/attribution`, await w.customer())).status).toBe(403);
    });
  });

  it('GET /api/config tells the map tile URL, without signing in', async () => {
    const res = await w.get('/api/config');
    expect(res.status).toBe(200);
    // Push is off in tests unless a test gives VAPID keys (test/push).
    expect(res.body.data).toEqual({ mapTileUrl: w.t.config.mapTileUrl, feePercent: 0, pushKey: null });
  });
});
