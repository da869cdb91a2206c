/**
 * Keyset pagination: a list ordered by (time, id) continues after the last row it sent instead of skipping an
 * OFFSET, so page 1,000 costs what page 1 does and a row written meanwhile never shifts the next page.
 * The cursor carries the time as PostgreSQL's own text (microseconds kept: a JavaScript Date would round them
 * away and repeat or skip rows) and is opaque to clients (base64url JSON).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export type Keyset = { at: string; id: string };

/** Select this beside a row to build its cursor: the time column as exact text. */
export const keysetAt = (col: AnyColumn) => sql<string>`${col}::text`;

/** Rows after the cursor in (time, id) order, newest first ('desc') or oldest first ('asc'); a row comparison the index serves. */
export function afterKeyset(
  time: AnyColumn,
  id: AnyColumn,
  cursor: Keyset | null,
  dir: 'asc' | 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  return dir === 'desc'
    ? sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql`(${time}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

export const encodeKeyset = (k: Keyset) => Buffer.from(JSON.stringify([k.at, k.id])).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PG_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The cursor a client sent back, or null when it is not one this server made. */
export function decodeKeyset(cursor: string): Keyset | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 2) return null;
    const [at, id] = v as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !PG_TIME.test(at) || !UUID.test(id)) return null;
    return { at, id };
  } catch {
    return null;
  }
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
