import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@spruik/shared';
import { canSubmit, rewardLine, statusLook, timeUp } from './activity-status';

const now = new Date('2026-03-09T12:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

/** A to-do on a running campaign, accepted 10 hours ago (so 62 hours left). */
const todo = (over: Partial<ActivityItem> = {}) =>
  ({
    id: 'a1',
    status: 1,
    createdAt: at(-10 * HOUR),
    expiresAt: at(62 * HOUR),
    expiredReason: null,
    campaign: { isActive: true, endDate: at(10 * 24 * HOUR) },
    ...over,
  }) as unknown as ActivityItem;

describe('activity status (72 hours to submit)', () => {
  it('a to-do inside its 72 hours can be submitted', () => {
    expect(timeUp(todo(), now)).toBe(false);
    expect(canSubmit(todo(), now)).toBe(true);
    expect(statusLook(todo(), now).label).toBe('To do');
  });
  it('once its time is up (before the job expires it), it cannot, and says so', () => {
    const late = todo({ expiresAt: at(-1) });
    expect(timeUp(late, now)).toBe(true);
    expect(canSubmit(late, now)).toBe(false);
    expect(statusLook(late, now).label).toBe('Time is up');
  });
  it('a to-do whose campaign ended reads Ended, and cannot be submitted', () => {
    const ended = todo({ campaign: { isActive: false, endDate: at(-HOUR) } as ActivityItem['campaign'] });
    expect(canSubmit(ended, new Date())).toBe(false);
    expect(statusLook(ended, now).label).toBe('Ended');
  });
  it('other statuses are never "time up"', () => {
    expect(timeUp(todo({ status: 4, expiresAt: null }), now)).toBe(false);
    expect(statusLook(todo({ status: 5, expiresAt: null }), now).label).toBe('Expired');
  });
});

describe('the reward line: what it offers until finished, then what it earned', () => {
  const campaign = { isActive: true, endDate: at(10 * 24 * HOUR), type: 4, participantsShare: 5 };
  const of = (over: Partial<ActivityItem>, c: object = {}) =>
    todo({ payout: null, ...over, campaign: { ...campaign, ...c } as ActivityItem['campaign'] });

  it('offers "Up to" while it can still pay', () => {
    expect(rewardLine(of({}), now)).toBe('Up to $ 5.00');
    expect(rewardLine(of({ status: 4 }), now)).toBe('Up to $ 5.00'); // submitted
  });
  it('shows the amount earned once approved, not "Up to"', () => {
    expect(rewardLine(of({ status: 2, payout: 3.25 }), now)).toBe('Earned $3.25');
    expect(rewardLine(of({ status: 2, payout: 15 }, { type: 6, participantsShare: 15 }), now)).toBe(
      'Earned $15.00',
    );
    expect(rewardLine(of({ status: 2 }, { type: 7, participantsShare: null, discount: 20 }), now)).toBe(
      'Earned: 20% discount',
    );
  });
  it('says nothing was earned when it finished without pay', () => {
    expect(rewardLine(of({ status: 3 }), now)).toBe('Nothing earned'); // rejected
    expect(rewardLine(of({ status: 5 }), now)).toBe('Nothing earned');
    expect(rewardLine(of({}, { isActive: false }), now)).toBe('Nothing earned');
  });
});
