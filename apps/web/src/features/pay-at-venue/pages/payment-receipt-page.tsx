import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LocalActivityRounded from '@mui/icons-material/LocalActivityRounded';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { money } from '../../../lib/money';
import { useReceipt } from '../api/pay-at-venue';
import { voucherLabel } from '../components/voucher-label';
import { formatClock, formatDateTime, formatWeekdayDate } from '../../../lib/date';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const pulse = keyframes`0%, 100% { transform: scale(1); opacity: 1; } 50% { transform: scale(1.08); opacity: .85; }`;

/** The current time, re-rendered every second. */
function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

/** A spinning ring around a pulsing check: it moves, so a screenshot cannot pass for the live screen. */
function LiveSeal() {
  return (
    <Box sx={{ position: 'relative', width: 112, height: 112, mx: 'auto' }} data-testid="live-seal">
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          background: 'conic-gradient(from 0deg, #d9531e, #f0b429, #1f6f6b, #d9531e)',
          animation: `${spin} 2.4s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '6s' },
        }}
      />
      <Box sx={{ position: 'absolute', inset: 8, borderRadius: '50%', bgcolor: 'background.paper' }} />
      <Box
        sx={{
          position: 'absolute',
          inset: 18,
          borderRadius: '50%',
          bgcolor: 'success.main',
          color: '#fff',
          display: 'grid',
          placeItems: 'center',
          animation: `${pulse} 1.2s ease-in-out infinite`,
        }}
      >
        <CheckRounded sx={{ fontSize: 48 }} />
      </Box>
    </Box>
  );
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }} data-testid={testId}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600 }}>{value}</Typography>
    </Box>
  );
}

/**
 * /payment_receipt?id=: the live receipt the customer shows at the counter. Staff match the large code with
 * the one on their /payments screen; the ticking clock and the moving seal show it is live.
 */
export function PaymentReceiptPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const receipt = useReceipt(id);
  const now = useNow();
  const p = receipt.data?.payment;

  if (receipt.isError)
    return (
      <Page title="Receipt">
        <LoadError onRetry={() => void receipt.refetch()} />
      </Page>
    );
  if (!p)
    return (
      <Page>
        <Skeleton variant="rounded" height={420} />
      </Page>
    );
  const paidAt = new Date(p.createdAt);
  return (
    <Page>
      <Card
        sx={{
          p: 2.5,
          borderRadius: '24px',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          textAlign: 'center',
        }}
      >
        <Box>
          <Typography variant="overline" color="success.main" sx={{ fontWeight: 800, letterSpacing: 2 }}>
            Paid
          </Typography>
          <Typography variant="h5" component="h1" data-testid="receipt-venue">
            {p.venueName}
          </Typography>
        </Box>
        <LiveSeal />
        <Box>
          {/* Says what the ticking clock is for: the staff check it moves, so the screen is not a screenshot. */}
          <Typography
            variant="overline"
            color="success.main"
            component="p"
            data-testid="receipt-live-label"
            sx={{ fontWeight: 800, lineHeight: 1.5 }}
          >
            Live — show this to the staff
          </Typography>
          <Typography
            component="time"
            dateTime={now.toISOString()}
            data-testid="receipt-clock"
            sx={{ display: 'block', fontSize: 30, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatClock(now)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatWeekdayDate(now)}
          </Typography>
        </Box>
        <Box sx={{ py: 1.5, borderRadius: '16px', bgcolor: 'background.default' }}>
          <Typography variant="caption" color="text.secondary">
            Confirmation code
          </Typography>
          <Typography
            data-testid="confirmation-code"
            aria-label={`Confirmation code ${p.confirmationCode.split('').join(' ')}`}
            sx={{
              fontSize: 52,
              lineHeight: 1.1,
              fontWeight: 900,
              letterSpacing: '0.12em',
              fontFamily: '"SFMono-Regular", Menlo, Consolas, monospace',
              color: 'primary.dark',
            }}
          >
            {p.confirmationCode}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, textAlign: 'left' }}>
          <Row label="From wallet" value={money(p.wallet)} />
          <Row label="From pocket" value={money(p.pocket)} />
          <Row label="Total" value={money(p.total)} strong testId="receipt-total" />
          {p.voucher && (
            <Box
              data-testid="receipt-voucher"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, color: 'primary.main' }}
            >
              <LocalActivityRounded fontSize="small" />
              <Typography sx={{ fontWeight: 700 }}>Voucher redeemed: {voucherLabel(p.voucher)}</Typography>
            </Box>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
            Paid at {formatDateTime(paidAt)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Show this screen to the staff. They will match the code with their payments list.
        </Typography>
      </Card>
      <Button component={RouterLink} to="/my_wallet" variant="contained" size="large">
        Done — go to My Wallet
      </Button>
    </Page>
  );
}
