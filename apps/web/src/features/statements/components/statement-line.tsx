import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StatementLine } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { money, MONEY_IN_COLOR, MONEY_OUT_COLOR, signedMoneyCents, toCents } from '../../../lib/money';

/** One movement: what it was and when, its signed amount (green in, pink out) and the balance right after it. */
export function StatementLineRow({ line }: { line: StatementLine }) {
  const cents = toCents(line.amount);
  return (
    <Box
      component="li"
      data-testid="statement-line"
      sx={{ display: 'flex', gap: 1.5, py: 1.25, borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {line.description}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(line.date)}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography
          variant="body2"
          data-testid="statement-amount"
          sx={{ fontWeight: 700, color: cents < 0 ? MONEY_OUT_COLOR : MONEY_IN_COLOR }}
        >
          {signedMoneyCents(cents)}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="statement-running-balance">
          Balance {money(line.balance)}
        </Typography>
      </Box>
    </Box>
  );
}
