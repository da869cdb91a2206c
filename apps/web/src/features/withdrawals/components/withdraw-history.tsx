import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RAIL_LABEL, type WithdrawItem } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { useWithdraws } from '../api/get-withdraws';
import { PayoutStateChip } from './payout-state-chip';

/**
 * The payee's withdrawals (GET /api/withdraws), newest first: amount, date, how it is paid (an instant one with
 * its fee), where it stands, and why a failed one failed. A `withdrawal` live event reads it again
 * (app/live-updates.ts), so "Paid" shows without a reload.
 */
export function WithdrawHistory({ heading = true }: { heading?: boolean }) {
  const { data, isPending, isError, refetch } = useWithdraws();
  return (
    <Box
      component="section"
      {...(heading
        ? { 'aria-labelledby': 'withdraw-history-title' }
        : { 'aria-label': 'Withdrawal history' })}
    >
      {heading && (
        <Typography id="withdraw-history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Withdrawal history
        </Typography>
      )}
      {isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} text="We could not load your withdrawals." />
      ) : data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No withdrawals yet.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {data.map((w) => (
            <WithdrawRow key={w._id} w={w} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function WithdrawRow({ w }: { w: WithdrawItem }) {
  return (
    <Box
      component="li"
      data-testid="withdraw-row"
      data-withdraw-id={w.id}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        p: 1.5,
        borderRadius: '14px',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800 }}>{money(w.amount)}</Typography>
          <Typography variant="caption" color="text.secondary" data-testid="withdraw-rail">
            {RAIL_LABEL[w.rail]}
            {w.instant && ` · Instant, fee ${money(w.fee)}`} · {formatDateTime(w.createdAt)}
          </Typography>
        </Box>
        <PayoutStateChip state={w.state} />
      </Box>
      {w.state === 'failed' && w.failureReason && (
        <Typography
          variant="body2"
          color="error"
          data-testid="withdraw-failure"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {w.failureReason}
        </Typography>
      )}
    </Box>
  );
}
