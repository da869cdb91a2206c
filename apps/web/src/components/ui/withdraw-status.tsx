import Chip from '@mui/material/Chip';

/** Withdraw status (docs/spec.md, Withdrawals and payouts): 1 Pending, 2 Verified, anything else Rejected. */
export function withdrawStatusName(status: number | undefined): 'Pending' | 'Verified' | 'Rejected' {
  if (status === 1) return 'Pending';
  if (status === 2) return 'Verified';
  return 'Rejected';
}

const COLOR = { Pending: 'warning', Verified: 'success', Rejected: 'error' } as const;

/** A small coloured label for a withdrawal's status. */
export function WithdrawStatusChip({ status }: { status: number | undefined }) {
  const name = withdrawStatusName(status);
  return (
    <Chip
      size="small"
      label={name}
      color={COLOR[name]}
      variant="outlined"
      data-testid="withdraw-status"
      sx={{ fontWeight: 700, height: 22 }}
    />
  );
}
