import { describe, expect, it } from 'vitest';
import {
  addMonths,
  earningsQuery,
  financialYearLabel,
  financialYearMonths,
  financialYearOf,
  halfLabel,
  halfOf,
  lastDayOf,
  monthAt,
  monthRangeQuery,
  monthsBetween,
  parseHalf,
  previousHalf,
} from './finance-reports';

describe('report periods (Melbourne calendar)', () => {
  it('counts months across years', () => {
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
  });
  it('names half-years: H2 is July to December, H1 January to June', () => {
    expect(parseHalf('2026-H2')).toEqual({ half: '2026-H2', from: '2026-07', to: '2026-12' });
    expect(parseHalf('2027-H1')).toEqual({ half: '2027-H1', from: '2027-01', to: '2027-06' });
    expect(parseHalf('2026-H3')).toBeNull();
    expect(halfOf('2026-06')).toBe('2026-H1');
    expect(previousHalf('2026-H1')).toBe('2025-H2');
    expect(halfLabel('2026-H2')).toBe('1 July – 31 December 2026');
  });
  it('names a financial year by the year it ends in', () => {
    expect(financialYearMonths(2026)).toEqual({ from: '2025-07', to: '2026-06' });
    expect(financialYearOf('2026-06')).toBe(2026);
    expect(financialYearOf('2026-07')).toBe(2027);
    expect(financialYearLabel(2026)).toBe('2025–26');
  });
  it("reads an instant's month in Melbourne: 13:00 UTC on 31 December is 1 January there", () => {
    expect(monthAt(new Date('2025-12-31T12:59:59Z'))).toBe('2025-12');
    expect(monthAt(new Date('2025-12-31T13:00:00Z'))).toBe('2026-01');
  });
  it('parses the queries', () => {
    expect(monthRangeQuery.parse({ from: '2026-01', to: '2026-03' })).toEqual({
      from: '2026-01',
      to: '2026-03',
    });
    expect(monthRangeQuery.parse({})).toEqual({ from: undefined, to: undefined });
    expect(monthRangeQuery.safeParse({ from: ['2026-01', '2026-02'] }).success).toBe(false);
    expect(monthRangeQuery.safeParse({ from: '2026-04', to: '2026-03' }).success).toBe(false);
    expect(earningsQuery.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(earningsQuery.safeParse({ year: '2026.5' }).success).toBe(false);
  });
});
