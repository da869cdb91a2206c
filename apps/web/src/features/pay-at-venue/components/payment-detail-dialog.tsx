import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { PaymentItem } from '@spruik/shared';
import { WithdrawStatusChip } from '../../../components/ui/withdraw-status';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { DetailRows } from './detail-rows';
import { directionColor, isMoneyIn, paymentKind } from './money-direction';

/**
 * One movement of the wallet or a pocket: type, who, the campaign it paid for, the wallet and pocket parts, total,
 * date (and a withdrawal's status).
 */
export function PaymentDetailDialog({
  payment: p,
  open,
  onClose,
}: {
  /** Kept after closing so the dialog does not empty while it fades out. */
  payment: PaymentItem | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open && !!p} onClose={onClose} aria-labelledby="payment-detail-title">
      {p && (
        <>
          <DialogTitle id="payment-detail-title">{paymentKind(p)}</DialogTitle>
          <DialogContent>
            <Typography
              variant="h4"
              component="p"
              sx={{ color: directionColor(p), mb: 2 }}
              data-testid="payment-detail-total"
            >
              {isMoneyIn(p) ? '+' : '−'}
              {money(p.total)}
            </Typography>
            <DetailRows
              rows={[
                ['Type', paymentKind(p)],
                [
                  p.isWithdraw ? 'To' : isMoneyIn(p) ? 'From' : 'Venue',
                  p.isWithdraw ? 'Your bank account' : p.userName,
                ],
                ['Campaign', p.campaignTitle ?? ''],
                [p.isWithdraw ? 'From wallet' : 'Wallet', money(p.wallet)],
                ['Pocket', p.isWithdraw ? '' : money(p.pocket)],
                ['Total', money(p.total)],
                ['Date', formatDateTime(p.createdAt)],
                ['Status', p.isWithdraw ? <WithdrawStatusChip status={p.status} /> : ''],
                [
                  'Decided',
                  p.isWithdraw && p.status !== 1 && p.usedAt !== p.createdAt ? formatDateTime(p.usedAt) : '',
                ],
                ['Confirmation code', p.confirmationCode ?? ''],
              ]}
            />
            {p.isWithdraw && p.status === 1 && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
                Our team pays pending withdrawals to your bank account. If one is rejected, the money returns
                to your wallet.
              </Typography>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
