import Chip from '@mui/material/Chip';
import { PAYOUT_STATE_LABEL, type PayoutState } from '@spruik/shared';

const COLOR = {
  waiting: 'warning',
  queued: 'info',
  sent: 'info',
  paid: 'success',
  failed: 'error',
  rejected: 'error',
} as const satisfies Record<PayoutState, string>;

/** Where a withdrawal stands, in the payee's words (docs/payouts.md): "Waiting for review", "On its way", "Paid". */
export function PayoutStateChip({ state }: { state: PayoutState }) {
  return (
    <Chip
      size="small"
      label={PAYOUT_STATE_LABEL[state]}
      color={COLOR[state]}
      variant="outlined"
      data-testid="payout-state"
      data-state={state}
      sx={{ fontWeight: 700, height: 22, maxWidth: '100%' }}
    />
  );
}
