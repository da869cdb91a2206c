import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { DayFieldProps } from './day-picker';

const DayPicker = lazy(() => import('./day-picker'));

/** A day/month/year field (en-AU), downloaded when first shown; a disabled field holds its place meanwhile. */
export function DayField(props: DayFieldProps) {
  return (
    <Suspense
      fallback={
        <TextField
          label={props.label}
          size="small"
          disabled
          value=""
          sx={{ flex: '1 1 140px', maxWidth: 180 }}
        />
      }
    >
      <DayPicker {...props} />
    </Suspense>
  );
}
