import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MSG } from '@spruik/shared';
import { databaseKinds } from '../test-db';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from './helpers';

type Row = { type: number; wallet: number; pocket: number; total: number; campaignTitle?: string };
/** The rows as [type, wallet, pocket, campaign], in a fixed order (the test clock stands still: ties). */
const shapes = (rows: Row[]) =>
  rows.map((r) => [r.type, r.wallet, r.pocket, r.campaignTitle ?? null]).sort((a, b) => (a < b ? -1 : 1));

/**
 * GET /api/payments lists one balance (docs/business-rules.md "The wallet and pocket lists"): the wallet by
 * default, the pocket at one venue with ?pocket=. Money received for a campaign names the campaign.
 */
describe.each(databaseKinds)('the wallet and pocket lists (%s)', (kind) => {
  let w: PayWorld;
  let venue: Person;
  let c: Person;
  let wallet: Row[];
  let pocket: Row[];
  beforeAll(async () => {
    w = await payWorld(kind);
    venue = await w.venue();
    c = await w.customer();
    await w.giveWallet(c, 2000); // no campaign: a plain credit
    const business = await w.business();
    await w.fund(business, 5000);
    const click = await w.live(business, 1, { title: 'Visit our new roast page', participantsShare: '2.00' });
    await w.setEnergy(c, 100);
    const paid = await w.submit(c, await w.accept(c, click));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await w.givePocket(venue, c, 1200);
    expect((await w.pay(c, { wallet: '5', pocket: '0', venueID: venue.user.id })).status).toBe(200);
    expect((await w.pay(c, { wallet: '0', pocket: '3', venueID: venue.user.id })).status).toBe(200);

    wallet = (await w.get('/api/payments', c)).body.data.payments;
    pocket = (await w.get(`/api/payments?pocket=${venue.user.id}`, c)).body.data.payments;
  });
  afterAll(() => w.close());

  it('the wallet list holds wallet movements only: no pocket credit, no pocket-only payment', () => {
    expect(shapes(wallet)).toEqual(
      shapes([
        { type: 2, wallet: 5, pocket: 0, total: 5 },
        { type: 1, wallet: 20, pocket: 0, total: 20 },
        { type: 1, wallet: 1, pocket: 0, total: 1, campaignTitle: 'Visit our new roast page' },
      ]),
    );
  });

  it("the pocket's list holds that pocket's credits and the payments that took from it", () => {
    expect(shapes(pocket)).toEqual(
      shapes([
        { type: 2, wallet: 0, pocket: 3, total: 3 },
        { type: 1, wallet: 0, pocket: 12, total: 12, campaignTitle: 'Campaign type 6' },
      ]),
    );
  });

  it('money received for a campaign names it; a plain credit and payments do not', () => {
    const named = wallet.filter((r) => r.campaignTitle);
    expect(named).toHaveLength(1);
    expect(named[0]).toMatchObject({ type: 1, campaignTitle: 'Visit our new roast page' });
  });

  it("another venue's pocket is empty, and a venue id that is not one is refused", async () => {
    const other = await w.venue();
    expect((await w.get(`/api/payments?pocket=${other.user.id}`, c)).body.data.payments).toEqual([]);
    const bad = await w.get('/api/payments?pocket=nope', c);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toBe(MONEY_MSG.venueInvalid);
  });
});
