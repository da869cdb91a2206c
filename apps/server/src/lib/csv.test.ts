import { describe, expect, it } from 'vitest';
import { formatAuDateTime } from './csv';

describe('dates in files the server writes', () => {
  it('are en-AU day/month/year and a 24-hour clock, in the time zone asked for', () => {
    const when = new Date('2026-03-09T03:05:00Z');
    expect(formatAuDateTime(when, 'UTC')).toBe('09/03/2026 03:05');
    expect(formatAuDateTime(when, 'Australia/Perth')).toBe('09/03/2026 11:05');
    // Melbourne keeps daylight saving in March (UTC+11).
    expect(formatAuDateTime(when, 'Australia/Melbourne')).toBe('09/03/2026 14:05');
    expect(formatAuDateTime(new Date('2026-07-01T14:30:00Z'), 'Australia/Melbourne')).toBe(
      '02/07/2026 00:30',
    );
  });
});
