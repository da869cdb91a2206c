import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import { useState } from 'react';
import type { AdminOverview } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { money } from '../../../lib/money';
import { LedgerDialog } from './ledger-dialog';

/** "Balanced", "Off by $1.37", or "Not run yet" before the first reconciliation. */
export function reconciliationText(r: AdminOverview['reconciliation']): string {
  if (!r) return 'Not run yet';
  return r.ok ? 'Balanced' : `Off by ${money(Math.abs(r.difference))}`;
}

/**
 * The books at a glance: the latest ledger check (hourly, or run from the details), green OK or red with the
 * number of problems, and the latest daily reconciliation (balanced, or off by how much), with when each ran
 * and a link to the details (which runs both again).
 */
export function LedgerCard({
  ledger,
  reconciliation,
}: {
  ledger: AdminOverview['ledger'];
  reconciliation: AdminOverview['reconciliation'];
}) {
  const [open, setOpen] = useState(false);
  const ok = ledger.ok && reconciliation?.ok !== false;
  const color = ledger.ok ? 'success' : 'error';
  return (
    <Card
      sx={{
        p: 2,
        borderRadius: '16px',
        borderColor: `${ok ? 'success' : 'error'}.main`,
        bgcolor: ok ? '#eef7ee' : '#fdecea',
      }}
      data-testid="ledger-card"
      data-ok={ok}
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
      <Typography
        variant="body2"
        component="p"
        sx={{ mt: 1, fontWeight: 600, color: reconciliation?.ok === false ? 'error.main' : 'text.primary' }}
      >
        Reconciliation:{' '}
        <span data-testid="reconciliation-status" data-ok={reconciliation?.ok ?? ''}>
          {reconciliationText(reconciliation)}
        </span>
      </Typography>
      {reconciliation && (
        <Typography variant="caption" color="text.secondary" component="p">
          Ran {formatDateTime(reconciliation.ranAt)}
        </Typography>
      )}
      <Button size="small" onClick={() => setOpen(true)} sx={{ mt: 0.5, ml: -1 }}>
        View details
      </Button>
      <LedgerDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
