import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { bankRequest, TEXT_LIMITS, type BankDetails } from '@spruik/shared';
import { z } from 'zod';
import { fieldProps, maxLength } from '../../../lib/use-field';
import { useSaveBank } from '../api/save-bank';

type BankValues = BankDetails & { confirmed: boolean };

/** The values are the request plus the tick (the preprocess only types them for the form). */
export const bankForm = z.preprocess((v: BankValues) => v, bankRequest);

export const PERSONAL_BANK_CONFIRM = 'I confirm that these are my personal bank account details.';

type Props = {
  open: boolean;
  current?: BankDetails | null;
  confirmText?: string;
  onClose: () => void;
  onSaved?: () => void;
};

/**
 * Add (or replace) the bank account withdrawals are paid to: account name, BSB, account number and the
 * confirmation checkbox, all required (docs/spec.md, Withdrawals and payouts). Calls `onSaved` after the green 'Success'.
 */
export function BankDialog({ open, onClose, ...props }: Props) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="bank-title">
      <BankForm onClose={onClose} {...props} />
    </Dialog>
  );
}

/** The dialog's content: it mounts on each opening, so the form starts from the current account. */
function BankForm({ current, confirmText = PERSONAL_BANK_CONFIRM, onClose, onSaved }: Omit<Props, 'open'>) {
  const save = useSaveBank();
  const form = useForm({
    defaultValues: { accountName: '', BSB: '', accountNumber: '', ...current, confirmed: false },
    resolver: zodResolver(bankForm),
  });
  const confirmed = form.watch('confirmed');
  const submit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => (onSaved ? onSaved() : onClose()) }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (confirmed) void submit(e);
      }}
    >
      <DialogTitle id="bank-title">{current ? 'Change bank account' : 'Add bank account'}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          Withdrawals are paid to this Australian bank account.
        </Typography>
        <TextField
          label="Account name"
          autoComplete="name"
          {...fieldProps(form, 'accountName')}
          {...maxLength(TEXT_LIMITS.bankAccountName)}
        />
        <TextField
          label="BSB"
          {...fieldProps(form, 'BSB')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TEXT_LIMITS.bsb } }}
        />
        <TextField
          label="Account number"
          {...fieldProps(form, 'accountNumber')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TEXT_LIMITS.accountNumber } }}
        />
        <Controller
          control={form.control}
          name="confirmed"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={confirmText}
            />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!confirmed || save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
