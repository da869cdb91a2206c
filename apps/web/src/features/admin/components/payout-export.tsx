import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { useState } from 'react';
import { ADMIN_MSG } from '@spruik/shared';
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
        <TextField
          type="date"
          size="small"
          label="Decided from"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 140px', maxWidth: 180 }}
        />
        <TextField
          type="date"
          size="small"
          label="Decided to"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 140px', maxWidth: 180 }}
        />
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
