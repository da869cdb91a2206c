import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import SouthWestRounded from '@mui/icons-material/SouthWestRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import type { PaymentItem } from '@spruik/shared';
import { WithdrawStatusChip } from '../../../components/ui/withdraw-status';
import { shortDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { directionColor, isMoneyIn, paymentKind } from './money-direction';

/** Where the money went or came from, in a word (the icon and colour say the direction). */
function where(p: PaymentItem): string {
  if (p.isWithdraw) return '';
  if (!isMoneyIn(p)) return 'Paid';
  if (p.wallet > 0 && p.pocket > 0) return 'Wallet + pocket';
  return p.pocket > 0 ? 'Pocket' : 'Wallet';
}

function PaymentIcon({ p }: { p: PaymentItem }) {
  const Icon = p.isWithdraw ? AccountBalanceRounded : isMoneyIn(p) ? SouthWestRounded : StorefrontRounded;
  return (
    <Box
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: directionColor(p),
        bgcolor: isMoneyIn(p) ? 'rgba(46,125,50,0.12)' : 'rgba(216,27,96,0.12)',
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
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
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {payments.map((p) => (
        <li key={p._id}>
          <ButtonBase
            onClick={() => onOpen(p)}
            data-testid="payment-row"
            data-direction={isMoneyIn(p) ? 'in' : 'out'}
            aria-label={`${paymentKind(p)} ${p.userName} ${money(p.total)}`}
            sx={{
              width: '100%',
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              textAlign: 'left',
              borderRadius: '14px',
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <PaymentIcon p={p} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {p.isWithdraw ? 'Withdrawal' : p.userName || paymentKind(p)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" noWrap>
                {[where(p), shortDateTime(p.createdAt)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
              <Typography sx={{ fontWeight: 800, color: directionColor(p), whiteSpace: 'nowrap' }}>
                {isMoneyIn(p) ? '+' : '−'}
                {money(p.total)}
              </Typography>
              {p.isWithdraw && <WithdrawStatusChip status={p.status} />}
            </Box>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
