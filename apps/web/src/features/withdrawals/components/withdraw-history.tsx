import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/ui/load-error';
import { WithdrawStatusChip } from '../../../components/ui/withdraw-status';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { useWithdraws } from '../api/get-withdraws';

/** The venue's withdrawal history (GET /api/withdraws): amount, date and status, newest first. */
export function WithdrawHistory() {
  const { data, isPending, isError, refetch } = useWithdraws();
  return (
    <Box component="section" aria-labelledby="withdraw-history-title">
      <Typography id="withdraw-history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Withdrawal history
      </Typography>
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
            <Box
              component="li"
              key={w._id}
              data-testid="withdraw-row"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                borderRadius: '14px',
                border: '1px solid',
                borderColor: 'divider',
                bgcolor: 'background.paper',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 800 }}>{money(w.amount)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(w.createdAt)}
                </Typography>
              </Box>
              <WithdrawStatusChip status={w.status} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
