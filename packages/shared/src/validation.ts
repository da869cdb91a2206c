import { z } from 'zod';

/** The first user-facing message of a failed parse (the API and the forms both show only one). */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Please fill out the form correctly.';
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

export function check<T>(schema: z.ZodType<T>, input: unknown): ParseResult<T> {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  return { ok: false, message: firstMessage(r.error), field: issue?.path.join('.') || undefined };
}

/** A string field that tolerates null/undefined (becomes '') and trims. Rules then run in one ordered superRefine. */
export const text = () =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string().trim(),
  );

export const optionalText = () =>
  z.preprocess((v) => (v === null || v === undefined ? undefined : v), z.string().trim().optional());
