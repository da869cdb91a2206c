import { describe, expect, it } from 'vitest';
import {
  formatChartDay,
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  formatTimeLeft,
  formatTime,
  formatWeekdayDate,
  localDayStart,
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
  it('turns a picked day into the instant it starts in the local zone, or the next day for a range end', () => {
    expect(localDayStart('2026-03-09')).toBe(new Date(2026, 2, 9).toISOString());
    expect(localDayStart('2026-03-09', 1)).toBe(new Date(2026, 2, 10).toISOString());
    expect(localDayStart('2026-12-31', 1)).toBe(new Date(2027, 0, 1).toISOString());
    expect(localDayStart('')).toBeNull();
    expect(localDayStart('09/03/2026')).toBeNull();
  });
});

describe('lib/date: time left', () => {
  const now = new Date(2026, 2, 9, 12, 0, 0);
  const later = (ms: number) => new Date(now.getTime() + ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  it('days and hours, hours and minutes, minutes, rounded down', () => {
    expect(formatTimeLeft(later(2 * 24 * HOUR + 5 * HOUR + 59 * MIN), now)).toBe('2 days 5 h');
    expect(formatTimeLeft(later(24 * HOUR), now)).toBe('1 day');
    expect(formatTimeLeft(later(24 * HOUR + HOUR), now)).toBe('1 day 1 h');
    expect(formatTimeLeft(later(72 * HOUR - 1), now)).toBe('2 days 23 h');
    expect(formatTimeLeft(later(5 * HOUR + 20 * MIN + 30_000), now)).toBe('5 h 20 min');
    expect(formatTimeLeft(later(3 * HOUR), now)).toBe('3 h');
    expect(formatTimeLeft(later(12 * MIN + 59_000), now)).toBe('12 min');
    expect(formatTimeLeft(later(59_000), now)).toBe('less than a minute');
  });
  it('nothing once the time has passed, or for no date', () => {
    expect(formatTimeLeft(now, now)).toBe('');
    expect(formatTimeLeft(later(-HOUR).toISOString(), now)).toBe('');
    expect(formatTimeLeft(null, now)).toBe('');
  });
});
