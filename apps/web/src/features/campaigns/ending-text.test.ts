import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/date';
import { endLine } from './campaign-display';
import { endBlockedText } from './ending-text';

describe('endBlockedText', () => {
  it('gives the date ending becomes possible while a rejection may still be appealed', () => {
    const until = '2026-03-09T03:05:00.000Z';
    expect(endBlockedText({ reason: 'appealWindow', until })).toBe(
      `A creator may still appeal your rejection until ${formatDateTime(until)}. You can end this campaign from then.`,
    );
  });
  it('waits for the operator while an appeal is open (no date to give)', () => {
    expect(endBlockedText({ reason: 'openAppeal', until: null })).toMatch(/once the operator decides/);
  });
});

describe('endLine', () => {
  it('shows the day a previous campaign ended, not its scheduled end', () => {
    expect(endLine({ endDate: '2026-05-01T00:00:00.000Z', endedAt: '2026-04-02T10:00:00.000Z' })).toEqual({
      label: 'Ended',
      at: '2026-04-02T10:00:00.000Z',
    });
  });
  it('shows the end date of a campaign still open', () => {
    expect(endLine({ endDate: '2026-05-01T00:00:00.000Z', endedAt: null })).toEqual({
      label: 'Ends',
      at: '2026-05-01T00:00:00.000Z',
    });
  });
});
