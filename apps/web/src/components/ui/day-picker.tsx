/**
 * A calendar day field in en-AU (day/month/year), whatever the browser's locale (a native date input follows the
 * browser's, e.g. mm/dd/yyyy). MUI X's picker with date-fns: its own lazy chunk (day-field.tsx).
 */
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';
import { useState } from 'react';

export type DayFieldProps = {
  label: string;
  /** "YYYY-MM-DD", or '' for none. */
  value: string;
  /** A whole valid day, or '' when the field is cleared (a half-typed date waits on screen). */
  onChange: (day: string) => void;
};

/** "YYYY-MM-DD" as local midnight (the picker works in local days). */
const dayToDate = (day: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
};

export default function DayPicker({ label, value, onChange }: DayFieldProps) {
  // A half-typed date (not a day yet) stays on screen while the value is ''; a whole day comes from `value`.
  const [typed, setTyped] = useState<Date | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enAU}>
      <DatePicker
        label={label}
        value={dayToDate(value) ?? typed}
        format="dd/MM/yyyy"
        enableAccessibleFieldDOMStructure={false}
        onChange={(d) => {
          const whole = d && isValid(d);
          setTyped(whole ? null : d);
          onChange(whole ? format(d, 'yyyy-MM-dd') : '');
        }}
        slotProps={{
          textField: { size: 'small', sx: { flex: '1 1 140px', maxWidth: 180 } },
          field: { clearable: true },
          openPickerButton: { 'aria-label': `Choose the ${label.toLowerCase()} day` },
        }}
      />
    </LocalizationProvider>
  );
}
