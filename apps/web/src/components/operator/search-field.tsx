import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { TEXT_LIMITS } from '@spruik/shared';

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
        htmlInput: { maxLength: TEXT_LIMITS.search },
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
