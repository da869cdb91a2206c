import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { QuickWithdrawal } from '@spruik/shared';
import { WithdrawStatusChip } from '../../../components/ui/withdraw-status';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { FlaggedAccountLine } from './flagged-account-line';

const METHOD = { card: 'Card', paypal: 'PayPal' } as const;

/** "2 h 5 min": how long after the top-up the withdrawal was requested (never more than 24 hours). */
export function gapText(fromIso: string, toIso: string) {
  const minutes = Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (minutes === 0) return 'less than a minute';
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A withdrawal requested soon after a card or PayPal top-up of the same account: amounts and times. */
export function QuickWithdrawalCard({ item: w }: { item: QuickWithdrawal }) {
  return (
    <Card
      component="article"
      aria-label={`Withdrawal ${money(w.amount)} by ${w.account.organisation ?? w.account.name}`}
      data-testid="quick-withdrawal"
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FlaggedAccountLine account={w.account} />
        </Box>
        <Typography variant="h6" component="p" data-testid="quick-withdrawal-amount">
          {money(w.amount)}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1.5,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary', typography: 'body2' },
          '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
        }}
      >
        <dt>Top-up</dt>
        <dd data-testid="quick-withdrawal-top-up">
          {METHOD[w.topUp.method]} {money(w.topUp.amount)}, paid {formatDateTime(w.topUp.paidAt)}
        </dd>
        <dt>Withdrawal</dt>
        <dd>
          Requested {formatDateTime(w.createdAt)},{' '}
          <strong>{gapText(w.topUp.paidAt, w.createdAt)} later</strong>
        </dd>
        {w.topUpsInWindow > 1 && (
          <>
            <dt>In 24 h</dt>
            <dd>
              {w.topUpsInWindow} top-ups, {money(w.toppedUpInWindow)} in all
            </dd>
          </>
        )}
      </Box>
      <Box>
        <WithdrawStatusChip status={w.status} />
      </Box>
    </Card>
  );
}
