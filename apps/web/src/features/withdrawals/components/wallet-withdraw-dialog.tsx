import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { customerWithdrawSchema, formatCents, type BankDetails, type PayoutAccount } from '@spruik/shared';
import { AmountDialog, AmountFields, useAmountForm } from '../../../components/ui/amount-dialog';
import { money, toCents } from '../../../lib/money';
import { useWithdrawWallet } from '../api/withdraw-wallet';
import { canPayInstantly, withdrawConfirmText } from '../payout-texts';
import { InstantChoice, PayoutDestination } from './withdraw-options';

type Props = {
  open: boolean;
  /** Wallet balance in dollars. */
  wallet: number;
  account: PayoutAccount | null;
  bank: BankDetails | null;
  onClose: () => void;
  onChangeBank: () => void;
};

/**
 * The customer's withdraw dialog (docs/spec.md, Withdrawals and payouts; docs/payouts.md): an amount of at least
 * $10 and not above the wallet ('Minimum $10' is the prompt), to the payout account, standard or (a ready Stripe
 * account) instant with its fee stated, after ticking the confirmation.
 */
export function WalletWithdrawDialog(props: Props) {
  return (
    <AmountDialog open={props.open} onClose={props.onClose} titleId="wallet-withdraw-title">
      <WalletWithdrawForm {...props} />
    </AmountDialog>
  );
}

function WalletWithdrawForm({ wallet, account, bank, onClose, onChangeBank }: Props) {
  const withdraw = useWithdrawWallet();
  const [instant, setInstant] = useState(false);
  // After a lost answer the wallet shown may already be lower by that withdrawal: its retry must reach the
  // server, which answers it as the first time (docs/idempotency.md "The web app").
  const amount = useAmountForm(customerWithdrawSchema(withdraw.inDoubt ? undefined : toCents(wallet)));
  const amountText = amount.form.watch('amount');

  return (
    <AmountFields
      amount={amount}
      onClose={onClose}
      titleId="wallet-withdraw-title"
      title="Withdraw Money"
      intro={
        <Typography variant="body2" color="text.secondary">
          Your wallet: <strong>{money(wallet)}</strong>
        </Typography>
      }
      helperText="Minimum $10"
      confirm={withdrawConfirmText(account)}
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
    </AmountFields>
  );
}
