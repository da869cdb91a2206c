import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { VoucherItem } from '@spruik/shared';
import { formatDateTime } from '../../../lib/date';
import { DetailRows } from './detail-rows';
import { voucherOffer, VoucherUsedChip } from './voucher-list';

/** One voucher: venue, discount percent or prize, used or not, and its dates. */
export function VoucherDetailDialog({
  voucher: v,
  open,
  onClose,
}: {
  voucher: VoucherItem | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open && !!v} onClose={onClose} aria-labelledby="voucher-detail-title">
      {v && (
        <>
          <DialogTitle id="voucher-detail-title">Voucher</DialogTitle>
          <DialogContent>
            <Typography variant="h4" component="p" color="secondary" sx={{ mb: 2 }}>
              {voucherOffer(v)}
            </Typography>
            <DetailRows
              rows={[
                ['Venue', v.venueName],
                [v.discount ? 'Discount' : 'Prize', v.discount ? `${v.discount}%` : v.prize],
                ['Status', <VoucherUsedChip used={v.isUsed} />],
                ['Received', formatDateTime(v.createdAt)],
                ['Used', v.isUsed ? formatDateTime(v.usedAt) : ''],
              ]}
            />
            {!v.isUsed && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
                Redeem it when you pay at {v.venueName || 'the venue'}.
              </Typography>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
            {!v.isUsed && v.venue && (
              <Button
                variant="contained"
                component={RouterLink}
                to={`/payment?id=${encodeURIComponent(v.venue)}`}
              >
                Redeem
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
