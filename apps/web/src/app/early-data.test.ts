/** The early reads are exactly the addresses those screens' queries request, so the api client can use them. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@spruik/shared';
import { getAnnouncements } from '../features/announcements/api/get-announcements';
import { getOwnerCampaigns } from '../features/campaigns/api/get-owner-campaigns';
import { getMe } from '../features/accounts/api/get-me';
import { earlyRequestsFor, firstBanner, startEarly } from './early-data';

const warmDateFormatting = vi.hoisted(() => vi.fn());
vi.mock('../lib/date', async (original) => ({ ...(await original()), warmDateFormatting }));

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

describe('the homes’ first banner', () => {
  it('starts the first banner with an image as soon as the banners arrive, and leaves the answer to the screen', async () => {
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = '';
        set src(v: string) {
          images.push(`${v} ${this.fetchPriority}`);
        }
      },
    );
    const announcements = [
      { _id: 'a', imageUrl: '' },
      { _id: 'b', imageUrl: 'banner.png' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: { announcements, user: { name: 'A' } } }))),
    );
    startEarly('/home', ROLES.customer);
    await vi.waitFor(() => expect(images).toEqual(['/uploads/banner.png high']));
    // The screen's own read still takes the early answer, body intact.
    expect(await getAnnouncements()).toMatchObject([{ _id: 'a' }, { _id: 'b', imageUrl: 'banner.png' }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads the first image address only from a well-formed answer', () => {
    expect(firstBanner({ data: { announcements: [{ imageUrl: 'x.png' }] } })).toBe('x.png');
    expect(firstBanner({ data: { announcements: [{ imageUrl: '' }, null] } })).toBeUndefined();
    expect(firstBanner({ error: 'no' })).toBeUndefined();
    expect(firstBanner(undefined)).toBeUndefined();
  });
});

describe('date formatting on the first screens with dates', () => {
  it('loads ICU’s data in a task of its own on the owners’ campaign lists, and nowhere else', () => {
    vi.useFakeTimers();
    try {
      warmDateFormatting.mockClear();
      startEarly('/business_campaigns', ROLES.business);
      expect(warmDateFormatting).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(warmDateFormatting).toHaveBeenCalledTimes(1);
      startEarly('/home', ROLES.customer);
      startEarly('/business_campaigns', 0);
      vi.runAllTimers();
      expect(warmDateFormatting).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
