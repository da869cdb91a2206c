/**
 * CSV for spreadsheets and bank imports (RFC 4180: every cell quoted, CRLF line ends).
 * A cell starting with = + - @ (or a tab or carriage return) is prefixed with ' so a spreadsheet never runs
 * it as a formula (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export const csvRow = (cells: Array<string | number | null | undefined>) => cells.map(csvCell).join(',');

export const toCsv = (header: string[], rows: Array<Array<string | number | null | undefined>>) =>
  [csvRow(header), ...rows.map(csvRow)].join('\r\n') + '\r\n';
