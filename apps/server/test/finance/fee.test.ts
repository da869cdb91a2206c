/**
 * The service fee (docs/finance.md "The service fee"): reserved with the escrow at creation, taken into
 * platform:revenue on the running total as participants are paid, and refunded with the unspent escrow, the
 * ledger green after each step. Vouchers carry none; the rate is the one in force when the campaign was made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities } from '../../src/db/schema';
import { DEMO_FINANCE_SETTINGS } from '../../src/config/finance-settings';
import { PLATFORM_REVENUE } from '../../src/ledger';
import { campaignWorld, type CampaignWorld, type Person } from '../campaigns/helpers';

const TEN_PERCENT = { finance: { ...DEMO_FINANCE_SETTINGS, feeBasisPoints: 1000 } };

describe('the service fee', () => {
  let w: CampaignWorld;
  let biz: Person;
  const revenue = () => w.balance(PLATFORM_REVENUE);

  beforeAll(async () => {
    w = await campaignWorld('pglite', TEN_PERCENT);
    biz = await w.business();
    await w.fund(biz, 100_000);
  });
  afterAll(() => w.close());

  it('is reserved with the escrow, taken on each payout and refunded with what was not spent', async () => {
    const before = await w.credit(biz);
    const revenueBefore = await revenue();
    const res = await w.post(
      '/api/campaigns',
      biz,
      w.body(1, { participantsCount: 3, participantsShare: '1.00' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.campaign.id as string;
    // 3 places x $1.00 and 10% on it.
    expect(res.body.data.campaign.fee).toBe(0.3);
    expect(before - (await w.credit(biz))).toBe(330);
    expect(await w.escrow(id)).toBe(330);
    await w.verify(id);
    await w.expectLedgerOk();

    for (let i = 0; i < 2; i++) {
      const c = await w.customer({ instagramFollowers: 10_000 });
      const paid = await w.submit(c, await w.accept(c, id), {});
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      // The creator gets the whole share; the fee is the owner's, on top.
      expect(await w.wallet(c)).toBe(100);
    }
    expect(await revenue()).toBe(revenueBefore + 20);
    expect(await w.escrow(id)).toBe(330 - 220);
    await w.expectLedgerOk();

    expect((await w.post(`/api/campaigns/${id}/end`, biz)).status).toBe(200);
    // The unused place and its fee come back: $1.10.
    expect(await w.escrow(id)).toBe(0);
    expect(before - (await w.credit(biz))).toBe(220);
    expect(await revenue()).toBe(revenueBefore + 20);
    await w.expectLedgerOk();
  });

  it('rounds once, on the total: 7 places at $0.03 and 10% reserve 2 cents and take 2 cents in all', async () => {
    const before = await w.credit(biz);
    const revenueBefore = await revenue();
    const id = await w.live(biz, 4, { participantsCount: 7, participantsShare: '0.03' });
    // 21 cents of shares; 10% of 21 is 2.1 cents, half up: 2.
    expect(before - (await w.credit(biz))).toBe(23);
    const creators: Person[] = [];
    for (let i = 0; i < 7; i++) {
      const c = await w.customer({ instagramFollowers: 10_000 });
      const act = await w.accept(c, id);
      expect((await w.submit(c, act, w.proof)).status).toBe(200);
      creators.push(c);
    }
    // The first three decided one by one (3, 6, 9 cents paid: fee on the total 0, 1, 1), the rest by the
    // settlement's batch (12 … 21 cents: 1, 2, 2, 2).
    const acts = await w.t.db.select().from(activities).where(eq(activities.campaignId, id));
    const byCreator = new Map(acts.map((a) => [a.userId, a.id]));
    const steps = [0, 1, 1];
    for (let i = 0; i < 3; i++) {
      expect((await w.decide(biz, id, byCreator.get(creators[i]!.user.id)!, true)).status).toBe(200);
      expect(await revenue(), `after payout ${i + 1}`).toBe(revenueBefore + steps[i]!);
    }
    expect((await w.post(`/api/campaigns/${id}/end`, biz)).status).toBe(200);
    for (const c of creators) expect(await w.wallet(c)).toBe(3);
    expect(await revenue()).toBe(revenueBefore + 2);
    expect(await w.escrow(id)).toBe(0);
    expect(before - (await w.credit(biz))).toBe(23);
    await w.expectLedgerOk();
  });

  it('refunds the fee of places never paid: 7 places at $0.03, 4 paid', async () => {
    const before = await w.credit(biz);
    const revenueBefore = await revenue();
    const id = await w.live(biz, 1, { participantsCount: 7, participantsShare: '0.03' });
    for (let i = 0; i < 4; i++) {
      const c = await w.customer({ instagramFollowers: 10_000 });
      expect((await w.submit(c, await w.accept(c, id), {})).status).toBe(200);
    }
    // 12 cents paid: fee 1.2, half up 1.
    expect(await revenue()).toBe(revenueBefore + 1);
    expect((await w.post(`/api/campaigns/${id}/end`, biz)).status).toBe(200);
    // Reserved 23, paid 12 + 1: 10 back.
    expect(before - (await w.credit(biz))).toBe(13);
    await w.expectLedgerOk();
  });

  it("shows on the owner's statement as a line of its own", async () => {
    const id = await w.create(biz, 1, { title: 'Fee line', participantsCount: 2, participantsShare: '2.50' });
    const res = await w.get('/api/statement?limit=5', biz);
    expect(res.status).toBe(200);
    const items = res.body.data.lines as Array<{ description: string; amount: number }>;
    const mine = items.filter((i) => i.description.includes('Fee line'));
    expect(mine.map((i) => [i.description, i.amount])).toEqual([
      ['Service fee for campaign "Fee line"', -0.5],
      ['Campaign "Fee line" reserved', -5],
    ]);
    expect(id).toBeTruthy();
  });

  it('charges no fee on vouchers (type 7) and pays pockets (type 6) with one', async () => {
    const venue = await w.venue();
    await w.fund(venue, 10_000);
    const before = await w.credit(venue);
    const voucher = await w.create(venue, 7, { participantsCount: 5 });
    expect((await w.campaignRow(voucher)).feeBasisPoints).toBe(0);
    expect(await w.credit(venue)).toBe(before);
    const credit = await w.live(venue, 6, { participantsCount: 2, participantsShare: '5.00' });
    expect((await w.campaignRow(credit)).feeBasisPoints).toBe(1000);
    expect(before - (await w.credit(venue))).toBe(1100);
    await w.expectLedgerOk();
  });

  it('keeps the rate a campaign was made with', async () => {
    const id = await w.create(biz, 1, { participantsCount: 1, participantsShare: '1.00' });
    expect((await w.campaignRow(id)).feeBasisPoints).toBe(1000);
    const none = await campaignWorld('pglite');
    try {
      const b = await none.business();
      await none.fund(b, 1_000);
      const free = await none.create(b, 1, { participantsCount: 1, participantsShare: '1.00' });
      expect((await none.campaignRow(free)).feeBasisPoints).toBe(0);
      expect(await none.credit(b)).toBe(900);
    } finally {
      await none.close();
    }
  });
});
