import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import {
  WITHDRAW_BULK_MAX,
  WITHDRAW_STATUS,
  type AdminWithdrawItem,
  type BulkPayResult,
} from '@spruik/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { money, moneyCents, sumCents } from '../../../lib/money';
import { payeeName } from './withdraw-card';

/**
 * The chosen withdrawals (bank transfers), kept at the bottom of the screen while the operator scrolls: how many,
 * their total, Clear, Mark paid, and Download bank file (the ABA file for the bank; at most 50 at once, as the
 * server takes).
 */
export function BulkPayBar({
  chosen,
  onClear,
  onPay,
  onBankFile,
  bankFileBusy,
}: {
  chosen: AdminWithdrawItem[];
  onClear: () => void;
  onPay: () => void;
  onBankFile: () => void;
  bankFileBusy: boolean;
}) {
  if (chosen.length === 0) return null;
  const tooMany = chosen.length > WITHDRAW_BULK_MAX;
  return (
    <Paper
      elevation={6}
      data-testid="bulk-pay-bar"
      sx={{
        position: 'sticky',
        bottom: 16,
        zIndex: 2,
        mt: 2,
        p: 1.5,
        borderRadius: '16px',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography sx={{ flex: '1 1 160px', fontWeight: 700 }} data-testid="bulk-pay-summary">
        {chosen.length} chosen · {moneyCents(sumCents(chosen, (w) => w.amount))}
      </Typography>
      {tooMany && (
        <Typography variant="body2" color="error" sx={{ flexBasis: '100%', order: 1 }}>
          At most {WITHDRAW_BULK_MAX} at once: leave some out.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button variant="outlined" onClick={onClear}>
          Clear
        </Button>
        <Button variant="contained" color="success" onClick={onPay} disabled={tooMany}>
          Mark paid
        </Button>
      </Box>
      <Button
        variant="contained"
        startIcon={<DownloadRounded />}
        onClick={onBankFile}
        disabled={tooMany}
        loading={bankFileBusy}
        sx={{ flexBasis: '100%', order: 2, minHeight: 44 }}
      >
        Download bank file
      </Button>
    </Paper>
  );
}

/** "Mark 3 withdrawals as paid?" with the total and each payee, before anything is decided. */
export function BulkPayDialog({
  chosen,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  chosen: AdminWithdrawItem[];
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const n = chosen.length;
  return (
    <ConfirmDialog
      open={open}
      title={`Mark ${n} withdrawal${n === 1 ? '' : 's'} as paid?`}
      confirmLabel={`Mark ${n} as paid`}
      color="success"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Typography component="span" sx={{ display: 'block', fontWeight: 700 }} data-testid="bulk-pay-total">
        Total {moneyCents(sumCents(chosen, (w) => w.amount))}
      </Typography>
      Confirm once each has been transferred to the bank details on its card. Each is decided on its own; one
      that someone else decided first is left as it is.
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, maxHeight: 180, overflowY: 'auto' }}>
        {chosen.map((w) => (
          <li key={w.id}>
            {payeeName(w)}: {money(w.amount)}
          </li>
        ))}
      </Box>
    </ConfirmDialog>
  );
}

/** What a bulk "mark paid" did: the server's summary, and who was already decided or not paid, by name. */
export function BulkPayOutcome({
  result,
  names,
  onClose,
}: {
  result: BulkPayResult;
  names: Map<string, string>;
  onClose: () => void;
}) {
  const clean = result.alreadyDecided.length === 0 && result.refused.length === 0;
  const nameOf = (id: string) => names.get(id) ?? `#${id.slice(0, 8)}`;
  return (
    <Alert
      severity={clean ? 'success' : 'warning'}
      onClose={onClose}
      sx={{ mb: 2 }}
      data-testid="bulk-pay-outcome"
    >
      {result.message}
      {result.alreadyDecided.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {result.alreadyDecided.map((w) => (
            <li key={w.id}>
              {nameOf(w.id)}, {money(w.amount)}: already{' '}
              {w.status === WITHDRAW_STATUS.verified ? 'paid' : 'rejected'}
            </li>
          ))}
        </Box>
      )}
      {result.refused.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {result.refused.map((r) => (
            <li key={r.id}>
              {nameOf(r.id)}: {r.reason}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
