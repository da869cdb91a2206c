import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The row of search and filters above an operator list; it wraps on a narrow screen. */
export function FilterBar({ children, alignCenter }: { children: ReactNode; alignCenter?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        mb: 2,
        ...(alignCenter && { alignItems: 'center' }),
      }}
    >
      {children}
    </Box>
  );
}

export type FilterOption<V> = { value: V; label: string };

/**
 * A small select in a FilterBar. When one option is '' ("All", "Any status") the label stays up and the empty
 * choice shows its own label instead of a blank box.
 */
export function FilterSelect<V extends string | number>({
  label,
  value,
  onChange,
  options,
  sx,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: ReadonlyArray<FilterOption<V>>;
  sx: SxProps<Theme>;
}) {
  const hasEmpty = options.some((o) => o.value === '');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === String(e.target.value));
        if (picked) onChange(picked.value);
      }}
      sx={sx}
      slotProps={hasEmpty ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
