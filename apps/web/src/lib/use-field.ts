import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** Props that register a MUI TextField with react-hook-form (MUI needs `inputRef`, not `ref`). */
export function inputProps<V extends FieldValues, C, T>(form: UseFormReturn<V, C, T>, name: FieldPath<V>) {
  const { ref, ...rest } = form.register(name);
  return { ...rest, inputRef: ref };
}

/** inputProps plus the field's error text under it. */
export function fieldProps<V extends FieldValues, C, T>(form: UseFormReturn<V, C, T>, name: FieldPath<V>) {
  const { error } = form.getFieldState(name, form.formState);
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return { ...inputProps(form, name), error: !!message, helperText: message };
}

/** An input's maxLength from the shared limits, so a form never takes more than the API accepts. */
export const maxLength = (max: number) => ({ slotProps: { htmlInput: { maxLength: max } } });
