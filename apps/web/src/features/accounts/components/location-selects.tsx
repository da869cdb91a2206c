import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CITIES, COUNTRIES } from '@spruik/shared';

/**
 * The Country and City selects of the sign-up form and the profile editor. `lock` (the editor's, while its
 * edit lock runs) disables both and says until when; without it the fields are as the form gives them.
 */
export function LocationSelects<T extends FieldValues & { country: string; city: string }, C, O>({
  control,
  lock,
}: {
  control: Control<T, C, O>;
  lock?: { disabled: boolean; helperText: ReactNode };
}) {
  const select = (name: 'country' | 'city', label: string, options: readonly string[]) => (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field }) => (
        <TextField select label={label} {...field} {...lock}>
          {options.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    // Side by side only when each select has room for its longest name ("Melbourne"): one above the other at 320 px.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))', gap: 1.5 }}>
      {select('country', 'Country', COUNTRIES)}
      {select('city', 'City', CITIES)}
    </Box>
  );
}
