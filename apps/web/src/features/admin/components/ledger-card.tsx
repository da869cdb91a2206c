import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import { useState } from 'react';
import type { AdminOverview } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { LedgerDialog } from './ledger-dialog';

/**
 * The latest ledger check (hourly, or run from the details): green OK, or red with the number of problems,
 * when it ran, and a link to the details (which runs it again).
 */
export function LedgerCard({ ledger }: { ledger: AdminOverview['ledger'] }) {
  const [open, setOpen] = useState(false);
  const color = ledger.ok ? 'success' : 'error';
  return (
    <Card
      sx={{
        p: 2,
        borderRadius: '16px',
        borderColor: `${color}.main`,
        bgcolor: ledger.ok ? '#eef7ee' : '#fdecea',
      }}
      data-testid="ledger-card"
      data-ok={ledger.ok}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Ledger check
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, color: `${color}.main` }}>
        {ledger.ok ? <CheckCircleRounded fontSize="large" /> : <ErrorRounded fontSize="large" />}
        <Typography variant="h5" component="p" data-testid="ledger-status">
          {ledger.ok ? 'OK' : `${ledger.problemCount} problem${ledger.problemCount === 1 ? '' : 's'}`}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" data-testid="ledger-checked-at">
        Checked {formatDateTime(ledger.checkedAt)}
      </Typography>
      <Button size="small" onClick={() => setOpen(true)} sx={{ mt: 0.5, ml: -1 }}>
        View details
      </Button>
      <LedgerDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
