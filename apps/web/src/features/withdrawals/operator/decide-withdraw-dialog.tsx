import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { RAIL_LABEL, WITHDRAW_REASON_MAX, type AdminWithdrawItem } from '@spruik/shared';
import { money } from '../../../lib/money';
import { useDecideWithdraw } from './decide-withdraw';
import { useLast } from '../../../lib/use-last';
import { formatBsb } from './bank-details';
import { payeeName } from './withdraw-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export type WithdrawDecision = { withdraw: AdminWithdrawItem; approve: boolean };

/**
 * Confirms Pay (a bank transfer, after it is made), Approve (Stripe or PayPal: it goes out through the rail) or
 * Reject with a reason (the money goes back; the reason is messaged).
 */
export function DecideWithdrawDialog({
  decision,
  onClose,
}: {
  decision: WithdrawDecision | null;
  onClose: () => void;
}) {
  const decide = useDecideWithdraw();
  const shown = useLast(decision);
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const close = () => {
    setReason('');
    onClose();
  };
  const w = shown?.withdraw;
  const approve = shown?.approve ?? true;
  const amount = money(w?.amount);
  const back = w?.user.role === 1 ? 'venue earnings' : 'wallet';
  const byRail = !!w && w.rail !== 'bank';
  return (
    <ConfirmDialog
      open={!!decision}
      title={
        !approve
          ? `Reject ${w ? payeeName(w) : ''}'s withdrawal?`
          : byRail
            ? `Send ${amount} to ${payeeName(w)} by ${RAIL_LABEL[w.rail]}?`
            : `Pay ${amount} to ${w ? payeeName(w) : ''}?`
      }
      confirmLabel={!approve ? 'Reject withdrawal' : byRail ? 'Approve' : 'Mark as paid'}
      color={approve ? 'success' : 'error'}
      busy={decide.isPending}
      disabled={!approve && !trimmed}
      onClose={close}
      onConfirm={() =>
        w && decide.mutate({ id: w.id, approve, reason: approve ? undefined : trimmed }, { onSuccess: close })
      }
    >
      {approve && byRail
        ? `It goes to ${w.destination ?? 'their account'} through ${RAIL_LABEL[w.rail]} and shows Paid when ${RAIL_LABEL[w.rail]} confirms it.`
        : null}
      {approve && !byRail && w?.bank
        ? `Confirm once ${amount} has been transferred to ${w.bank.accountName}, BSB ${formatBsb(w.bank.BSB)}, account ${w.bank.accountNumber}.`
        : null}
      {!approve && (
        <>
          {`${amount} goes back to their ${back}. This cannot be undone.`}
          <TextField
            label="Reason (sent to them)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: WITHDRAW_REASON_MAX } }}
            sx={{ mt: 2 }}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
