import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'slotProps' | 'inputProps'> & {
  label: ReactNode;
  helperText?: ReactNode;
  /** As on TextField: `htmlInput` for the <input>, `input` for the OutlinedInput (lib/use-field.ts maxLength). */
  slotProps?: { htmlInput?: InputHTMLAttributes<HTMLInputElement>; input?: Partial<OutlinedInputProps> };
};

/**
 * MUI's outlined TextField (label, input, helper text, the same markup and labelling) without the select and
 * the other variants TextField always bundles, which bring menus, popovers and modals: the guest's first
 * screen (/signin) uses this one. Full width, as the theme makes every TextField.
 */
export function OutlinedField({
  label,
  helperText,
  id,
  slotProps,
  error,
  required,
  disabled,
  ...input
}: OutlinedFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth variant="outlined" error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        aria-describedby={helperId}
        inputProps={slotProps?.htmlInput}
        {...slotProps?.input}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
