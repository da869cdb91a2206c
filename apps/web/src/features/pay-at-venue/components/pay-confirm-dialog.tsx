import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { moneyCents } from '../../../lib/money';

/** What the customer is about to pay, as the confirmation states it. */
export type PayPreview = {
  venueName: string;
  walletCents: number;
  pocketCents: number;
  /** The voucher's label ("20% off"), or null when none is redeemed. */
  voucher: string | null;
};

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The step before paying at a venue: payments are final, so the customer sees the venue, the amounts and the
 * voucher once more and confirms (docs/business-rules.md "Paying at a venue"). Cancel pays nothing.
 */
export function PayConfirmDialog({
  preview,
  busy,
  onCancel,
  onConfirm,
}: {
  /** The payment to confirm; null closes the dialog. */
  preview: PayPreview | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const p = preview;
  return (
    <Dialog open={!!p} onClose={busy ? undefined : onCancel} aria-labelledby="pay-confirm-title">
      {p && (
        <>
          <DialogTitle id="pay-confirm-title">Confirm payment</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="pay-confirm">
            <Line label="Venue" value={p.venueName} />
            <Line label="From wallet" value={moneyCents(p.walletCents)} />
            <Line label="From pocket" value={moneyCents(p.pocketCents)} />
            <Line label="Total" value={moneyCents(p.walletCents + p.pocketCents)} strong />
            <Line label="Voucher" value={p.voucher ?? 'None'} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Payments are final: once paid, this cannot be undone.
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={onConfirm} disabled={busy}>
              {busy ? 'Paying…' : 'Confirm and pay'}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
