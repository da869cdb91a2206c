import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { useState } from 'react';
import { ADMIN_MSG } from '@spruik/shared';
import { DayField } from '../../../components/ui/day-field';
import { feedback } from '../../../lib/feedback';
import { useDownloadPayouts } from '../api/download-payouts';

/** The bank file: approved (paid) withdrawals decided within the optional dates, as CSV. */
export function PayoutExport() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const download = useDownloadPayouts();
  const submit = () => {
    if (from && to && from > to) return feedback.error(ADMIN_MSG.rangeInvalid);
    download.mutate({ from: from || undefined, to: to || undefined });
  };
  return (
    <Card sx={{ p: 2, borderRadius: '16px', mt: 4 }}>
      <Typography variant="subtitle1" component="h2">
        Payout file
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Approved withdrawals with their bank details, for the bank. Leave the dates empty for all of them.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DayField label="Decided from" value={from} onChange={setFrom} />
        <DayField label="Decided to" value={to} onChange={setTo} />
        <Button
          variant="contained"
          startIcon={<DownloadRounded />}
          onClick={submit}
          loading={download.isPending}
        >
          Download approved payouts (CSV)
        </Button>
      </Box>
    </Card>
  );
}
