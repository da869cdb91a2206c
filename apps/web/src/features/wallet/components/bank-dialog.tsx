import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { bankRequest, check, MONEY_MSG, TEXT_LIMITS, type BankDetails } from '@spruik/shared';
import { maxLength } from '../../../lib/use-field';
import { useSaveBank } from '../api/save-bank';

type Form = { accountName: string; BSB: string; accountNumber: string };
const EMPTY: Form = { accountName: '', BSB: '', accountNumber: '' };

export const PERSONAL_BANK_CONFIRM = 'I confirm that these are my personal bank account details.';

/**
 * Add (or replace) the bank account withdrawals are paid to: account name, BSB, account number and the
 * confirmation checkbox, all required (SPEC.md section 5). Calls `onSaved` after the green 'Success'.
 */
export function BankDialog({
  open,
  current,
  confirmText = PERSONAL_BANK_CONFIRM,
  onClose,
  onSaved,
}: {
  open: boolean;
  current?: BankDetails | null;
  confirmText?: string;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const save = useSaveBank();
  useEffect(() => {
    if (open) {
      setForm(current ? { ...current } : EMPTY);
      setConfirmed(false);
      setError(null);
    }
  }, [open, current]);

  const set = (field: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    setError(null);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!confirmed) return;
    const r = check(bankRequest, form);
    if (!r.ok) {
      // 'Please fill out the form correctly.' belongs to the first empty field.
      const empty = (['accountName', 'BSB', 'accountNumber'] as const).find((f) => !form[f].trim());
      const field = r.message === MONEY_MSG.bankForm && empty ? empty : (r.field ?? 'accountName');
      return setError({ field, message: r.message });
    }
    save.mutate(r.value, { onSuccess: () => (onSaved ? onSaved() : onClose()) });
  };
  const err = (field: keyof Form) =>
    error?.field === field ? { error: true, helperText: error.message } : { error: false };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="bank-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="bank-title">{current ? 'Change bank account' : 'Add bank account'}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            Withdrawals are paid to this Australian bank account.
          </Typography>
          <TextField
            label="Account name"
            value={form.accountName}
            onChange={set('accountName')}
            autoComplete="name"
            {...maxLength(TEXT_LIMITS.bankAccountName)}
            {...err('accountName')}
          />
          <TextField
            label="BSB"
            value={form.BSB}
            onChange={set('BSB')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TEXT_LIMITS.bsb } }}
            {...err('BSB')}
          />
          <TextField
            label="Account number"
            value={form.accountNumber}
            onChange={set('accountNumber')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TEXT_LIMITS.accountNumber } }}
            {...err('accountNumber')}
          />
          <FormControlLabel
            control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
            label={confirmText}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!confirmed || save.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
