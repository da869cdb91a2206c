import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** Two (or more) exclusive toggles such as Live Campaigns / Previous Campaigns; one is always chosen. */
export function ToggleTabs<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      size="small"
      value={value}
      aria-label={label}
      onChange={(_, v: T | null) => v && onChange(v)}
      sx={{ bgcolor: 'background.default', borderRadius: '999px', p: 0.5, gap: 0.5 }}
    >
      {options.map((o) => (
        <ToggleButton
          key={o.value}
          value={o.value}
          sx={{
            border: 0,
            borderRadius: '999px !important',
            fontWeight: 700,
            textTransform: 'none',
            '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
            '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
          }}
        >
          {o.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
