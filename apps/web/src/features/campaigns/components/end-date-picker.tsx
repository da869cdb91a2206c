/**
 * The campaign end date: MUI X's date picker in en-AU (day/month/year, docs/spec.md, Campaigns), earliest tomorrow. It is
 * its own lazy chunk (end-date-field.tsx), so the first screen never downloads the picker or date-fns.
 */
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';
import { useState } from 'react';

export type EndDatePickerProps = {
  /** "YYYY-MM-DD", or '' while nothing valid is picked. */
  value: string;
  onChange: (day: string) => void;
  onBlur?: () => void;
  /** Earliest and latest days, "YYYY-MM-DD". */
  min: string;
  max: string;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

/** A calendar day "YYYY-MM-DD" as local midnight (the picker works in local days). */
const toDate = (day: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
};

export default function EndDatePicker({
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  inputRef,
}: EndDatePickerProps) {
  // The picker's own value: a half-typed date stays on screen while the form holds '' (not yet valid).
  const [date, setDate] = useState<Date | null>(() => toDate(value));
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enAU}>
      {/* The bounds as data, for the browser tests that pick "a week after the earliest". */}
      <Box data-testid="end-date" data-min={min} data-max={max} sx={{ display: 'contents' }}>
        <DatePicker
          label="End date"
          value={date}
          format="dd/MM/yyyy"
          views={['year', 'month', 'day']}
          openTo="day"
          minDate={toDate(min) ?? undefined}
          maxDate={toDate(max) ?? undefined}
          enableAccessibleFieldDOMStructure={false}
          inputRef={inputRef}
          onChange={(d) => {
            setDate(d);
            onChange(d && isValid(d) ? format(d, 'yyyy-MM-dd') : '');
          }}
          slotProps={{
            textField: {
              required: true,
              error: !!error,
              helperText: error ?? 'Earliest tomorrow (day/month/year)',
              onBlur,
            },
            openPickerButton: { 'aria-label': 'Choose the end date' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
