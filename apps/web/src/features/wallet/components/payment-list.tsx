import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import SouthWestRounded from '@mui/icons-material/SouthWestRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import type { PaymentItem } from '@spruik/shared';
import { WithdrawStatusChip } from '../../../components/ui/withdraw-status';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { directionColor, isMoneyIn, paymentKind } from './money-direction';
import { WalletRow, WalletRows } from './wallet-row';

/** Where the money went or came from, in a word (the icon and colour say the direction). */
function where(p: PaymentItem): string {
  if (p.isWithdraw) return '';
  if (!isMoneyIn(p)) return 'Paid';
  if (p.wallet > 0 && p.pocket > 0) return 'Wallet + pocket';
  return p.pocket > 0 ? 'Pocket' : 'Wallet';
}

function PaymentIcon({ p }: { p: PaymentItem }) {
  const Icon = p.isWithdraw ? AccountBalanceRounded : isMoneyIn(p) ? SouthWestRounded : StorefrontRounded;
  return <Icon fontSize="small" />;
}

/** The wallet's Payments list: one row per movement, green in and pink out; a row opens its details. */
export function PaymentList({
  payments,
  onOpen,
}: {
  payments: PaymentItem[];
  onOpen: (p: PaymentItem) => void;
}) {
  return (
    <WalletRows items={payments}>
      {(p) => (
        <WalletRow
          onClick={() => onOpen(p)}
          data-testid="payment-row"
          data-direction={isMoneyIn(p) ? 'in' : 'out'}
          aria-label={`${paymentKind(p)} ${p.userName} ${money(p.total)}`}
          icon={<PaymentIcon p={p} />}
          iconColor={directionColor(p)}
          iconBg={isMoneyIn(p) ? 'rgba(46,125,50,0.12)' : 'rgba(216,27,96,0.12)'}
          title={p.isWithdraw ? 'Withdrawal' : p.userName || paymentKind(p)}
          caption={[where(p), formatDateTime(p.createdAt)].filter(Boolean).join(' · ')}
          end={
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
              <Typography sx={{ fontWeight: 800, color: directionColor(p), whiteSpace: 'nowrap' }}>
                {isMoneyIn(p) ? '+' : '−'}
                {money(p.total)}
              </Typography>
              {p.isWithdraw && <WithdrawStatusChip status={p.status} />}
            </Box>
          }
        />
      )}
    </WalletRows>
  );
}
