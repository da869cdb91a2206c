import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PAYOUT_WAIT_REASONS, RAIL_LABEL, type AdminWithdrawItem } from '@spruik/shared';
import { money } from '../../../lib/money';
import { PayoutStateChip } from '../components/payout-state-chip';

/** How a withdrawal is paid and where it stands: its rail (instant with its fee) and its state. */
export function PayoutChips({ withdraw: w }: { withdraw: AdminWithdrawItem }) {
  return (
    <>
      <PayoutStateChip state={w.state} />
      <Chip
        size="small"
        variant="outlined"
        label={w.instant ? `${RAIL_LABEL[w.rail]} · instant, fee ${money(w.fee)}` : RAIL_LABEL[w.rail]}
        data-testid="withdraw-rail"
        sx={{ fontWeight: 600, height: 22 }}
      />
    </>
  );
}

/**
 * The payout side of a withdrawal card: the Stripe account or PayPal e-mail it goes to, why a waiting one waits
 * for the operator (docs/payouts.md "Automatic payouts"), and why a failed one failed.
 */
export function PayoutFacts({ withdraw: w }: { withdraw: AdminWithdrawItem }) {
  const waits = w.state === 'waiting' ? w.waitReasons : [];
  return (
    <>
      {w.rail !== 'bank' && (
        <Typography variant="body2" data-testid="withdraw-destination" sx={{ overflowWrap: 'anywhere' }}>
          To {RAIL_LABEL[w.rail]}:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {w.destination ?? 'no account yet'}
          </Box>
        </Typography>
      )}
      {waits.length > 0 && (
        <Box data-testid="wait-reasons" sx={{ p: 1.5, borderRadius: '12px', bgcolor: 'background.default' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Waits for you because
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {waits.map((reason) => (
              <Typography component="li" variant="body2" key={reason} data-reason={reason}>
                {PAYOUT_WAIT_REASONS[reason]}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {w.state === 'failed' && (
        <Alert severity="error" data-testid="withdraw-failure" sx={{ py: 0, overflowWrap: 'anywhere' }}>
          Failed{w.failureReason ? `: ${w.failureReason}` : '.'} The money is back in their balance.
        </Alert>
      )}
    </>
  );
}
