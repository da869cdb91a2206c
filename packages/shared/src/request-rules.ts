/**
 * Helpers for request schemas that answer one message at a time, in field order (the operator's forms and the
 * announcements). Shared by admin.ts and announcements.ts, so the customers' banners need none of the rest.
 */
import { z } from 'zod';

/** Anything that is not a JSON object counts as an empty body, so the first field's own text answers. */
export const body = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}), schema);

/** A string input: trimmed text, '' for null/undefined, null for any other type. */
export const asText = (v: unknown): string | null =>
  v === null || v === undefined
    ? ''
    : typeof v === 'string'
      ? v.trim()
      : typeof v === 'number'
        ? String(v)
        : null;

export const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

export type Fail = (path: string, message: string) => never;

const failer =
  (ctx: z.RefinementCtx): Fail =>
  (path, message) => {
    ctx.addIssue({ code: 'custom', path: [path], message });
    throw new AbortParse();
  };
/** Thrown by a failer to stop at the first message; caught by `ordered`. */
class AbortParse extends Error {}
/** Runs rules in order and stops at the first failure (the API answers one message). */
export const ordered =
  <I, O>(rules: (v: I, fail: Fail) => O) =>
  (v: I, ctx: z.RefinementCtx): O => {
    try {
      return rules(v, failer(ctx));
    } catch (err) {
      if (err instanceof AbortParse) return z.NEVER;
      throw err;
    }
  };
