import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { EndDatePickerProps } from './end-date-picker';

const EndDatePicker = lazy(() => import('./end-date-picker'));

/** The end-date picker, downloaded when the create form opens; a disabled field holds its place meanwhile. */
export function EndDateField(props: EndDatePickerProps) {
  return (
    <Suspense fallback={<TextField label="End date" required disabled value="" />}>
      <EndDatePicker {...props} />
    </Suspense>
  );
}
