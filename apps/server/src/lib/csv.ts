import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * CSV for spreadsheets and bank imports (RFC 4180: every cell quoted, CRLF line ends). escape_formulas prefixes
 * a cell starting with = + - @ (or a tab or carriage return) with ' so a spreadsheet never runs it as a formula
 * (CSV injection). So amounts written here are never negative: a signed column would turn "-5.00" into text.
 */
export const csvOptions = (columns: string[]) =>
  ({
    header: true,
    columns,
    quoted: true,
    quoted_empty: true,
    record_delimiter: '\r\n',
    escape_formulas: true,
  }) as const;

/**
 * Streams rows as CSV while they are produced (read from the database in batches), so a long file never sits in
 * memory; a failing source ends the stream with its error.
 */
export function csvStream(columns: string[], rows: AsyncIterable<Array<string | number>>) {
  const source = Readable.from(rows);
  const csv = source.pipe(stringify(csvOptions(columns)));
  source.on('error', (err) => csv.destroy(err));
  return csv;
}

/** "09/03/2026 14:05" in a time zone: the web's one date format (en-AU, 24-hour), for files the server writes. */
export function formatAuDateTime(when: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(when);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/**
 * "2026-03-09T14:05:00+11:00": the instant in a time zone with its offset, for files read by machines and people
 * in different zones (the payout file: Melbourne time, the console's clock, yet unambiguous).
 */
export function formatZonedIso(when: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(when);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/**
 * A small CSV held in memory whose rows differ in width (a report's figures, then a table): the same quoting and
 * formula escaping as csvOptions, no header of its own.
 */
export function csvText(rows: Array<Array<string | number>>): string {
  const { header: _header, columns: _columns, ...options } = csvOptions([]);
  return stringifySync(rows, options);
}
