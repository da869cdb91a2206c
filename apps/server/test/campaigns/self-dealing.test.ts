/** A customer sharing a phone number or bank account with a campaign's owner cannot join it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_MSG } from '@spruik/shared';
import { campaignWorld, type CampaignWorld } from './helpers';

describe('self-dealing guard', () => {
  let w: CampaignWorld;
  beforeAll(async () => {
    w = await campaignWorld();
  });
  afterAll(() => w.close());

  const creator = (phone: string) =>
    w.customer({
      phone,
      instagramId: `https://www.instagram.com/c${Math.random().toString(36).slice(2, 8)}/`,
    });
  const bank = (accountNumber: string) => ({ accountName: 'Sam Owner', BSB: '063-000', accountNumber });

  it("refuses a customer with the owner's phone number, with a clear text", async () => {
    const venue = await w.venue({ phone: '+61 400 111 222', instagramId: 'https://www.instagram.com/lane/' });
    await w.fund(venue, 1000);
    const id = await w.live(venue, 6, { participantsShare: '1.00' });
    const twin = await creator('0061400111222'.replace(/^0061/, '+61 ') /* same digits as the owner's */);
    const res = await w.post(`/api/campaigns/${id}/accept`, twin);
    expect(res.status).toBe(403);
    expect(res.body.errors).toBe(TRUST_MSG.selfDealing);
    await w.setEnergy(twin, 100);
    const stranger = await creator('+61 499 999 999');
    expect((await w.post(`/api/campaigns/${id}/accept`, stranger)).status).toBe(200);
  });

  it("refuses a customer with the owner's bank account", async () => {
    const venue = await w.venue({ instagramId: 'https://www.instagram.com/lane2/' });
    expect((await w.post('/api/users/bank', venue, bank('55555555'))).status).toBe(200);
    await w.fund(venue, 1000);
    const id = await w.live(venue, 6, { participantsShare: '1.00' });
    const twin = await creator('');
    expect((await w.post('/api/users/bank', twin, bank('55555555'))).status).toBe(200);
    const res = await w.post(`/api/campaigns/${id}/accept`, twin);
    expect(res.status).toBe(403);
    expect(res.body.errors).toBe(TRUST_MSG.selfDealing);
    // Another account number is someone else.
    const other = await creator('');
    expect((await w.post('/api/users/bank', other, bank('55555556'))).status).toBe(200);
    expect((await w.post(`/api/campaigns/${id}/accept`, other)).status).toBe(200);
    await w.expectLedgerOk();
  });
});
