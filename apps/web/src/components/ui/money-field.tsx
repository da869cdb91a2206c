import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatCents, parseMoneyText } from '@spruik/shared';

/** What may be typed: digits and one dot with at most 2 decimals (SPEC.md section 5). */
const TYPING = /^\d*(\.\d{0,2})?$/;

/** "25" -> "25.00" when the text is a valid amount; anything else is left for validation to name. */
export function formatAmountText(text: string): string {
  const cents = parseMoneyText(text);
  return cents === null ? text : formatCents(cents);
}

/**
 * A dollar amount: '$' prefix, decimal keyboard, digits and a dot only while typing, formatted to 2 decimals
 * when the field is left.
 */
export function MoneyField({
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => {
        const v = e.target.value.replace(',', '.').replace(/\s/g, '');
        if (TYPING.test(v)) onChange(v);
      }}
      onBlur={() => onChange(formatAmountText(value))}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
