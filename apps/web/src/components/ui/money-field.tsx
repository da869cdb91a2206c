import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { formatCents, parseMoneyText } from '@spruik/shared';

/** What may be typed: digits and one dot with at most 2 decimals (docs/spec.md, Top-ups). */
const TYPING = /^\d*(\.\d{0,2})?$/;

/** "25" -> "25.00" when the text is a valid amount; anything else is left for validation to name. */
export function formatAmountText(text: string): string {
  const cents = parseMoneyText(text);
  return cents === null ? text : formatCents(cents);
}

type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * The one money input: '$' prefix, decimal keyboard, digits and a dot only while typing, formatted to 2 decimals
 * when the field is left.
 */
export function MoneyField({ value, onChange, onBlur, ...props }: MoneyFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => {
        const v = e.target.value.replace(',', '.').replace(/\s/g, '');
        if (TYPING.test(v)) onChange(v);
      }}
      onBlur={(e) => {
        onChange(formatAmountText(value));
        onBlur?.(e);
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}

/** A MoneyField bound to a react-hook-form field: the field's error shows under it, `helperText` while none. */
export function MoneyInput<V extends FieldValues, C, T>({
  control,
  name,
  helperText,
  ...props
}: Omit<MoneyFieldProps, 'value' | 'onChange' | 'name'> & {
  control: Control<V, C, T>;
  name: FieldPathByValue<V, string>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
