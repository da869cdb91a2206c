import type { AdminWithdrawItem } from '@spruik/shared';
import { money } from '../../../lib/money';
import { useDecideWithdraw } from '../api/decide-withdraw';
import { useLast } from '../use-last';
import { formatBsb } from './bank-details';
import { ConfirmDialog } from './confirm-dialog';

export type WithdrawDecision = { withdraw: AdminWithdrawItem; approve: boolean };

/** Confirms Pay (after the bank transfer) or Reject (the money goes back to the account). */
export function DecideWithdrawDialog({
  decision,
  onClose,
}: {
  decision: WithdrawDecision | null;
  onClose: () => void;
}) {
  const decide = useDecideWithdraw();
  const shown = useLast(decision);
  const w = shown?.withdraw;
  const approve = shown?.approve ?? true;
  const amount = money(w?.amount);
  const back = w?.user.role === 1 ? 'venue credit' : 'wallet';
  return (
    <ConfirmDialog
      open={!!decision}
      title={
        approve ? `Pay ${amount} to ${w?.user.name ?? ''}?` : `Reject ${w?.user.name ?? ''}'s withdrawal?`
      }
      confirmLabel={approve ? 'Mark as paid' : 'Reject withdrawal'}
      color={approve ? 'success' : 'error'}
      busy={decide.isPending}
      onClose={onClose}
      onConfirm={() => w && decide.mutate({ id: w.id, approve }, { onSuccess: onClose })}
    >
      {approve
        ? w?.bank
          ? `Confirm once ${amount} has been transferred to ${w.bank.accountName}, BSB ${formatBsb(w.bank.BSB)}, account ${w.bank.accountNumber}.`
          : `Confirm once ${amount} has been transferred.`
        : `${amount} goes back to their ${back}. This cannot be undone.`}
    </ConfirmDialog>
  );
}
