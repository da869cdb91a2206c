import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCents, venueWithdrawSchema, type BankDetails, type PayoutAccount } from '@spruik/shared';
import { AmountDialog, AmountFields, useAmountForm } from '../../../components/ui/amount-dialog';
import { money, toCents } from '../../../lib/money';
import { useRequestVenueWithdraw } from '../api/request-venue-withdraw';
import { canPayInstantly } from '../payout-texts';
import { InstantChoice, PayoutDestination } from './withdraw-options';

type Props = {
  open: boolean;
  /** Withdrawable earnings in dollars: the most that can be withdrawn (not the whole credit). */
  withdrawable: number;
  account: PayoutAccount | null;
  bank: BankDetails | null;
  onClose: () => void;
  onChangeBank: () => void;
};

/**
 * The venue's Withdraw dialog, worded as docs/spec.md, Withdrawals and payouts: the amount with a $ prefix (formatted to 2
 * decimals), where it goes, standard or (a ready Stripe account) instant with its fee stated, the processing
 * note, and a checkbox that must be ticked before the button works.
 */
export function VenueWithdrawDialog({ open, onClose, ...props }: Props) {
  return (
    <AmountDialog open={open} onClose={onClose} titleId="venue-withdraw-title">
      <VenueWithdrawForm onClose={onClose} {...props} />
    </AmountDialog>
  );
}

function VenueWithdrawForm({ withdrawable, account, bank, onClose, onChangeBank }: Omit<Props, 'open'>) {
  const withdraw = useRequestVenueWithdraw();
  const [instant, setInstant] = useState(false);
  // After a lost answer the amount may already be withdrawn: the retry goes to the server, which replays it.
  const amount = useAmountForm(venueWithdrawSchema(withdraw.inDoubt ? undefined : toCents(withdrawable)));
  const amountText = amount.form.watch('amount');
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
      onSubmit={amount.withAmount((cents) =>
        withdraw.mutate(
          { amount: formatCents(cents), instant: instant && canPayInstantly(account) },
          { onSuccess: onClose },
        ),
      )}
    >
      <PayoutDestination account={account} bank={bank} onChangeBank={onChangeBank} />
      <InstantChoice account={account} amountText={amountText} instant={instant} onChange={setInstant} />
      <Typography variant="body2" color="text.secondary">
        {account?.rail === 'bank' || !account
          ? 'Your request will be processed within 5 days.'
          : 'It goes out by itself once your payout account is ready (the first one is reviewed).'}
      </Typography>
    </AmountFields>
  );
}
