import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import { customerWithdrawSchema, formatCents, type BankDetails } from '@spruik/shared';
import { AmountDialog, AmountFields, useAmountForm } from '../../../components/ui/amount-dialog';
import { money, toCents } from '../../../lib/money';
import { useWithdrawWallet } from '../api/withdraw-wallet';

const masked = (n: string) => `•••• ${n.slice(-4)}`;
const bsb = (b: string) => (b.length === 6 ? `${b.slice(0, 3)}-${b.slice(3)}` : b);

type Props = {
  open: boolean;
  /** Wallet balance in dollars. */
  wallet: number;
  bank: BankDetails;
  onClose: () => void;
  onChangeBank: () => void;
};

/**
 * The customer's withdraw dialog (docs/spec.md, Withdrawals and payouts): an amount of at least $10 and not above the wallet
 * ('Minimum $10' is the prompt), to the saved bank account, after ticking the confirmation.
 */
export function WalletWithdrawDialog(props: Props) {
  return (
    <AmountDialog open={props.open} onClose={props.onClose} titleId="wallet-withdraw-title">
      <WalletWithdrawForm {...props} />
    </AmountDialog>
  );
}

function WalletWithdrawForm({ wallet, bank, onClose, onChangeBank }: Props) {
  const withdraw = useWithdrawWallet();
  // After a lost answer the wallet shown may already be lower by that withdrawal: its retry must reach the
  // server, which answers it as the first time (docs/idempotency.md "The web app").
  const amount = useAmountForm(customerWithdrawSchema(withdraw.inDoubt ? undefined : toCents(wallet)));

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
      confirm="I confirm this withdrawal to my bank account."
      submit={{ label: 'Withdraw', busy: withdraw.isPending }}
      onSubmit={amount.withAmount((cents) => withdraw.mutate(formatCents(cents), { onSuccess: onClose }))}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          borderRadius: '12px',
          bgcolor: 'background.default',
        }}
      >
        <AccountBalanceRounded color="secondary" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
            {bank.accountName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            BSB {bsb(bank.BSB)} · {masked(bank.accountNumber)}
          </Typography>
        </Box>
        <Link component="button" type="button" variant="body2" onClick={onChangeBank}>
          Change
        </Link>
      </Box>
    </AmountFields>
  );
}
