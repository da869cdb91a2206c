import { describe, expect, it } from 'vitest';
import { durationText } from './duration-text';

describe('a payout time in words', () => {
  it('uses the two largest units, rounded', () => {
    expect(durationText(0)).toBe('0 s');
    expect(durationText(44.6)).toBe('45 s');
    expect(durationText(60)).toBe('1 min');
    expect(durationText(12 * 60 + 20)).toBe('12 min');
    expect(durationText(59 * 60 + 40)).toBe('1 h');
    expect(durationText(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(durationText(86_400)).toBe('1 day');
    expect(durationText(2 * 86_400 + 4 * 3600 + 100)).toBe('2 days 4 h');
  });
  it('shows a dash when nothing was measured', () => {
    expect(durationText(null)).toBe('—');
    expect(durationText(-1)).toBe('—');
  });
});
