import type { z } from 'zod';
import { check, ERROR_CODE } from '@spruik/shared';
import { AppError } from './app-error';

/** Parses request input with a shared schema; the first failure becomes a 400 with the shared schema's message. */
export function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = check(schema, input ?? {});
  if (!r.ok) throw new AppError(400, ERROR_CODE.VALIDATION, r.message);
  return r.value;
}
