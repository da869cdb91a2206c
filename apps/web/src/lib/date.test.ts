import { describe, expect, it } from 'vitest';
import {
  formatChartDay,
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  formatWeekdayDate,
} from './date';

// Instants given in UTC; the screens read them in Melbourne time (AEDT +11 in March and November, AEST +10 in June),
// whatever time zone the tests (or the viewer) run in.
const afternoon = new Date('2026-03-09T03:05:09Z'); // 14:05:09 in Melbourne
const morning = new Date('2026-11-22T21:57:00Z'); // 08:57 on the 23rd in Melbourne

describe('lib/date: en-AU day/month/year and a 24-hour clock', () => {
  it('formats dates day first and times without AM/PM', () => {
    expect(formatDate(afternoon)).toBe('09/03/2026');
    expect(formatTime(afternoon)).toBe('14:05');
    expect(formatDateTime(afternoon)).toBe('09/03/2026 14:05');
    expect(formatDateTime(morning)).toBe('23/11/2026 08:57');
    expect(formatDateTime(morning.toISOString())).toBe('23/11/2026 08:57');
    expect(formatClock(afternoon)).toBe('14:05:09');
    expect(formatWeekdayDate(afternoon)).toBe('Monday 09/03/2026');
  });
  it('midnight is 00, never 24', () => {
    expect(formatTime(new Date('2025-12-31T13:07:00Z'))).toBe('00:07');
  });
  it('reads every instant in Melbourne time, daylight saving included', () => {
    // 10:30 AEST in June; in UTC (and in a browser in London or New York) it is still the 14th.
    expect(formatDateTime('2026-06-15T00:30:00Z')).toBe('15/06/2026 10:30');
    // A campaign's end, 23:59:59 on a Melbourne day, is that day for everyone.
    expect(formatDateTime('2026-03-09T12:59:59Z')).toBe('09/03/2026 23:59');
    expect(formatWeekdayDate('2026-06-14T14:30:00Z')).toBe('Monday 15/06/2026');
  });
  it('shows calendar days without a time zone shift', () => {
    expect(formatDay('2026-03-09')).toBe('09/03/2026');
    expect(formatChartDay('2026-03-09')).toBe('9 Mar');
  });
  it('shows nothing for a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});
