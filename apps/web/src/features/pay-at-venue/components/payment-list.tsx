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

/** What the row was for, in a few words (the icon and colour say the direction). */
function what(p: PaymentItem): string {
  if (p.isWithdraw) return '';
  if (!isMoneyIn(p)) return 'Paid';
  return p.campaignTitle ?? 'Received';
}

/** Which balance a list shows: the rows show what moved in it (a payment may take from both). */
export type ListedBalance = 'wallet' | 'pocket';

function PaymentIcon({ p }: { p: PaymentItem }) {
  const Icon = p.isWithdraw ? AccountBalanceRounded : isMoneyIn(p) ? SouthWestRounded : StorefrontRounded;
  return <Icon fontSize="small" />;
}

/**
 * One balance's movements (the wallet's Payments list, or a pocket's): one row per movement, green in and pink
 * out, with the amount that moved in that balance; a row opens its details.
 */
export function PaymentList({
  payments,
  onOpen,
  balance = 'wallet',
}: {
  payments: PaymentItem[];
  onOpen: (p: PaymentItem) => void;
  balance?: ListedBalance;
}) {
  return (
    <WalletRows items={payments}>
      {(p) => (
        <WalletRow
          onClick={() => onOpen(p)}
          data-testid="payment-row"
          data-direction={isMoneyIn(p) ? 'in' : 'out'}
          aria-label={`${paymentKind(p)} ${p.userName} ${money(p[balance])}`}
          icon={<PaymentIcon p={p} />}
          iconColor={directionColor(p)}
          iconBg={isMoneyIn(p) ? 'rgba(46,125,50,0.12)' : 'rgba(216,27,96,0.12)'}
          {...(balance === 'pocket'
            ? // A pocket belongs to one venue: its rows name what they were for instead of the venue.
              {
                title: isMoneyIn(p) ? (p.campaignTitle ?? 'Received') : 'Paid here',
                caption: formatDateTime(p.createdAt),
              }
            : {
                title: p.isWithdraw ? 'Withdrawal' : p.userName || paymentKind(p),
                caption: [what(p), formatDateTime(p.createdAt)].filter(Boolean).join(' · '),
              })}
          end={
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
              <Typography sx={{ fontWeight: 800, color: directionColor(p), whiteSpace: 'nowrap' }}>
                {isMoneyIn(p) ? '+' : '−'}
                {money(p[balance])}
              </Typography>
              {p.isWithdraw && <WithdrawStatusChip status={p.status} />}
            </Box>
          }
        />
      )}
    </WalletRows>
  );
}
