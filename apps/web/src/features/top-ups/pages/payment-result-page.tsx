import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROLES } from '@spruik/shared';
import { announceBalanceChange } from '../../../lib/balance-sync';
import { money } from '../../../lib/money';
import { getRole } from '../../../lib/session';
import { meKey } from '../../../lib/query-keys';
import { isPendingPayment, useVerifyTransaction } from '../api/verify-transaction';

type Outcome = 'success' | 'failed' | 'pending';

const LOOK = {
  success: { color: 'success', bg: 'rgba(46,125,50,0.12)', title: 'Your payment was successful' },
  failed: { color: 'error', bg: 'rgba(211,47,47,0.12)', title: 'Your payment failed' },
  pending: { color: 'warning', bg: 'rgba(237,138,25,0.14)', title: 'Your payment is being confirmed' },
} as const;

/**
 * /payment_result?token={transactionId}&session_id={providerSessionId}: the provider (or the TEST MODE sandbox)
 * returns the payer here and the verify call decides success or failure (docs/spec.md, Top-ups). A confirmed
 * top-up refreshes the balances here and in the app's other tabs.
 */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const token = params.get('token') ?? '';
  const sessionId = params.get('session_id') ?? '';
  const { data, error, isPending, isError, isFetching, refetch } = useVerifyTransaction(token, sessionId);
  const home = getRole() === ROLES.venue ? '/venue_credit' : '/business_home';

  const paid = !!data?.transaction;
  useEffect(() => {
    if (!paid) return;
    void qc.invalidateQueries({ queryKey: meKey });
    announceBalanceChange();
  }, [paid, qc]);

  if (token && isPending) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', minHeight: '60dvh' }}>
        <Box sx={{ textAlign: 'center' }}>
          <CircularProgress />
          <Typography sx={{ mt: 2 }} color="text.secondary">
            Checking your payment…
          </Typography>
        </Box>
      </Box>
    );
  }

  const outcome: Outcome = paid ? 'success' : isError && isPendingPayment(error) ? 'pending' : 'failed';
  const look = LOOK[outcome];
  const Icon =
    outcome === 'success' ? CheckCircleRounded : outcome === 'pending' ? HourglassTopRounded : CancelRounded;
  return (
    <Box
      component="main"
      data-testid="payment-result"
      data-status={outcome}
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        px: 3,
        pt: 10,
        gap: 2,
      }}
    >
      <Box
        sx={{
          width: 112,
          height: 112,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: look.bg,
        }}
      >
        <Icon color={look.color} sx={{ fontSize: 80 }} />
      </Box>
      <Typography variant="h5" component="h1" color={`${look.color}.main`}>
        {look.title}
      </Typography>
      {outcome === 'success' && data ? (
        <>
          <Typography color="text.secondary">
            Thank you! Your credit is ready, and creators are waiting: you can now prepare your campaigns and
            start reaching new customers.
          </Typography>
          <Box sx={{ mt: 2, px: 4, py: 2, borderRadius: '16px', bgcolor: 'background.default' }}>
            <Typography variant="overline" color="text.secondary">
              AMOUNT PAID
            </Typography>
            <Typography variant="h4" component="p" data-testid="amount-paid">
              {money(data.transaction.amount)}
            </Typography>
          </Box>
        </>
      ) : outcome === 'pending' ? (
        <>
          <Typography color="text.secondary">{error?.message}</Typography>
          <Button variant="outlined" color="warning" disabled={isFetching} onClick={() => void refetch()}>
            Check again
          </Button>
        </>
      ) : (
        <Typography color="text.secondary">You can try again</Typography>
      )}
      <Button
        variant="contained"
        color={look.color}
        size="large"
        sx={{ mt: 3, minWidth: 200 }}
        onClick={() => navigate(home, { replace: true })}
      >
        Home
      </Button>
    </Box>
  );
}
