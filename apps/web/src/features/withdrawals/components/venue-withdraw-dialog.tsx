import Typography from '@mui/material/Typography';
import { formatCents, venueWithdrawSchema } from '@spruik/shared';
import { AmountDialog, AmountFields, useAmountForm } from '../../../components/ui/amount-dialog';
import { money, toCents } from '../../../lib/money';
import { useRequestVenueWithdraw } from '../api/request-venue-withdraw';

type Props = {
  open: boolean;
  /** Withdrawable earnings in dollars: the most that can be withdrawn (not the whole credit). */
  withdrawable: number;
  onClose: () => void;
};

/**
 * The venue's Withdraw dialog, worded as docs/spec.md, Withdrawals and payouts: the amount with a $ prefix (formatted to 2
 * decimals), the 5-day note, and a checkbox that must be ticked before the button works.
 */
export function VenueWithdrawDialog({ open, withdrawable, onClose }: Props) {
  return (
    <AmountDialog open={open} onClose={onClose} titleId="venue-withdraw-title">
      <VenueWithdrawForm withdrawable={withdrawable} onClose={onClose} />
    </AmountDialog>
  );
}

function VenueWithdrawForm({ withdrawable, onClose }: Omit<Props, 'open'>) {
  const withdraw = useRequestVenueWithdraw();
  // After a lost answer the amount may already be withdrawn: the retry goes to the server, which replays it.
  const amount = useAmountForm(venueWithdrawSchema(withdraw.inDoubt ? undefined : toCents(withdrawable)));
  return (
    <AmountFields
      amount={amount}
      onClose={onClose}
      titleId="venue-withdraw-title"
      title="Withdraw Money"
      intro={<Typography>How much money do you want to withdraw ?</Typography>}
      helperText={`Withdrawable ${money(withdrawable)}`}
      confirm="Are you sure you want to withdraw this money?"
      submit={{ label: 'Withdraw', busy: withdraw.isPending }}
      onSubmit={amount.withAmount((cents) => withdraw.mutate(formatCents(cents), { onSuccess: onClose }))}
    >
      <Typography variant="body2" color="text.secondary">
        Your request will be processed within 5 days.
      </Typography>
    </AmountFields>
  );
}
