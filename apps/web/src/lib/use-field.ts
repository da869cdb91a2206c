import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** Props that wire a MUI TextField to react-hook-form (MUI needs `inputRef`, not `ref`) with its error text. */
export function fieldProps<V extends FieldValues>(form: UseFormReturn<V>, name: FieldPath<V>) {
  const { ref, ...rest } = form.register(name);
  const error = form.formState.errors[name];
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return { ...rest, inputRef: ref, error: !!message, helperText: message };
}

/** An input's maxLength from the shared limits, so a form never takes more than the API accepts. */
export const maxLength = (max: number) => ({ slotProps: { htmlInput: { maxLength: max } } });
