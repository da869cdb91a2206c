import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useState, type ReactNode } from 'react';
import { check, formatCents } from '@spruik/shared';
import type { z } from 'zod';
import { MoneyField } from './money-field';

/** The state of an amount dialog: cleared each time it opens; a new amount clears the error. */
export function useAmountForm(open: boolean) {
  const [amount, setAmount] = useState('');
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setAmount('');
      setSure(false);
      setError(null);
    }
  }, [open]);

  const change = (v: string) => {
    setAmount(v);
    setError(null);
  };
  /** Validates the amount: shows the message and returns null, or formats the field and returns "25.00". */
  const parse = (schema: z.ZodType<{ amount: number }>): string | null => {
    const r = check(schema, { amount });
    if (!r.ok) {
      setError(r.message);
      return null;
    }
    const formatted = formatCents(r.value.amount);
    setAmount(formatted);
    return formatted;
  };
  return { amount, change, sure, setSure, error, parse };
}

export type AmountForm = ReturnType<typeof useAmountForm>;

/**
 * A money dialog: a title, an intro, the Amount field, extra content, an optional confirmation checkbox, and
 * Cancel plus an optional submit button. With a confirmation, submitting works only once it is ticked.
 */
export function AmountDialog({
  open,
  onClose,
  titleId,
  title,
  intro,
  form,
  helperText,
  children,
  confirm,
  submit,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  intro: ReactNode;
  form: AmountForm;
  /** Shown under the field while there is no error. */
  helperText: string;
  /** Shown under the field. */
  children?: ReactNode;
  /** The confirmation checkbox's label. */
  confirm?: string;
  /** The submit button in the actions. */
  submit?: { label: string; busy: boolean };
  onSubmit: () => void;
}) {
  const blocked = !!confirm && !form.sure;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!blocked) onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {intro}
          <MoneyField
            autoFocus
            label="Amount"
            value={form.amount}
            onChange={form.change}
            error={!!form.error}
            helperText={form.error ?? helperText}
          />
          {children}
          {confirm && (
            <FormControlLabel
              control={<Checkbox checked={form.sure} onChange={(e) => form.setSure(e.target.checked)} />}
              label={confirm}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          {submit && (
            <Button type="submit" variant="contained" disabled={blocked || submit.busy}>
              {submit.label}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
