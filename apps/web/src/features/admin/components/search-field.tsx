import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';

/** A search box with a magnifier; the caller debounces. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ flex: '1 1 240px' }}
    />
  );
}
