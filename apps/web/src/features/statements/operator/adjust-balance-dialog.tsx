import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ADJUSTMENT_REASON_MAX, adjustmentRequest, formatCents, ROLES } from '@spruik/shared';
import { MoneyInput } from '../../../components/ui/money-field';
import { fieldProps, maxLength } from '../../../lib/use-field';
import { z } from 'zod';
import { useAdjustBalance, type Adjustment } from './adjust-balance';

/** The one balance of each role an operator adjusts (the server decides the same; docs/business-rules.md). */
export const adjustedBalance = (role: number) =>
  role === ROLES.customer ? 'wallet' : role === ROLES.venue ? 'credit (not Withdrawable)' : 'credit';

type Values = { direction: 'credit' | 'debit'; amount: string; reason: string };
/** The form as POST /api/admin/users/{id}/adjustments reads it, checked by its shared schema. */
const adjustForm = z.preprocess((v: Values) => v, adjustmentRequest);

type Props = { user: { id: string; name: string; role: number }; open: boolean; onClose: () => void };

/**
 * Adjust balance: credit or debit, an amount and a reason (the user reads it on their statement and in their
 * message), checked by the shared schema; then a confirmation that says exactly what will happen.
 */
export function AdjustBalanceDialog({ open, onClose, ...props }: Props) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="adjust-title" fullWidth maxWidth="sm">
      {open && <AdjustForm {...props} onClose={onClose} />}
    </Dialog>
  );
}

function AdjustForm({ user, onClose }: Omit<Props, 'open'>) {
  const adjust = useAdjustBalance(user.id);
  const [confirming, setConfirming] = useState<(Adjustment & { cents: number }) | null>(null);
  const form = useForm({
    defaultValues: { direction: 'credit', amount: '', reason: '' } as Values,
    resolver: zodResolver(adjustForm),
  });
  const reason = form.watch('reason');
  const balance = adjustedBalance(user.role);
  const submit = form.handleSubmit((v) => {
    const sent = form.getValues();
    setConfirming({ ...sent, amount: formatCents(v.amountCents), cents: v.amountCents });
  });

  if (confirming) {
    const credit = confirming.direction === 'credit';
    return (
      <>
        <DialogTitle id="adjust-title">
          {credit ? 'Credit' : 'Debit'} ${formatCents(confirming.cents)}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            {credit ? 'Adds' : 'Takes'} <b>${formatCents(confirming.cents)}</b> {credit ? 'to' : 'from'}{' '}
            {user.name}&rsquo;s {balance}. They get a message and see this line on their statement:
            <Typography sx={{ mt: 1.5, fontWeight: 600 }} data-testid="adjust-preview">
              Adjustment: {confirming.reason.trim()}
            </Typography>
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button variant="outlined" onClick={() => setConfirming(null)} disabled={adjust.isPending}>
            Back
          </Button>
          <Button
            variant="contained"
            color={credit ? 'success' : 'error'}
            loading={adjust.isPending}
            onClick={() => {
              const { cents: _cents, ...a } = confirming;
              adjust.mutate(a, { onSuccess: onClose });
            }}
          >
            Confirm {credit ? 'credit' : 'debit'}
          </Button>
        </DialogActions>
      </>
    );
  }

  const reasonField = fieldProps(form, 'reason');
  const directionError = form.formState.errors.direction?.message;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id="adjust-title">Adjust balance</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          Credits or debits {user.name}&rsquo;s {balance}. A debit cannot take it below zero.
        </DialogContentText>
        <Controller
          control={form.control}
          name="direction"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={field.value}
              onChange={(_, v: 'credit' | 'debit' | null) => v && field.onChange(v)}
              aria-label="Direction"
            >
              <ToggleButton value="credit">Credit</ToggleButton>
              <ToggleButton value="debit">Debit</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
        {typeof directionError === 'string' && (
          <Typography color="error" variant="caption">
            {directionError}
          </Typography>
        )}
        <MoneyInput control={form.control} name="amount" label="Amount" autoFocus />
        <TextField
          label="Reason"
          multiline
          minRows={2}
          {...reasonField}
          helperText={
            reasonField.helperText ?? `The user reads it. ${reason.trim().length}/${ADJUSTMENT_REASON_MAX}`
          }
          {...maxLength(ADJUSTMENT_REASON_MAX)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="contained">
          Continue
        </Button>
      </DialogActions>
    </Box>
  );
}
