import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { useState } from 'react';
import { ADMIN_MSG } from '@spruik/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DayField } from '../../../components/ui/day-field';
import { formatDateTime } from '../../../lib/date';
import { feedback } from '../../../lib/feedback';
import { useDownloadPayouts, usePayBatch } from './download-payouts';

type Batch = { id: string; at: Date };

/**
 * The bank file comes first: the pending withdrawals (held ones left out) requested within the optional dates,
 * as CSV. Once the bank has paid the file, "Mark this batch paid" marks exactly the withdrawals in it paid.
 */
export function PayoutExport() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [batch, setBatch] = useState<Batch | null>(null);
  const [confirming, setConfirming] = useState(false);
  const download = useDownloadPayouts();
  const pay = usePayBatch();
  const submit = () => {
    if (from && to && from > to) return feedback.error(ADMIN_MSG.rangeInvalid);
    download.mutate(
      { from: from || undefined, to: to || undefined },
      { onSuccess: (id) => setBatch(id ? { id, at: new Date() } : null) },
    );
  };
  const markPaid = () =>
    batch &&
    pay.mutate(batch.id, {
      onSuccess: () => setBatch(null),
      onSettled: () => setConfirming(false),
    });
  return (
    <Card sx={{ p: 2, borderRadius: '16px', mb: 3 }} data-testid="payout-file">
      <Typography variant="subtitle1" component="h2">
        Payout file
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        1. Download the pending withdrawals for the bank (held ones are left out). 2. Transfer them. 3. Mark
        that batch paid. Leave the dates empty for every pending withdrawal.
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
      {batch && (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Alert severity="info">
            Batch downloaded at {formatDateTime(batch.at)}. Transfer it, then mark it paid.
          </Alert>
          <Button
            color="success"
            variant="contained"
            onClick={() => setConfirming(true)}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            Mark this batch paid
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title="Mark this batch paid?"
        confirmLabel="Mark batch paid"
        color="success"
        busy={pay.isPending}
        onConfirm={markPaid}
        onClose={() => setConfirming(false)}
      >
        Confirm once the bank has paid the file you downloaded at {batch ? formatDateTime(batch.at) : ''}.
        Exactly the withdrawals in that file are marked paid; any decided meanwhile are left as they are.
      </ConfirmDialog>
    </Card>
  );
}
