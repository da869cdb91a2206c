import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import { useEffect, useState } from 'react';
import { check, customerWithdrawSchema, dollarsToCents, formatCents, type BankDetails } from '@spruik/shared';
import { MoneyField } from '../../../components/ui/money-field';
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
  const [amount, setAmount] = useState('');
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdrawWallet();
  useEffect(() => {
    if (open) {
      setAmount('');
      setSure(false);
      setError(null);
    }
  }, [open]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!sure) return;
    const r = check(customerWithdrawSchema(dollarsToCents(wallet) ?? 0), { amount });
    if (!r.ok) return setError(r.message);
    const formatted = formatCents(r.value.amount);
    setAmount(formatted);
    withdraw.mutate(formatted, { onSuccess: onClose });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="wallet-withdraw-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="wallet-withdraw-title">Withdraw Money</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Your wallet: <strong>{money(wallet)}</strong>
          </Typography>
          <MoneyField
            autoFocus
            label="Amount"
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? 'Minimum $10'}
          />
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
          <FormControlLabel
            control={<Checkbox checked={sure} onChange={(e) => setSure(e.target.checked)} />}
            label="I confirm this withdrawal to my bank account."
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!sure || withdraw.isPending}>
            Withdraw
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
