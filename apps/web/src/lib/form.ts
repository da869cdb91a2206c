/**
 * Every form is react-hook-form with `zodResolver` (@hookform/resolvers) over a shared request schema from
 * packages/shared, so the browser shows exactly the messages the server would send, on the
 * field the schema names. Form fields carry the request's names; a form shaped otherwise reads its values into
 * the request with `z.preprocess`. A dialog's form lives in the dialog's content, which mounts on each opening,
 * so it starts from its defaults without a reset.
 */

/** Keys of an error object that are not nested fields (`ref` is a DOM element: never walk into it). */
const ERROR_META = new Set(['ref', 'type', 'types', 'message']);

/** The first message of a failed validation, in the schema's order (nested fields too), for the red snackbar. */
export function firstError(errors: unknown): string | null {
  if (!errors || typeof errors !== 'object') return null;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(errors)) {
    if (ERROR_META.has(key)) continue;
    const found = firstError(value);
    if (found) return found;
  }
  return null;
}
