/** The early reads are exactly the addresses those screens' queries request, so the api client can use them. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@spruik/shared';
import { getAnnouncements } from '../features/announcements/api/get-announcements';
import { getOwnerCampaigns } from '../features/campaigns/api/get-owner-campaigns';
import { getMe } from '../features/profile/api/get-me';
import { earlyRequestsFor } from './early-data';

const requested: string[] = [];
beforeEach(() => {
  const store = new Map<string, string>([['token', 't0k']]);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('window', { location: { pathname: '/home' } });
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const data = { user: { name: 'A' }, announcements: [], campaigns: [], total: 0 };
      return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('early reads of the first screens', () => {
  it('the customer and venue homes: the user and the banners', async () => {
    await Promise.all([getMe(), getAnnouncements()]);
    expect(earlyRequestsFor('/home', ROLES.customer)).toEqual(requested);
    expect(earlyRequestsFor('/venue_home', ROLES.venue)).toEqual(requested);
  });

  it('the owners’ campaign lists: the user and the first page of live campaigns', async () => {
    await getMe();
    await getOwnerCampaigns('live', 1);
    expect(earlyRequestsFor('/business_campaigns', ROLES.business)).toEqual(requested);
    expect(earlyRequestsFor('/venue_campaigns', ROLES.venue)).toEqual(requested);
  });

  it('nothing for a guest, the operator or another screen (the payment result changes the balances)', () => {
    expect(earlyRequestsFor('/home', 0)).toEqual([]);
    expect(earlyRequestsFor('/admin', ROLES.admin)).toEqual([]);
    expect(earlyRequestsFor('/payment_result', ROLES.business)).toEqual([]);
    expect(earlyRequestsFor('/my_wallet', ROLES.customer)).toEqual([]);
  });
});
