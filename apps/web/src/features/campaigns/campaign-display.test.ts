import { describe, expect, it } from 'vitest';
import { ownerAccount, platformLabel, rewardText } from './campaign-display';
import { emptyCampaignForm, endDateBounds, toCampaignBody } from './campaign-form-values';
import { nextPageOf } from './api/get-owner-campaigns';

describe('rewardText', () => {
  it("says 'Up to $ {share}' except for credit campaigns", () => {
    expect(rewardText({ type: 4, participantsShare: 1 })).toBe('Up to $ 1.00');
    expect(rewardText({ type: 1, participantsShare: '0.059' })).toBe('Up to $ 0.05');
    expect(rewardText({ type: 6, participantsShare: 15 })).toBe('$ 15.00');
  });
  it('shows a voucher as its discount or free item', () => {
    expect(rewardText({ type: 7, participantsShare: 0, discount: 20, item: null })).toBe('20% discount');
    expect(rewardText({ type: 7, participantsShare: 0, item: 'Espresso Martini' })).toBe(
      'Free Espresso Martini',
    );
    expect(rewardText({ type: 7, participantsShare: 0, item: 'Free flat white' })).toBe('Free flat white');
  });
});

describe('display helpers', () => {
  it('treats a campaign without a platform as Instagram', () => {
    expect(platformLabel(null)).toBe('Instagram');
    expect(ownerAccount({ instagramId: 'https://www.instagram.com/brewlab.co/' }, null)).toEqual({
      handle: '@brewlab.co',
      url: 'https://www.instagram.com/brewlab.co/',
    });
    expect(ownerAccount({ tiktokId: 'https://www.tiktok.com/@brewlab' }, 'tiktok').handle).toBe('@brewlab');
  });
});

describe('create-campaign form', () => {
  const values = {
    ...emptyCampaignForm,
    title: ' Martini night ',
    link: 'lanewaybar.example.com',
    platform: 'instagram' as const,
    participantsCount: '5',
    participantsShare: '2',
    conditions: 'Tag us.',
    endDate: '2030-01-01',
    reward: 'item' as const,
    item: 'Negroni',
    discount: '',
  };
  it('sends the link with https://, no share for vouchers and only the chosen reward', () => {
    expect(toCampaignBody(7, values)).toMatchObject({
      type: 7,
      title: 'Martini night',
      link: 'https://lanewaybar.example.com',
      participantsShare: null,
      item: 'Negroni',
      discount: null,
    });
    expect(toCampaignBody(6, values)).toMatchObject({ participantsShare: '2', item: null, discount: null });
  });
  it('offers end dates from tomorrow (Melbourne) to a year ahead', () => {
    const { min, max } = endDateBounds(new Date('2026-06-30T15:00:00Z')); // 1 July, 01:00 in Melbourne
    expect(min).toBe('2026-07-02');
    expect(max).toBe('2027-07-01');
  });
});

describe('infinite scroll paging', () => {
  it('asks for the next page until a page comes back empty or all are loaded', () => {
    const page = (n: number, total: number) => ({ campaigns: Array.from({ length: n }, (_, i) => i), total });
    expect(nextPageOf(page(10, 25), [page(10, 25)], 1)).toBe(2);
    expect(nextPageOf(page(5, 25), [page(10, 25), page(10, 25), page(5, 25)], 3)).toBeUndefined();
    expect(nextPageOf(page(0, 25), [page(10, 25), page(0, 25)], 2)).toBeUndefined();
  });
});
