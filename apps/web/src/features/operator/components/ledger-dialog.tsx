import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLedgerCheck } from '../api/get-ledger-check';
import { useReconciliations, useRunReconciliation } from '../api/reconciliation';
import { formatDateTime } from '../../../lib/date';
import { ReconciliationFigures } from './reconciliation-figures';

/**
 * The books in detail: GET /api/admin/ledger/check, run when the dialog opens (every problem the invariant check
 * found), and the latest reconciliation with its figures. The two ran at different times, so each is labelled
 * with its own time (the reconciliation's figures are that run's, not live totals). "Run again" runs both now.
 */
export function LedgerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, isFetching, refetch } = useLedgerCheck(open);
  const reconciliations = useReconciliations(open);
  const reconcile = useRunReconciliation();
  const latest = reconciliations.data?.latest;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="ledger-title" fullWidth maxWidth="sm">
      <DialogTitle id="ledger-title">Ledger check and reconciliation</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
          Ledger check
        </Typography>
        {data && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mb: 1 }}
            data-testid="check-time"
          >
            Live: checked {formatDateTime(data.checkedAt)}
          </Typography>
        )}
        {!data && isFetching && <CircularProgress aria-label="Checking the ledger" />}
        {data?.ok && (
          <Alert severity="success">
            Every entry balances, no balance is below zero and money only entered by top-ups and left by paid
            withdrawals.
          </Alert>
        )}
        {data && !data.ok && (
          <>
            <Alert severity="error">
              {data.problems.length} problem{data.problems.length === 1 ? '' : 's'} found.
            </Alert>
            <List dense>
              {data.problems.map((p, i) => (
                <ListItem key={i} disableGutters>
                  <ListItemText primary={p} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 0.5 }}>
          Reconciliation
        </Typography>
        {latest && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mb: 1 }}
            data-testid="reconciliation-time"
          >
            Last run {formatDateTime(latest.ranAt)}: the figures below are as of that run, not live. Run again
            brings them up to date.
          </Typography>
        )}
        {reconciliations.isPending && <CircularProgress aria-label="Loading the reconciliation" />}
        {reconciliations.data && !latest && (
          <Typography variant="body2" color="text.secondary">
            It has not run yet. It runs once a day; Run again runs it now.
          </Typography>
        )}
        {latest && <ReconciliationFigures run={latest} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => {
            void refetch();
            reconcile.mutate();
          }}
          loading={isFetching || reconcile.isPending}
        >
          Run again
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
