import { describe, expect, it } from 'vitest';
import { gapText } from './components/quick-withdrawal-card';

describe('quick withdrawals: how long after the top-up', () => {
  const t = '2026-03-09T10:00:00.000Z';
  const after = (ms: number) => new Date(Date.parse(t) + ms).toISOString();
  it('minutes, hours, hours and minutes', () => {
    expect(gapText(t, after(0))).toBe('less than a minute');
    expect(gapText(t, after(59_000))).toBe('less than a minute');
    expect(gapText(t, after(59 * 60_000 + 59_000))).toBe('59 min');
    expect(gapText(t, after(2 * 3_600_000))).toBe('2 h');
    expect(gapText(t, after(2 * 3_600_000 + 5 * 60_000))).toBe('2 h 5 min');
    expect(gapText(t, after(24 * 3_600_000))).toBe('24 h');
  });
});
