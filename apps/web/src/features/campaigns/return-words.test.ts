import { describe, expect, it } from 'vitest';
import {
  cameBackText,
  costText,
  creatorReachText,
  monthName,
  NO_COST,
  reachText,
  shareText,
  spendTotal,
} from './return-words';

describe('return on spend words', () => {
  it('shows a missing cost as a dash, a cost in dollars', () => {
    expect(costText(null)).toBe(NO_COST);
    expect(costText(6.25)).toBe('$6.25');
    expect(costText(0)).toBe('$0.00');
  });

  it('gives a part of the participants with its percent, and no percent of nobody', () => {
    expect(shareText(4, 6)).toBe('4 of 6 (67%)');
    expect(shareText(0, 5)).toBe('0 of 5 (0%)');
    expect(shareText(0, 0)).toBe('0');
    expect(shareText(1200, 2400)).toBe('1,200 of 2,400 (50%)');
  });

  it('says when a reach is unknown', () => {
    expect(reachText(null)).toBe('Not connected');
    expect(reachText(12000)).toBe('12,000');
    expect(creatorReachText(null)).toBe('Reach unknown (account not connected)');
    expect(creatorReachText(1200)).toBe('Reach 1,200');
  });

  it('names each came-back window', () => {
    expect(cameBackText({ days30: 1, days60: 2, days90: 12000 })).toBe(
      '30 days: 1 · 60 days: 2 · 90 days: 12,000',
    );
  });

  it('adds wallet and pocket spend in cents', () => {
    expect(spendTotal({ spendWallet: 0.1, spendPocket: 0.2 })).toBe('$0.30');
    expect(spendTotal({ spendWallet: 17, spendPocket: 3 })).toBe('$20.00');
  });

  it('names the month', () => {
    expect(monthName('2030-01')).toBe('January 2030');
    expect(monthName('2030-12')).toBe('December 2030');
    expect(monthName('bad')).toBe('bad');
  });
});
