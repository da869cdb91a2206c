/** Live updates: what each pushed event does to the cached data the screens show. */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLES, type Me } from '@spruik/shared';
import { feedback } from '../lib/feedback';
import { activityNotice, liveHandlers } from './live-updates';

const me = (role: number) => ({ id: 'u1', role, wallet: 1, energy: 50, unseenMessages: 0 }) as unknown as Me;
const stale = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated ?? null;

function cache(role: number) {
  const qc = new QueryClient();
  qc.setQueryData(['me'], me(role));
  for (const key of [
    ['activities', 'todo'],
    ['payments', 'venue'],
    ['vouchers', 'venue'],
    ['messages'],
    ['owner-campaigns', 'live'],
    ['campaign-details', 'c1', 1],
    ['campaign-details', 'c2', 1],
    ['payments', 'mine'],
    ['withdraws'],
  ])
    qc.setQueryData(key, []);
  return qc;
}

describe('live updates', () => {
  afterEach(() => feedback.closeSnack(feedback.get().snack?.id ?? 0));

  it('writes a new balance into the cached user at once', () => {
    const qc = cache(ROLES.customer);
    liveHandlers(qc).balance({ wallet: 7.5, pockets: 3, energy: 80 });
    expect(qc.getQueryData<Me>(['me'])).toMatchObject({ wallet: 7.5, energy: 80 });
  });

  it('refetches the activities on an approval and tells the customer', () => {
    const qc = cache(ROLES.customer);
    liveHandlers(qc).activity({ activityId: 'a1', campaignId: 'c1', status: 2, title: 'Brunch' });
    expect(stale(qc, ['activities', 'todo'])).toBe(true);
    expect(stale(qc, ['payments', 'mine'])).toBe(false);
    expect(feedback.get().snack).toMatchObject({
      text: 'You are approved for "Brunch".',
      severity: 'success',
    });
  });

  it('names rejections and expiries, and nothing else', () => {
    const base = { activityId: 'a', campaignId: 'c', title: 'T' };
    expect(activityNotice({ ...base, status: 3 })).toBe('You are rejected for "T".');
    expect(activityNotice({ ...base, status: 5 })).toBe('"T" has ended: your activity expired.');
    expect(activityNotice({ ...base, status: 5, reason: 'closedEarly' })).toBe(
      '"T" was closed early: your activity expired and your 10 energy was given back.',
    );
    expect(activityNotice({ ...base, status: 4 })).toBeNull();
  });

  it("refreshes the owner's badge and messages without a notice; a customer also gets the notice", () => {
    const msg = {
      _id: 'm',
      id: 'm',
      event: 2,
      title: 'New submission',
      campaignId: 'c1',
      isSeen: false,
      createdAt: '',
    };
    const owner = cache(ROLES.business);
    liveHandlers(owner).message(msg as never);
    expect(stale(owner, ['me'])).toBe(true);
    expect(stale(owner, ['messages'])).toBe(true);
    expect(feedback.get().snack).toBeNull();
    const customer = cache(ROLES.customer);
    liveHandlers(customer).message({ ...msg, title: 'Your withdrawal was paid.' } as never);
    expect(feedback.get().snack?.text).toBe('Your withdrawal was paid.');
  });

  it("refetches the money lists on a message: a customer's payments, a venue's withdrawals", () => {
    const msg = {
      _id: 'm',
      id: 'm',
      event: 3,
      title: 'Paid',
      campaignId: null,
      isSeen: false,
      createdAt: '',
    };
    const customer = cache(ROLES.customer);
    expect(stale(customer, ['payments', 'mine'])).toBe(false);
    liveHandlers(customer).message(msg as never);
    expect(stale(customer, ['payments', 'mine'])).toBe(true);
    const venue = cache(ROLES.venue);
    liveHandlers(venue).message(msg as never);
    expect(stale(venue, ['withdraws'])).toBe(true);
    expect(stale(venue, ['payments', 'venue'])).toBe(false);
  });

  it('refetches only the campaign a participant submitted to, and the venue lists on a payment', () => {
    const qc = cache(ROLES.venue);
    liveHandlers(qc).participant({ campaignId: 'c1', activityId: 'a1' });
    expect(stale(qc, ['campaign-details', 'c1', 1])).toBe(true);
    expect(stale(qc, ['campaign-details', 'c2', 1])).toBe(false);
    expect(stale(qc, ['owner-campaigns', 'live'])).toBe(true);
    liveHandlers(qc).payment();
    expect(stale(qc, ['payments', 'venue'])).toBe(true);
    expect(stale(qc, ['vouchers', 'venue'])).toBe(true);
  });

  it("refetches a payee's withdrawals and balance when one of them moves, and nothing of the counter", () => {
    for (const role of [ROLES.customer, ROLES.venue]) {
      const qc = cache(role);
      expect(stale(qc, ['withdraws'])).toBe(false);
      liveHandlers(qc).withdrawal({ id: 'w1', state: 'paid' });
      expect(stale(qc, ['withdraws'])).toBe(true);
      expect(stale(qc, ['me'])).toBe(true);
      expect(stale(qc, ['payments', 'mine'])).toBe(true);
      expect(stale(qc, ['payments', 'venue'])).toBe(false);
      expect(stale(qc, ['activities', 'todo'])).toBe(false);
    }
  });
});
