import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDollars, ROLES } from '@spruik/shared';
import { getRole } from '../../../lib/session';
import { useVerifyTransaction } from '../api/verify-transaction';

/**
 * /payment_result?token={transactionId}&session_id={providerSessionId}: the provider returns the payer here and
 * the verify call decides success or failure (SPEC.md section 4).
 */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const sessionId = params.get('session_id') ?? '';
  const { data, isPending, isError } = useVerifyTransaction(token, sessionId);
  const home = getRole() === ROLES.venue ? '/venue_credit' : '/business_home';

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

  const ok = !!token && !isError && !!data?.transaction;
  const color = ok ? 'success' : 'error';
  return (
    <Box
      component="main"
      data-testid="payment-result"
      data-status={ok ? 'success' : 'failed'}
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
          bgcolor: ok ? 'rgba(46,125,50,0.12)' : 'rgba(211,47,47,0.12)',
        }}
      >
        {ok ? (
          <CheckCircleRounded color="success" sx={{ fontSize: 80 }} />
        ) : (
          <CancelRounded color="error" sx={{ fontSize: 80 }} />
        )}
      </Box>
      <Typography variant="h5" component="h1" color={`${color}.main`}>
        {ok ? 'Your payment was successful' : 'Your payment failed'}
      </Typography>
      {ok ? (
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
              ${formatDollars(data.transaction.amount)}
            </Typography>
          </Box>
        </>
      ) : (
        <Typography color="text.secondary">You can try again</Typography>
      )}
      <Button
        variant="contained"
        color={color}
        size="large"
        sx={{ mt: 3, minWidth: 200 }}
        onClick={() => navigate(home, { replace: true })}
      >
        Home
      </Button>
    </Box>
  );
}
