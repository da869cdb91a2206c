/**
 * Return on spend (docs/visits.md, "Return on spend"): a venue's credit campaign with customers whose figures are
 * worked out by hand below, every field of the answer and of its CSV, the venue home's month card, and who may
 * read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { postReads } from '../../src/db/schema';
import { recordVisit } from '../../src/features/visits';
import { databaseKinds } from '../test-db';
import { DAY, type Person } from './helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';

const HOUR = 3_600_000;
/** Sat 3 Jan 2030, 12:00 in Melbourne (AEDT, UTC+11). */
const T0 = new Date('2030-01-03T01:00:00Z');

describe.each(databaseKinds)('campaign return on spend (%s)', (kind) => {
  let w: PayWorld;
  let v: Person;
  let id: string;
  const acts: Record<string, string> = {};
  const who: Record<string, Person> = {};

  const checkIn = (c: Person) =>
    w.t.db.transaction((tx) =>
      recordVisit(tx, { customerId: c.user.id, venueId: v.user.id, proof: 'check_in', at: w.t.clock.now() }),
    );
  const pay = async (c: Person, body: Record<string, unknown>) => {
    const res = await w.pay(c, { venueID: v.user.id, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    w = await payWorld(kind);
    w.t.clock.set(T0);
    v = await w.venue({ instagramId: 'https://www.instagram.com/laneway/' });
    // new: pays after posting, and again 10 days later; returning: paid here 5 days before joining;
    // never: posts, never comes; checkin: only checks in (a visit, no spend); back40: comes back after 40 days;
    // early: checks in 2 hours before joining (inside the window: new).
    for (const name of ['new', 'returning', 'never', 'checkin', 'back40', 'early']) {
      who[name] = await w.customer({ instagramId: `https://www.instagram.com/${name}guest/` });
      await w.setEnergy(who[name], 100);
      await w.giveWallet(who[name], 5000);
    }
    const stranger = await w.customer({ instagramId: 'https://www.instagram.com/stranger/' });
    await w.giveWallet(stranger, 5000);

    // Day 0: the returning guest pays here, days before the campaign exists.
    await pay(who.returning, { wallet: 6 });
    w.t.clock.advance(5 * DAY - 2 * HOUR);
    await checkIn(who.early);
    w.t.clock.advance(2 * HOUR);
    // Day 5 (T1): a $5 credit campaign; all six join; an hour later all post; five are approved.
    await w.fund(v, 10_000);
    id = await w.live(v, 6, { participantsShare: '5.00', participantsCount: 6, endDate: w.inDays(20) });
    // One a minute, so the rows' order (the order they joined) is known.
    for (const [name, c] of Object.entries(who)) {
      acts[name] = await w.accept(c, id);
      w.t.clock.advance(60_000);
    }
    w.t.clock.advance(HOUR - 6 * 60_000);
    for (const [name, c] of Object.entries(who)) {
      const sub = await w.submit(c, acts[name], w.proof);
      expect(sub.status, JSON.stringify(sub.body)).toBe(200);
      if (name !== 'never') expect((await w.decide(v, id, acts[name], true)).status).toBe(200);
    }
    // The platform's reads: the new guest's account is connected (reach 1200); the returning guest's read was
    // skipped (not connected: no figures).
    await w.t.db.insert(postReads).values([
      { activityId: acts.new, window: '24h', reach: 900, views: 1000, readAt: w.t.clock.now() },
      {
        activityId: acts.new,
        window: '7d',
        reach: 1200,
        views: 1500,
        readAt: new Date(w.t.clock.now().getTime() + 1),
      },
      { activityId: acts.returning, window: '24h', readAt: w.t.clock.now() },
    ]);
    // T1 + 2h: after posting.
    w.t.clock.advance(HOUR);
    await pay(who.new, { wallet: 10, pocket: 3 });
    await checkIn(who.checkin);
    await pay(who.back40, { wallet: 2 });
    await pay(stranger, { wallet: 7 });
    w.t.clock.advance(HOUR);
    await pay(who.returning, { wallet: 4 });
    // T1 + 3h + 10 days: the new guest comes back.
    w.t.clock.advance(10 * DAY);
    await pay(who.new, { wallet: 1 });
  });
  afterAll(() => w.close());

  const expected = {
    participants: 6,
    visited: 5,
    newGuests: 4,
    returningGuests: 1,
    // new 10 + 1, back40 2, returning 4 (its payment before joining is not after its post).
    spendWallet: 17,
    spendPocket: 3,
    vouchersRedeemed: 0,
    cost: 25,
    costPerVisit: 5,
    costPerNewGuest: 6.25,
  };

  it('counts every figure as docs/visits.md defines it', async () => {
    const res = await w.get(`/api/campaigns/${id}/return`, v);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.return).toEqual({
      campaignId: id,
      type: 6,
      ...expected,
      cameBack: { days30: 1, days60: 1, days90: 1 },
      creators: [
        {
          activityId: acts.new,
          handle: '@newguest',
          reach: 1200,
          visits: 2,
          spendWallet: 11,
          spendPocket: 3,
        },
        {
          activityId: acts.returning,
          handle: '@returningguest',
          reach: null,
          visits: 1,
          spendWallet: 4,
          spendPocket: 0,
        },
        {
          activityId: acts.never,
          handle: '@neverguest',
          reach: null,
          visits: 0,
          spendWallet: 0,
          spendPocket: 0,
        },
        {
          activityId: acts.checkin,
          handle: '@checkinguest',
          reach: null,
          visits: 1,
          spendWallet: 0,
          spendPocket: 0,
        },
        {
          activityId: acts.back40,
          handle: '@back40guest',
          reach: null,
          visits: 1,
          spendWallet: 2,
          spendPocket: 0,
        },
        {
          activityId: acts.early,
          handle: '@earlyguest',
          reach: null,
          visits: 1,
          spendWallet: 0,
          spendPocket: 0,
        },
      ],
    });
  });

  it('the venue home card counts participants who visited this Melbourne month and what they spent', async () => {
    // Still January: new, returning, checkin, back40 and early came; the stranger is no participant. Spend in
    // January: new 11 + 3 pocket, returning 6 + 4, back40 2.
    const jan = await w.get('/api/campaigns/return-month', v);
    expect(jan.status, JSON.stringify(jan.body)).toBe(200);
    expect(jan.body.data).toEqual({ month: '2030-01', guests: 5, spendWallet: 23, spendPocket: 3 });
  });

  it('a visit 40 days after the first counts within 60 and 90 days, and spend after 30 days does not count', async () => {
    // T1 + 2h + 40 days: back40 pays the $5 pocket money.
    w.t.clock.set(new Date(T0.getTime() + 5 * DAY + 2 * HOUR + 40 * DAY));
    await pay(who.back40, { pocket: 5 });
    const res = await w.get(`/api/campaigns/${id}/return`, v);
    expect(res.body.data.return).toMatchObject({
      ...expected,
      cameBack: { days30: 1, days60: 2, days90: 2 },
    });
    expect(res.body.data.return.creators[4]).toEqual({
      activityId: acts.back40,
      handle: '@back40guest',
      reach: null,
      visits: 2,
      spendWallet: 2,
      spendPocket: 0,
    });
    // February in Melbourne: only back40 came, with $5 of pocket money.
    const feb = await w.get('/api/campaigns/return-month', v);
    expect(feb.body.data).toEqual({ month: '2030-02', guests: 1, spendWallet: 0, spendPocket: 5 });
  });

  it('answers the same figures as CSV, one row per figure then one per creator', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${id}/return.csv`,
      headers: v.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="campaign-return-[0-9a-f]{8}-2030-02-17\.csv"$/,
    );
    const rows = res.body
      .trim()
      .split('\r\n')
      .map((l) => l.slice(1, -1).split('","'));
    expect(rows).toEqual([
      ['Figure', 'Value', 'How it is counted'],
      ['Participants', '6', 'Creators who posted (submitted or approved)'],
      ['Visited', '5', 'Participants with a visit here from 24 hours before joining onward'],
      ['New to you on Spruik', '4', 'Visited, and had no visit or payment here on Spruik before joining'],
      ['Returning guests', '1', 'Visited, and had visited or paid here on Spruik before'],
      ['Spend from wallet', '17.00', 'Paid here from the Spruik wallet, 30 days from each post'],
      ['Spend from pocket', '3.00', 'Paid here from pocket money, 30 days from each post'],
      ['Vouchers redeemed', '0', "This campaign's vouchers used here"],
      ['Cost', '25.00', 'Paid to approved creators'],
      ['Cost per visit', '5.00', 'Cost divided by participants who visited'],
      ['Cost per new guest', '6.25', 'Cost divided by new guests'],
      ['Came back within 30 days', '1', 'Another visit within 30 days of the first'],
      ['Came back within 60 days', '2', 'Another visit within 60 days of the first'],
      ['Came back within 90 days', '2', 'Another visit within 90 days of the first'],
      ['Creator handle', 'Reach', 'Visits', 'Spend from wallet', 'Spend from pocket'],
      ['newguest', '1200', '2', '11.00', '3.00'],
      ['returningguest', 'Not connected', '1', '4.00', '0.00'],
      ['neverguest', 'Not connected', '0', '0.00', '0.00'],
      ['checkinguest', 'Not connected', '1', '0.00', '0.00'],
      ['back40guest', 'Not connected', '2', '2.00', '0.00'],
      ['earlyguest', 'Not connected', '1', '0.00', '0.00'],
    ]);
  });

  it('a voucher campaign has no credit cost: the costs are null and the vouchers redeemed count', async () => {
    const c = await w.customer({ instagramId: 'https://www.instagram.com/voucherguest/' });
    await w.setEnergy(c, 100);
    const vid = await w.live(v, 7, { discount: 10, participantsCount: 1, endDate: w.inDays(10) });
    const act = await w.accept(c, vid);
    w.t.clock.advance(HOUR);
    await w.submit(c, act, w.proof);
    await w.decide(v, vid, act, true);
    w.t.clock.advance(HOUR);
    const vouchers = await w.get(`/api/vouchers?notUsed=true&venue=${v.user.id}`, c);
    await pay(c, { redeemID: vouchers.body.data.vouchers[0].id });
    const res = await w.get(`/api/campaigns/${vid}/return`, v);
    expect(res.body.data.return).toMatchObject({
      type: 7,
      participants: 1,
      visited: 1,
      newGuests: 1,
      returningGuests: 0,
      spendWallet: 0,
      spendPocket: 0,
      vouchersRedeemed: 1,
      cost: null,
      costPerVisit: null,
      costPerNewGuest: null,
    });
  });

  it('the owner and the operator read it; another venue, a business and a customer cannot', async () => {
    expect((await w.get(`/api/campaigns/${id}/return`, await w.admin())).status).toBe(200);
    const csv = await w.t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${id}/return.csv`,
      headers: (await w.admin()).auth,
    });
    expect(csv.statusCode).toBe(200);
    const other = await w.venue({ instagramId: 'https://www.instagram.com/othervenue/' });
    expect((await w.get(`/api/campaigns/${id}/return`, other)).status).toBe(404);
    expect((await w.get(`/api/campaigns/${id}/return.csv`, other)).status).toBe(404);
    expect((await w.get(`/api/campaigns/${id}/return`, who.new)).status).toBe(403);
    expect((await w.get(`/api/campaigns/${id}/return`, await w.business())).status).toBe(403);
    expect((await w.get(`/api/campaigns/${id}/return`, null)).status).toBe(401);
    expect((await w.get(`/api/campaigns/${randomUUID()}/return`, v)).status).toBe(404);
    expect((await w.get(`/api/campaigns/x/return`, v)).status).toBe(404);
    expect((await w.get('/api/campaigns/return-month', who.new)).status).toBe(403);
    // Another venue's card counts nothing of this one.
    const card = await w.get('/api/campaigns/return-month', other);
    expect(card.body.data).toMatchObject({ guests: 0, spendWallet: 0, spendPocket: 0 });
    // The operator asking for a business campaign is told what the section is for.
    const b = await w.business({ instagramId: 'https://www.instagram.com/somebiz/' });
    await w.fund(b, 10_000);
    const bid = await w.live(b, 2);
    const refused = await w.get(`/api/campaigns/${bid}/return`, await w.admin());
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toBe('Return on spend is shown for credit and voucher campaigns only.');
  });
});
