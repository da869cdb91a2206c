/**
 * Keyset pagination: a list ordered by (time, id) continues after the last row it sent instead of skipping an
 * OFFSET, so page 1,000 costs what page 1 does and a row written meanwhile never shifts the next page.
 * The cursor carries the time as fixed-width UTC text with microseconds (a JavaScript Date would round them away
 * and repeat or skip rows; the fixed width also sorts as text when several lists are merged) and is opaque to
 * clients (base64url JSON).
 */
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { ERROR_CODE, PAGE_INVALID } from '@spruik/shared';
import { AppError } from '../lib/app-error';

export type Keyset = { at: string; id: string };
/** A cursor's two values, or the placeholders a prepared query fills with them. */
export type KeysetValues = Keyset | { at: Placeholder; id: Placeholder };
/** The placeholders for a prepared query's cursor: execute it with `{ at, id }` of the Keyset. */
export const keysetPlaceholders = () => ({ at: sql.placeholder('at'), id: sql.placeholder('id') });

const AT_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/** Select this beside a row to build its cursor: the time column as exact UTC text (2024-03-10T23:30:00.000000Z). */
export const keysetAt = (col: AnyColumn) => sql<string>`to_char(${col} at time zone 'UTC', ${AT_FORMAT})`;

/** Rows after the cursor in (time, id) order, newest first ('desc') or oldest first ('asc'); a row comparison the index serves. */
export function afterKeyset(
  time: AnyColumn,
  id: AnyColumn,
  cursor: KeysetValues | null,
  dir: 'asc' | 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  return dir === 'desc'
    ? sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql`(${time}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

export const encodeKeyset = (k: Keyset) => Buffer.from(JSON.stringify([k.at, k.id])).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor a client sent back, or null when it is not one this server made. */
export function decodeKeyset(cursor: string): Keyset | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 2) return null;
    const [at, id] = v as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !AT.test(at) || !UUID.test(id)) return null;
    return { at, id };
  } catch {
    return null;
  }
}

/** The ?cursor= of a request: null for the first page; one this server did not make is a 400. */
export function readCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  const k = decodeKeyset(cursor);
  if (!k) throw new AppError(400, ERROR_CODE.VALIDATION, PAGE_INVALID);
  return k;
}

/**
 * One page from `limit + 1` rows read: the page, and the cursor of its last row when more follow
 * (nextCursor null at the end).
 */
export function keysetPage<T>(rows: T[], limit: number, keyOf: (row: T) => Keyset) {
  const page = rows.slice(0, limit);
  const nextCursor = rows.length > limit ? encodeKeyset(keyOf(page[page.length - 1])) : null;
  return { page, nextCursor };
}
