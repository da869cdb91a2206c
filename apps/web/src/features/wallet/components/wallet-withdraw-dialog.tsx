import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import { customerWithdrawSchema, dollarsToCents, type BankDetails } from '@spruik/shared';
import { AmountDialog, useAmountForm } from '../../../components/ui/amount-dialog';
import { money } from '../../../lib/money';
import { useWithdrawWallet } from '../api/withdraw-wallet';

const masked = (n: string) => `•••• ${n.slice(-4)}`;
const bsb = (b: string) => (b.length === 6 ? `${b.slice(0, 3)}-${b.slice(3)}` : b);

/**
 * The customer's withdraw dialog (SPEC.md section 5): an amount of at least $10 and not above the wallet
 * ('Minimum $10' is the prompt), to the saved bank account, after ticking the confirmation.
 */
export function WalletWithdrawDialog({
  open,
  wallet,
  bank,
  onClose,
  onChangeBank,
}: {
  open: boolean;
  /** Wallet balance in dollars. */
  wallet: number;
  bank: BankDetails;
  onClose: () => void;
  onChangeBank: () => void;
}) {
  const form = useAmountForm(open);
  const withdraw = useWithdrawWallet();

  const submit = () => {
    const amount = form.parse(customerWithdrawSchema(dollarsToCents(wallet) ?? 0));
    if (amount) withdraw.mutate(amount, { onSuccess: onClose });
  };

  return (
    <AmountDialog
      open={open}
      onClose={onClose}
      titleId="wallet-withdraw-title"
      title="Withdraw Money"
      intro={
        <Typography variant="body2" color="text.secondary">
          Your wallet: <strong>{money(wallet)}</strong>
        </Typography>
      }
      form={form}
      helperText="Minimum $10"
      confirm="I confirm this withdrawal to my bank account."
      submit={{ label: 'Withdraw', busy: withdraw.isPending }}
      onSubmit={submit}
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
    </AmountDialog>
  );
}
