import { describe, expect, it } from 'vitest';
import { approveText } from './decision-text';

describe('approveText: what an approval pays, shown before it is confirmed', () => {
  it('types 1-5 pay share x follower factor into the wallet', () => {
    const c = { type: 4, participantsShare: 10, discount: null, item: null };
    expect(approveText(c, { followers: 500 })).toBe(
      '$5.00 goes to their wallet ($10.00 × 0.5 for 500 followers).',
    );
    expect(approveText(c, { followers: 12_000 })).toBe(
      '$10.00 goes to their wallet ($10.00 × 1 for 12,000 followers).',
    );
    expect(approveText(c, { followers: null })).toContain('× 0.5 for unknown followers');
  });
  it('type 6 pays the full share into the pocket; type 7 issues the voucher', () => {
    expect(
      approveText({ type: 6, participantsShare: 15, discount: null, item: null }, { followers: 10 }),
    ).toBe('$15.00 goes to their pocket at your venue.');
    expect(approveText({ type: 7, participantsShare: 0, discount: 20, item: null }, { followers: 10 })).toBe(
      'They get a voucher at your venue: 20% discount.',
    );
  });
});
