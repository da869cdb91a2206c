import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import { Dialog } from './dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatCents, type Cents } from '@spruik/shared';
import { z } from 'zod';
import { MoneyInput } from './money-field';

export type AmountValues = { amount: string; sure: boolean };

type AmountSchema = z.ZodType<{ amount: Cents }, { amount: unknown }>;

/** A shared `{ amount }` schema (top-up, customer or venue withdrawal) as the schema of the amount form. */
export const amountForm = (schema: AmountSchema) => z.preprocess((v: AmountValues) => v, schema);

/**
 * An amount form: the shared schema turns the typed amount into cents, with the shared messages. Call it in the
 * dialog's content: that mounts on each opening, so the form starts empty every time.
 */
export function useAmountForm(schema: AmountSchema) {
  const form = useForm({
    defaultValues: { amount: '', sure: false },
    resolver: zodResolver(amountForm(schema)),
  });
  /** A submit handler: validates, shows the amount formatted ("25.00") and hands it over in cents. */
  const withAmount = (use: (cents: Cents) => void) =>
    form.handleSubmit(({ amount }) => {
      form.setValue('amount', formatCents(amount));
      use(amount);
    });
  return { form, withAmount };
}

export type AmountForm = ReturnType<typeof useAmountForm>;

/** A money dialog: its content (an AmountFields form) exists only while it is open. */
export function AmountDialog({
  open,
  onClose,
  titleId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      {children}
    </Dialog>
  );
}

/**
 * A money dialog's form: a title, an intro, the Amount field, extra content, an optional confirmation checkbox,
 * and Cancel plus an optional submit button. With a confirmation, submitting works only once it is ticked.
 */
export function AmountFields({
  amount: { form },
  onClose,
  titleId,
  title,
  intro,
  helperText,
  children,
  confirm,
  submit,
  onSubmit,
}: {
  amount: AmountForm;
  onClose: () => void;
  titleId: string;
  title: string;
  intro: ReactNode;
  /** Shown under the field while there is no error. */
  helperText: string;
  /** Shown under the field. */
  children?: ReactNode;
  /** The confirmation checkbox's label. */
  confirm?: string;
  /** The submit button in the actions. */
  submit?: { label: string; busy: boolean };
  /** A handler from `withAmount`. */
  onSubmit: () => void;
}) {
  const blocked = !!confirm && !form.watch('sure');
  return (
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
        <MoneyInput control={form.control} name="amount" autoFocus label="Amount" helperText={helperText} />
        {children}
        {confirm && (
          <Controller
            control={form.control}
            name="sure"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label={confirm}
              />
            )}
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
  );
}
