import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { money } from '../../../lib/money';
import { formatCount } from '../../../lib/number';
import { useReturnMonth } from '../api/get-return';
import { monthName, spendTotal } from '../return-words';

/**
 * The venue home's card: creators from the venue's campaigns who visited this month (Melbourne) and what they
 * spent here (GET /api/campaigns/return-month; docs/visits.md, "Return on spend"). Nothing while it loads fails.
 */
export function ReturnMonthCard() {
  const q = useReturnMonth();
  if (q.isError) return null;
  if (!q.data) return <Skeleton variant="rounded" height={112} />;
  const m = q.data;
  return (
    <Box
      data-testid="return-month-card"
      sx={{
        p: 1.5,
        borderRadius: '16px',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        Guests Spruik brought in {monthName(m.month)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mt: 0.5, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 800 }} data-testid="return-month-guests">
            {formatCount(m.guests)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {m.guests === 1 ? 'guest' : 'guests'}
          </Typography>
        </Box>
        <Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 800 }} data-testid="return-month-spend">
            {spendTotal(m)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            spent ({money(m.spendWallet)} wallet, {money(m.spendPocket)} pocket)
          </Typography>
        </Box>
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 0.5, lineHeight: 1.35 }}
      >
        Creators from your campaigns who visited this month, and what they paid here this month.
      </Typography>
    </Box>
  );
}
