import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CAMPAIGN_MSG, campaignDay } from '@spruik/shared';
import { campaigns, ledgerAccounts } from '../../src/db/schema';
import { databaseKinds } from '../test-db';
import { campaignWorld, type CampaignWorld, type Person } from './helpers';

describe.each(databaseKinds)('POST /api/campaigns (%s)', (kind) => {
  let w: CampaignWorld;
  let biz: Person;
  let venue: Person;
  beforeAll(async () => {
    w = await campaignWorld(kind);
    biz = await w.business();
    venue = await w.venue();
    await w.fund(biz, 100_000);
    await w.fund(venue, 100_000);
  });
  afterAll(() => w.close());

  const error = async (owner: Person, payload: Record<string, unknown>) => {
    const res = await w.post('/api/campaigns', owner, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    return res.body.errors;
  };

  describe('roles', () => {
    it('needs a signed-in user (401) of role business or venue (403)', async () => {
      expect((await w.post('/api/campaigns', null, w.body(1))).status).toBe(401);
      expect((await w.post('/api/campaigns', await w.customer(), w.body(1))).status).toBe(403);
      expect((await w.post('/api/campaigns', await w.admin(), w.body(1))).status).toBe(403);
    });
    it('businesses create types 1-5 only, venues 6-7 only', async () => {
      for (const type of [6, 7]) {
        const res = await w.post('/api/campaigns', biz, w.body(type));
        expect(res.status).toBe(403);
        expect(res.body.errors).toBe(CAMPAIGN_MSG.typeNotForRole);
      }
      for (const type of [1, 2, 3, 4, 5]) {
        const res = await w.post('/api/campaigns', venue, w.body(type));
        expect(res.status).toBe(403);
      }
    });
  });

  describe('validation (docs/spec.md, Campaigns)', () => {
    it('required fields: title, end date, conditions, participant count', async () => {
      for (const field of ['title', 'endDate', 'conditions', 'participantsCount']) {
        expect(await error(biz, w.body(1, { [field]: '' }))).toBe('Please fill out the form correctly.');
      }
    });
    it('a type outside 1-7', async () => {
      expect(await error(biz, w.body(1, { type: 9 }))).toBe(CAMPAIGN_MSG.typeInvalid);
    });
    it('title at most 70, conditions at most 400', async () => {
      expect((await w.post('/api/campaigns', biz, w.body(1, { title: 'x'.repeat(70) }))).status).toBe(200);
      expect(await error(biz, w.body(1, { title: 'x'.repeat(71) }))).toBe(
        'Title must contain less than 70 characters.',
      );
      expect(await error(biz, w.body(1, { conditions: 'x'.repeat(401) }))).toBe(
        'Conditions must contain less than 400 characters.',
      );
    });
    it('participant count is a whole number (text or number) of at least 1', async () => {
      for (const bad of ['2.5', '3.00', 'abc', '-1', 2.5]) {
        expect(await error(biz, w.body(1, { participantsCount: bad }))).toBe(
          'Participant count must be a whole number.',
        );
      }
      expect(await error(biz, w.body(1, { participantsCount: '0' }))).toBe(CAMPAIGN_MSG.countMin);
      expect((await w.post('/api/campaigns', biz, w.body(1, { participantsCount: '2' }))).status).toBe(200);
    });
    it('share: present, not starting with a period, at least $0.02, at most 2 decimals', async () => {
      expect(await error(biz, w.body(1, { participantsShare: '' }))).toBe(
        'Please fill out the form correctly.',
      );
      expect(await error(biz, w.body(1, { participantsShare: '.5' }))).toBe('Enter a number like 0.5');
      expect(await error(biz, w.body(1, { participantsShare: 'abc' }))).toBe('Enter a number like 0.5');
      expect(await error(biz, w.body(1, { participantsShare: '0.01' }))).toBe(
        'Payment per participant must be at least $0.02.',
      );
      expect(await error(biz, w.body(1, { participantsShare: 0.019 }))).toBe(CAMPAIGN_MSG.shareDecimals);
      expect((await w.post('/api/campaigns', biz, w.body(1, { participantsShare: 0.02 }))).status).toBe(200);
      // Type 6 (venue credit campaign) needs a share too.
      expect(await error(venue, w.body(6, { participantsShare: '' }))).toBe(
        'Please fill out the form correctly.',
      );
      expect(await error(venue, w.body(6, { participantsShare: '0.01' }))).toBe(
        'Payment per participant must be at least $0.02.',
      );
    });
    it('end date: tomorrow at the earliest (Melbourne days), within a year, a real date', async () => {
      expect(await error(biz, w.body(1, { endDate: 'soon' }))).toBe(CAMPAIGN_MSG.endDateInvalid);
      expect(await error(biz, w.body(1, { endDate: w.inDays(0.001) }))).toBe(
        'The end date must be tomorrow or later.',
      );
      expect(await error(biz, w.body(1, { endDate: w.inDays(-2) }))).toBe(
        'The end date must be tomorrow or later.',
      );
      expect(await error(biz, w.body(1, { endDate: w.inDays(400) }))).toBe(CAMPAIGN_MSG.endDateTooLate);
      // A date-only value (what the picker means) ends at the end of that Melbourne day.
      const now = w.t.clock.now();
      const today = campaignDay(now);
      const tomorrow = campaignDay(new Date(now.getTime() + 86_400_000));
      expect(await error(biz, w.body(1, { endDate: today }))).toBe('The end date must be tomorrow or later.');
      const res = await w.post('/api/campaigns', biz, w.body(1, { endDate: tomorrow }));
      expect(res.status).toBe(200);
      const end = new Date(res.body.data.campaign.endDate);
      expect(campaignDay(end)).toBe(tomorrow);
      expect(campaignDay(new Date(end.getTime() + 1))).not.toBe(tomorrow);
    });
    it('types 1 and 3: a valid link (no spaces, has a dot), at most 100 characters without the scheme', async () => {
      for (const type of [1, 3]) {
        expect(await error(biz, w.body(type, { link: '' }))).toBe('Please enter a valid link.');
        expect(await error(biz, w.body(type, { link: 'no-dot' }))).toBe('Please enter a valid link.');
        expect(await error(biz, w.body(type, { link: 'has space.com' }))).toBe('Please enter a valid link.');
        expect(await error(biz, w.body(type, { link: `a.${'b'.repeat(99)}` }))).toBe(CAMPAIGN_MSG.linkLong);
        const ok = await w.post(
          '/api/campaigns',
          biz,
          w.body(type, { link: `https://a.${'b'.repeat(98)}`, platform: '' }),
        );
        expect(ok.status).toBe(200);
        expect(ok.body.data.campaign.link).toBe(`https://a.${'b'.repeat(98)}`);
        expect(ok.body.data.campaign.platform).toBeNull();
      }
    });
    it('type 2: platform required; YouTube only here', async () => {
      expect(await error(biz, w.body(2, { platform: '' }))).toBe('Which platform are you targeting?');
      expect(await error(biz, w.body(2, { platform: 'myspace' }))).toBe('Which platform are you targeting?');
      const ok = await w.post('/api/campaigns', biz, w.body(2, { platform: 'youtube', link: '' }));
      expect(ok.status).toBe(200);
      expect(await error(biz, w.body(4, { platform: 'youtube' }))).toBe(CAMPAIGN_MSG.youtubeOnlyFollowers);
    });
    it('type 4: link without spaces, platform required, link at most 100', async () => {
      expect(await error(biz, w.body(4, { link: 'a b' }))).toBe('Please enter a valid link.');
      expect(await error(biz, w.body(4, { platform: '' }))).toBe('Which platform are you targeting?');
      expect(await error(biz, w.body(4, { link: 'x'.repeat(101) }))).toBe(CAMPAIGN_MSG.linkLong);
    });
    it('types 5 and 6: valid link, platform, share', async () => {
      expect(await error(biz, w.body(5, { link: 'nodot' }))).toBe('Please enter a valid link.');
      expect(await error(biz, w.body(5, { platform: '' }))).toBe('Which platform are you targeting?');
      expect(await error(venue, w.body(6, { link: '' }))).toBe('Please enter a valid link.');
      expect(await error(venue, w.body(6, { platform: '' }))).toBe('Which platform are you targeting?');
    });
    it('type 7: valid link, platform, a free item or a 1-99% discount', async () => {
      expect(await error(venue, w.body(7, { link: 'bad link' }))).toBe('Please enter a valid link.');
      expect(await error(venue, w.body(7, { platform: '' }))).toBe('Which platform are you targeting?');
      expect(await error(venue, w.body(7, { discount: '', item: '' }))).toBe(
        'Please enter a free item or a discount amount.',
      );
      for (const bad of [100, '150', -3, 0, '0', 'ten']) {
        expect(await error(venue, w.body(7, { discount: bad }))).toBe('Discount must be between 1% to 99%.');
      }
      for (const decimal of ['12.5', 7.25]) {
        expect(await error(venue, w.body(7, { discount: decimal }))).toBe('Discount must be a whole number.');
      }
      expect(await error(venue, w.body(7, { discount: 10, item: 'Coffee' }))).toBe(
        CAMPAIGN_MSG.itemAndDiscount,
      );
      const item = await w.post('/api/campaigns', venue, w.body(7, { discount: null, item: 'Free coffee' }));
      expect(item.status).toBe(200);
      expect(item.body.data.campaign).toMatchObject({
        item: 'Free coffee',
        discount: null,
        participantsShare: 0,
      });
      const pct = await w.post('/api/campaigns', venue, w.body(7, { discount: '15' }));
      expect(pct.body.data.campaign).toMatchObject({ item: null, discount: 15 });
    });
    it('TikTok and YouTube need the owner to have that account', async () => {
      const noSocial = await w.business({ tiktokId: null, youtubeId: null });
      await w.fund(noSocial, 10_000);
      expect(await error(noSocial, w.body(4, { platform: 'tiktok' }))).toBe(CAMPAIGN_MSG.needTiktok);
      expect(await error(noSocial, w.body(2, { platform: 'youtube' }))).toBe(CAMPAIGN_MSG.needYoutube);
    });
  });

  describe('escrow', () => {
    it('reserves share x count from business credit; data.credit is what is left; pending', async () => {
      const owner = await w.business();
      await w.fund(owner, 2_000);
      const res = await w.post(
        '/api/campaigns',
        owner,
        w.body(4, { participantsShare: '2.50', participantsCount: '4' }),
      );
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe('Campaign created.');
      expect(res.body.data.credit).toBe(10);
      const c = res.body.data.campaign;
      expect(c).toMatchObject({
        _id: c.id,
        type: 4,
        typeName: 'Create Content',
        participantsShare: 2.5,
        participantsCount: 4,
        numberOfParticipants: 0,
        isVerified: false,
        isActive: true,
        status: 'pending',
        escrow: 10,
        link: 'https://www.example.com/page',
        owner: { name: 'Test Business' },
      });
      expect(await w.credit(owner)).toBe(1_000);
      expect(await w.escrow(c.id)).toBe(1_000);
      await w.expectLedgerOk();
    });
    it('a venue credit campaign (type 6) reserves from venue credit', async () => {
      const v = await w.venue();
      await w.fund(v, 3_000);
      const res = await w.post(
        '/api/campaigns',
        v,
        w.body(6, { participantsShare: '5', participantsCount: 2 }),
      );
      expect(res.status).toBe(200);
      expect(res.body.data.credit).toBe(20);
      expect(await w.escrow(res.body.data.campaign.id)).toBe(1_000);
      await w.expectLedgerOk();
    });
    it('a voucher campaign (type 7) reserves nothing', async () => {
      const v = await w.venue();
      const res = await w.post('/api/campaigns', v, w.body(7, { participantsCount: 50 }));
      expect(res.status).toBe(200);
      expect(res.body.data.credit).toBe(0);
      expect(await w.escrow(res.body.data.campaign.id)).toBe(0);
    });
    it('not enough credit: 400 with a clear message and nothing is created', async () => {
      const owner = await w.business();
      await w.fund(owner, 2_000);
      const before = await w.t.db.select().from(campaigns).where(eq(campaigns.ownerId, owner.user.id));
      const res = await w.post(
        '/api/campaigns',
        owner,
        w.body(1, { participantsShare: '7', participantsCount: 3 }),
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toBe('Not enough credit. Please add credit first.');
      const after = await w.t.db.select().from(campaigns).where(eq(campaigns.ownerId, owner.user.id));
      expect(after.length).toBe(before.length);
      expect(await w.credit(owner)).toBe(2_000);
      const escrows = await w.t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'escrow'));
      expect(escrows.every((a) => a.balanceCents >= 0)).toBe(true);
      await w.expectLedgerOk();
    });
    it('exactly the whole credit is enough', async () => {
      const owner = await w.business();
      await w.fund(owner, 2_100);
      const res = await w.post(
        '/api/campaigns',
        owner,
        w.body(1, { participantsShare: '7', participantsCount: 3 }),
      );
      expect(res.status).toBe(200);
      expect(res.body.data.credit).toBe(0);
      await w.expectLedgerOk();
    });
  });

  // Last: it moves the clock. The contract's body cannot know the app's clock, so the route checks with it.
  describe("the end date against the app's clock", () => {
    it('counts "tomorrow" and "within a year" from the clock the app runs on, not the machine\'s', async () => {
      w.t.clock.advance(30 * 86_400_000);
      // A month ahead of the machine's time, but today on the app's clock.
      expect(await error(biz, w.body(1, { endDate: w.inDays(0.001) }))).toBe(CAMPAIGN_MSG.endDateTooSoon);
      // A year and a month ahead of the machine's time, but within a year on the app's clock.
      const res = await w.post('/api/campaigns', biz, w.body(1, { endDate: w.inDays(360) }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
  });
});
