/** Building blocks of the route contracts: path ids, and the shapes every answer repeats. */
import { z } from 'zod';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs (docs/spec.md calls them opaque strings; ours happen to be UUIDs). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_RE.test(value);

/**
 * A path id. One that is not a UUID names nothing, so it fails with the resource's not-found text; the server
 * answers a failing path parameter with 404.
 */
export const uuidParam = (notFound: string) =>
  z
    .string()
    .regex(UUID_RE, { error: notFound })
    .transform((s) => s.toLowerCase())
    .meta({ format: 'uuid' });

/** Params of a route whose path names ids: idParams({ id: 'Campaign not found.' }). */
export const idParams = <const K extends string>(notFound: Record<K, string>) =>
  z.object(
    Object.fromEntries(Object.entries<string>(notFound).map(([k, msg]) => [k, uuidParam(msg)])) as {
      [P in K]: ReturnType<typeof uuidParam>;
    },
  );

/** `_id` and `id` of an answer's object (docs/spec.md: every object carries `_id`, and `id` where the original API named it). */
export const objectId = z.string().describe('Opaque id');
/** A timestamp on the wire: ISO 8601 in UTC. */
export const isoDate = z.string().describe('ISO 8601 timestamp');
/** Money on the wire: dollars with at most 2 decimals (cents inside the server). */
export const dollars = z.number().describe('US dollars, at most 2 decimals');

/** `{ message }`: the green snackbar's text. */
export const messageData = z.object({ message: z.string() });

/* ------------------------------------------------------------------ keyset paging */

/** Lists paged by keyset answer this many rows a page (the web loads the next page as the list scrolls). */
export const KEYSET_PAGE_SIZE = 50;
export const PAGE_INVALID = 'The page is not valid.';

/**
 * `?cursor=`: the `nextCursor` of the previous page, opaque to clients (base64url). Absent or empty: the first
 * page. Anything that is not a cursor shape fails with 'The page is not valid.'; one the server cannot read does
 * too (400).
 */
export const cursorParam = z
  .preprocess((v) => (typeof v === 'string' ? v : v === undefined ? '' : null), z.string().nullable())
  .superRefine((v, ctx) => {
    if (v === null || v.length > 200 || !/^[A-Za-z0-9_-]*$/.test(v))
      ctx.addIssue({ code: 'custom', message: PAGE_INVALID });
  })
  .transform((v) => v || undefined)
  .describe("The previous page's nextCursor; absent for the first page.");

/** The answer's `nextCursor`: pass it as ?cursor= for the next page; null when this page is the last. */
export const nextCursorField = {
  nextCursor: z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last page.'),
};

/** The operator lists' answer paging (keyset): the page size used and the next page's cursor. */
export const keysetPageFields = { ...nextCursorField, limit: z.number() };

/** `?limit=` of a keyset list: 1 to max, default `fallback`; anything else fails with 'The page is not valid.'. */
export const keysetLimit = (raw: string | undefined, fallback: number, max: number): number | null => {
  const n = raw ? Number(raw) : fallback;
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};
