import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { useState } from 'react';
import { ADMIN_MSG } from '@spruik/shared';
import { DayField } from '../../../components/ui/day-field';
import { feedback } from '../../../lib/feedback';
import { BatchToPay, type PayoutBatch } from './batch-to-pay';
import { useDownloadPayouts } from './download-payouts';

/**
 * The payout files. The CSV: the pending withdrawals (held ones left out) requested within the optional dates.
 * The ABA bank file is made from the withdrawals chosen in the list (bank transfers); either way the batch
 * downloaded last waits here until "Mark this batch paid" marks exactly the withdrawals in it paid.
 */
export function PayoutExport({
  batch,
  onBatch,
}: {
  batch: PayoutBatch | null;
  onBatch: (batch: PayoutBatch | null) => void;
}) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const download = useDownloadPayouts();
  const submit = () => {
    if (from && to && from > to) return feedback.error(ADMIN_MSG.rangeInvalid);
    download.mutate(
      { from: from || undefined, to: to || undefined },
      { onSuccess: (id) => onBatch(id ? { id, at: new Date(), file: 'csv' } : null) },
    );
  };
  return (
    <Card sx={{ p: 2, borderRadius: '16px', mb: 3 }} data-testid="payout-file">
      <Typography variant="subtitle1" component="h2">
        Payout file
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        1. Choose bank transfers below and download their bank file (ABA), or download the pending ones as CSV
        (held ones are left out; the dates are optional). 2. Transfer them. 3. Mark that batch paid.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DayField label="Requested from" value={from} onChange={setFrom} />
        <DayField label="Requested to" value={to} onChange={setTo} />
        <Button
          variant="contained"
          startIcon={<DownloadRounded />}
          onClick={submit}
          loading={download.isPending}
        >
          Download pending payouts (CSV)
        </Button>
      </Box>
      {batch && <BatchToPay key={batch.id} batch={batch} onPaid={() => onBatch(null)} />}
    </Card>
  );
}
