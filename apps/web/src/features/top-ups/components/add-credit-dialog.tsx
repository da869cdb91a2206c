import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import { formatCents, topUpRequest, type Cents } from '@spruik/shared';
import { AmountDialog, AmountFields, useAmountForm } from '../../../components/ui/amount-dialog';
import { useStartTopUp, type TopUpMethod } from '../api/start-top-up';
import { closeCheckoutWindow, goToCheckout, openCheckoutWindow } from './checkout-window';

const QUICK = ['20.00', '50.00', '100.00'];

/**
 * Add Credit (businesses and venues): an amount of at least $20 (docs/spec.md, Top-ups), paid by card or through
 * the online payment service. The checkout opens in a new window (this tab when blocked).
 */
export function AddCreditDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AmountDialog open={open} onClose={onClose} titleId="add-credit-title">
      <AddCreditForm onClose={onClose} />
    </AmountDialog>
  );
}

function AddCreditForm({ onClose }: { onClose: () => void }) {
  const amount = useAmountForm(topUpRequest);
  const { form } = amount;
  const typed = form.watch('amount');
  const start = useStartTopUp();

  const pay = (method: TopUpMethod) =>
    amount.withAmount((cents: Cents) => {
      const w = openCheckoutWindow();
      start.mutate(
        { method, amount: formatCents(cents) },
        {
          onSuccess: (url) => {
            goToCheckout(w, url);
            onClose();
          },
          onError: () => closeCheckoutWindow(w),
        },
      );
    });

  return (
    <AmountFields
      amount={amount}
      onClose={onClose}
      titleId="add-credit-title"
      title="Add Credit"
      intro={
        <Typography variant="body2" color="text.secondary">
          How much credit do you want to add? Credit pays for your campaigns.
        </Typography>
      }
      helperText="Minimum $20.00"
      onSubmit={pay('card')}
    >
      <Stack direction="row" spacing={1}>
        {QUICK.map((q) => (
          <Chip
            key={q}
            label={`$${q.replace('.00', '')}`}
            variant={typed === q ? 'filled' : 'outlined'}
            color={typed === q ? 'primary' : 'default'}
            onClick={() => form.setValue('amount', q, { shouldValidate: true })}
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
          onClick={pay('paypal')}
        >
          Pay with PayPal
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        The secure checkout opens in a new window. Amounts are in US dollars; payments are final.
      </Typography>
    </AmountFields>
  );
}
