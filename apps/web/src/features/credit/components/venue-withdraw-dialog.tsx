import Typography from '@mui/material/Typography';
import { dollarsToCents, venueWithdrawSchema } from '@spruik/shared';
import { AmountDialog, useAmountForm } from '../../../components/ui/amount-dialog';
import { money } from '../../../lib/money';
import { useRequestVenueWithdraw } from '../api/request-venue-withdraw';

/**
 * The venue's Withdraw dialog, worded as SPEC.md section 2: the amount with a $ prefix (formatted to 2
 * decimals), the 5-day note, and a checkbox that must be ticked before the button works.
 */
export function VenueWithdrawDialog({
  open,
  credit,
  onClose,
}: {
  open: boolean;
  /** Available credit in dollars: the most that can be withdrawn. */
  credit: number;
  onClose: () => void;
}) {
  const form = useAmountForm(open);
  const withdraw = useRequestVenueWithdraw();

  const submit = () => {
    const amount = form.parse(venueWithdrawSchema(dollarsToCents(credit) ?? 0));
    if (amount) withdraw.mutate(amount, { onSuccess: onClose });
  };

  return (
    <AmountDialog
      open={open}
      onClose={onClose}
      titleId="venue-withdraw-title"
      title="Withdraw Money"
      intro={<Typography>How much money do you want to withdraw ?</Typography>}
      form={form}
      helperText={`Available ${money(credit)}`}
      confirm="Are you sure you want to withdraw this money?"
      submit={{ label: 'Withdraw', busy: withdraw.isPending }}
      onSubmit={submit}
    >
      <Typography variant="body2" color="text.secondary">
        Your request will be processed within 5 days.
      </Typography>
    </AmountDialog>
  );
}
