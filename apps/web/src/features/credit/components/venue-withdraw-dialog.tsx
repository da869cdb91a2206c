import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { check, dollarsToCents, formatCents, venueWithdrawSchema } from '@spruik/shared';
import { MoneyField } from '../../../components/ui/money-field';
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
  const [amount, setAmount] = useState('');
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useRequestVenueWithdraw();
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
    const r = check(venueWithdrawSchema(dollarsToCents(credit) ?? 0), { amount });
    if (!r.ok) return setError(r.message);
    const formatted = formatCents(r.value.amount);
    setAmount(formatted);
    withdraw.mutate(formatted, { onSuccess: onClose });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="venue-withdraw-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="venue-withdraw-title">Withdraw Money</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography>How much money do you want to withdraw ?</Typography>
          <MoneyField
            autoFocus
            label="Amount"
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? `Available ${money(credit)}`}
          />
          <Typography variant="body2" color="text.secondary">
            Your request will be processed within 5 days.
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={sure} onChange={(e) => setSure(e.target.checked)} />}
            label="Are you sure you want to withdraw this money?"
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
