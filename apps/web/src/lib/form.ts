/**
 * react-hook-form resolvers built on the shared zod schemas, so the browser shows exactly the messages the
 * server would send (SPEC.md section 5). The form shape may differ from the request shape: `toInput` maps
 * the form values to the request, and `fieldOf` maps the failing request path back to a form field.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { check } from '@spruik/shared';
import type { z } from 'zod';

export function sharedResolver<V extends FieldValues, T>(
  schema: z.ZodType<T>,
  toInput: (values: V) => unknown,
  options: {
    fieldOf?: (path: string | undefined, values: V) => keyof V & string;
    extra?: (values: V) => { field: keyof V & string; message: string } | null;
  } = {},
): Resolver<V> {
  return async (values) => {
    const r = check(schema, toInput(values));
    let failure: { field: string; message: string } | null = null;
    if (!r.ok)
      failure = {
        field: options.fieldOf?.(r.field, values) ?? r.field?.split('.')[0] ?? 'root',
        message: r.message,
      };
    else failure = options.extra?.(values) ?? null;
    if (!failure) return { values, errors: {} };
    return {
      values: {},
      errors: { [failure.field]: { type: 'validate', message: failure.message } } as FieldErrors<V>,
    };
  };
}

/** The first message of a failed validation, for the red snackbar. */
export function firstError(errors: FieldErrors): string | null {
  for (const value of Object.values(errors)) {
    const message = (value as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}
