import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/date';
import { usePayBatch } from './download-payouts';

/** A downloaded payout file: its batch, when, and what it is (the CSV, or the ABA bank file with its count). */
export type PayoutBatch = { id: string; at: Date; file: 'csv' | 'aba'; summary?: string };

/**
 * After a payout file is downloaded: transfer it (upload the ABA file to the bank), then "Mark this batch paid"
 * marks exactly the withdrawals in it paid, once confirmed.
 */
export function BatchToPay({ batch, onPaid }: { batch: PayoutBatch; onPaid: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const pay = usePayBatch();
  const box = useRef<HTMLDivElement>(null);
  // Downloaded from further down the list (the bank file), the next step comes into view.
  // (A block body: Chromium's scrollIntoView may answer a promise, which React would take for a cleanup.)
  useEffect(() => {
    box.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, []);
  const what = batch.file === 'aba' ? 'Bank file' : 'Batch';
  const markPaid = () => pay.mutate(batch.id, { onSuccess: onPaid, onSettled: () => setConfirming(false) });
  return (
    <Box
      ref={box}
      sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1, scrollMarginBottom: 16 }}
      data-testid="payout-batch"
    >
      <Alert severity="info">
        {what} downloaded at {formatDateTime(batch.at)}
        {batch.summary ? ` (${batch.summary})` : ''}.{' '}
        {batch.file === 'aba' ? 'Upload it to the bank' : 'Transfer it'}, then mark it paid.
      </Alert>
      <Button
        color="success"
        variant="contained"
        onClick={() => setConfirming(true)}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 44 }}
      >
        Mark this batch paid
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Mark this batch paid?"
        confirmLabel="Mark batch paid"
        color="success"
        busy={pay.isPending}
        onConfirm={markPaid}
        onClose={() => setConfirming(false)}
      >
        Confirm once the bank has paid the file you downloaded at {formatDateTime(batch.at)}. Exactly the
        withdrawals in that file are marked paid; any decided meanwhile are left as they are.
      </ConfirmDialog>
    </Box>
  );
}
