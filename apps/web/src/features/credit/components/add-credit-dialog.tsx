import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import { useEffect, useState } from 'react';
import { check, formatCents, topUpRequest } from '@spruik/shared';
import { MoneyField } from '../../../components/ui/money-field';
import { useStartTopUp, type TopUpMethod } from '../api/start-top-up';
import { closeCheckoutWindow, goToCheckout, openCheckoutWindow } from './checkout-window';

const QUICK = ['20.00', '50.00', '100.00'];

/**
 * Add Credit (businesses and venues): an amount of at least $20 (SPEC.md section 9), paid by card or through
 * the online payment service. The checkout opens in a new window (this tab when blocked).
 */
export function AddCreditDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartTopUp();
  useEffect(() => {
    if (open) {
      setAmount('');
      setError(null);
    }
  }, [open]);

  const pay = (method: TopUpMethod) => {
    const r = check(topUpRequest, { amount });
    if (!r.ok) return setError(r.message);
    const formatted = formatCents(r.value.amount);
    setAmount(formatted);
    const w = openCheckoutWindow();
    start.mutate(
      { method, amount: formatted },
      {
        onSuccess: (url) => {
          goToCheckout(w, url);
          onClose();
        },
        onError: () => closeCheckoutWindow(w),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-credit-title">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          pay('card');
        }}
      >
        <DialogTitle id="add-credit-title">Add Credit</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            How much credit do you want to add? Credit pays for your campaigns.
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
            helperText={error ?? 'Minimum $20.00'}
          />
          <Stack direction="row" spacing={1}>
            {QUICK.map((q) => (
              <Chip
                key={q}
                label={`$${q.replace('.00', '')}`}
                variant={amount === q ? 'filled' : 'outlined'}
                color={amount === q ? 'primary' : 'default'}
                onClick={() => {
                  setAmount(q);
                  setError(null);
                }}
              />
            ))}
          </Stack>
          <Stack spacing={1.25} sx={{ mt: 1 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<CreditCardRounded />}
              disabled={start.isPending}
            >
              Pay by card
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<AccountBalanceWalletRounded />}
              disabled={start.isPending}
              onClick={() => pay('paypal')}
            >
              Pay with PayPal
            </Button>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            The secure checkout opens in a new window. Amounts are in US dollars; payments are final.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
