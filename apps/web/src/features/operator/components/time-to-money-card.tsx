import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RAIL_LABEL, type PayoutTime } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { money } from '../../../lib/money';
import { usePayoutTimes } from '../api/get-payout-times';
import { durationText } from './duration-text';

/**
 * Time to money (docs/payouts.md): per rail, how long withdrawals paid in the last 30 days took from request to
 * paid (median and 95th percentile), how many were paid, and what is in flight now. Finance operators only.
 */
export function TimeToMoneyCard() {
  const times = usePayoutTimes();
  return (
    <Card sx={{ p: 2, borderRadius: '16px' }} data-testid="time-to-money">
      <Typography variant="subtitle1" component="h2">
        Time to money
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        Request to paid, last 30 days: median (95% within)
      </Typography>
      {times.isPending ? (
        <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
      ) : times.isError ? (
        <LoadError onRetry={() => void times.refetch()} text="We could not load the payout times." />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {times.data.map((t) => (
            <RailTime key={t.rail} t={t} />
          ))}
        </Box>
      )}
    </Card>
  );
}

function RailTime({ t }: { t: PayoutTime }) {
  return (
    <Box
      component="li"
      data-testid="rail-time"
      data-rail={t.rail}
      sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {RAIL_LABEL[t.rail]}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 800 }} data-testid="rail-p50">
          {durationText(t.p50Seconds)}
          {t.p95Seconds !== null && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {' '}
              ({durationText(t.p95Seconds)})
            </Typography>
          )}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {t.paid} paid · {t.inFlight} in flight{t.inFlight > 0 ? `, ${money(t.inFlightAmount)}` : ''}
      </Typography>
    </Box>
  );
}
