import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CREDIT_NOTE_REASON_MAX, creditNoteRequest, type DocumentListItem } from '@spruik/shared';
import { Dialog } from '../../../components/ui/dialog';
import { MoneyInput } from '../../../components/ui/money-field';
import { money, moneyCents, toCents } from '../../../lib/money';
import { fieldProps, maxLength } from '../../../lib/use-field';
import { useAdminInvoice, useIssueCreditNote } from './documents-api';

type Values = { amount: string; reason: string };
/** The form as POST /api/admin/finance/invoices/{id}/credit-notes reads it, checked by its shared schema. */
const creditForm = z.preprocess((v: Values) => v, creditNoteRequest);

type Props = { invoice: DocumentListItem | null; onClose: () => void };

/**
 * Issue credit note: an amount up to what the invoice has left and a reason (printed on the note and sent to the
 * owner), then a confirmation that says what happens: a new numbered credit note, and the amount back in the
 * owner's credit from the platform's revenue.
 */
export function DocumentsCreditNoteDialog({ invoice, onClose }: Props) {
  return (
    <Dialog open={!!invoice} onClose={onClose} aria-labelledby="credit-note-title" fullWidth maxWidth="sm">
      {invoice && <CreditNoteForm invoice={invoice} onClose={onClose} />}
    </Dialog>
  );
}

function CreditNoteForm({ invoice, onClose }: { invoice: DocumentListItem; onClose: () => void }) {
  const current = useAdminInvoice(invoice.id);
  const issue = useIssueCreditNote(invoice.id);
  const [confirming, setConfirming] = useState<(Values & { cents: number }) | null>(null);
  const form = useForm({
    defaultValues: { amount: '', reason: '' } as Values,
    resolver: zodResolver(creditForm),
  });
  const reason = form.watch('reason');
  const left = current.data ? toCents(current.data.creditLeft) : null;
  const owner = invoice.owner?.name ?? 'the owner';
  const submit = form.handleSubmit((v) => {
    if (left !== null && v.amountCents > left) {
      form.setError('amount', { message: `At most ${moneyCents(left)}: what the invoice has left.` });
      return;
    }
    setConfirming({ ...form.getValues(), cents: v.amountCents });
  });

  if (confirming)
    return (
      <>
        <DialogTitle id="credit-note-title">Credit {moneyCents(confirming.cents)}?</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            A credit note on {invoice.number} for <b>{moneyCents(confirming.cents)}</b>, numbered next in the
            same series. The amount goes back to {owner}&rsquo;s credit from the platform&rsquo;s revenue, and
            they get a message. It cannot be undone: a credit note, like an invoice, is never changed.
            <Typography sx={{ mt: 1.5, fontWeight: 600 }} data-testid="credit-note-preview">
              Reason: {confirming.reason.trim()}
            </Typography>
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button variant="outlined" onClick={() => setConfirming(null)} disabled={issue.isPending}>
            Back
          </Button>
          <Button
            variant="contained"
            loading={issue.isPending}
            onClick={() =>
              issue.mutate({ amount: confirming.amount, reason: confirming.reason }, { onSuccess: onClose })
            }
          >
            Issue credit note
          </Button>
        </DialogActions>
      </>
    );

  const reasonField = fieldProps(form, 'reason');
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id="credit-note-title">Issue credit note</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          On {invoice.title.toLowerCase()} {invoice.number} to {owner}, for {money(invoice.amount)}.
        </DialogContentText>
        {current.isPending ? (
          <Skeleton variant="rounded" height={40} />
        ) : left !== null && left <= 0 ? (
          <Alert severity="info">Everything on this invoice has been credited already.</Alert>
        ) : (
          left !== null && (
            <Typography variant="body2" data-testid="credit-left">
              Left to credit: {moneyCents(left)}
            </Typography>
          )
        )}
        <MoneyInput control={form.control} name="amount" label="Amount" autoFocus />
        <TextField
          label="Reason"
          multiline
          minRows={2}
          {...reasonField}
          helperText={
            reasonField.helperText ??
            `Printed on the credit note. ${reason.trim().length}/${CREDIT_NOTE_REASON_MAX}`
          }
          {...maxLength(CREDIT_NOTE_REASON_MAX)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={left !== null && left <= 0}>
          Continue
        </Button>
      </DialogActions>
    </Box>
  );
}
