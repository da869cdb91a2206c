/** For unit tests: submits values through a form's resolver as react-hook-form does, without a browser. */
import { createFormControl, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { firstError } from './form';

export async function submitForm<V extends FieldValues, T>(resolver: Resolver<V, unknown, T>, values: V) {
  const form = createFormControl<V, unknown, T>({ defaultValues: values as never, resolver });
  let sent: T | undefined;
  let errors: FieldErrors<V> = {};
  await form.handleSubmit(
    (v) => {
      sent = v;
    },
    (e) => {
      errors = e;
    },
  )();
  /** `message`: what the red snackbar says; `at`: the fields that show a message, in order. */
  return { sent, errors, message: firstError(errors), at: paths(errors) };
}

/** 'venue.name'-style paths of the fields holding a message. */
function paths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'ref' || !value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof (value as { message?: unknown }).message === 'string' ? [path] : paths(value, path);
  });
}
