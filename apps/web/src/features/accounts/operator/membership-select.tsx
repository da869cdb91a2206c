import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { membershipName } from '@spruik/shared';

export const MEMBERSHIP_OPTIONS = [1, 2, 3] as const;

/** Membership: 1 Bronze, 2 Silver, 3 Gold. */
export function MembershipSelect({
  value,
  onChange,
  size = 'small',
}: {
  value: number;
  onChange: (membership: number) => void;
  size?: 'small' | 'medium';
}) {
  return (
    <TextField
      select
      size={size}
      label="Membership"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {MEMBERSHIP_OPTIONS.map((m) => (
        <MenuItem key={m} value={m}>
          {membershipName(m)}
        </MenuItem>
      ))}
    </TextField>
  );
}
