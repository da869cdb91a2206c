import { stringify } from 'csv-stringify/sync';
import { csvOptions } from '../../lib/csv';

/**
 * An amount cell of a report CSV: dollars with 2 decimals, and a minus when negative (a month's net revenue after a
 * credit note, or the change in what the platform holds, can be below zero).
 */
export type Amount = { cents: number };
export const amount = (cents: number): Amount => ({ cents });

type Cell = string | Amount;

/**
 * A small report as CSV text, held in memory: lib/csv's quoting and formula escaping (every text cell starting
 * with = + - @ gets a ' in front). An amount is handed to csv-stringify as a number, which its formula escaping
 * leaves alone (a number is never a formula), so "-12.50" stays a number a spreadsheet adds up; text never
 * reaches a cell as a number. Rows may differ in width (a statement's heading lines, then its table).
 */
export function reportCsv(rows: Cell[][]): string {
  const { header: _header, columns: _columns, ...options } = csvOptions([]);
  return stringify(
    rows.map((row) => row.map((c) => (typeof c === 'string' ? c : c.cents / 100))),
    { ...options, cast: { number: (v: number) => v.toFixed(2) } },
  );
}
