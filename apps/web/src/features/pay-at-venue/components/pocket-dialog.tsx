import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PaymentItem } from '@spruik/shared';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { LoadError } from '../../../components/ui/load-error';
import { money } from '../../../lib/money';
import { useMyPayments } from '../api/get-my-payments';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { PaymentList } from './payment-list';

export type PocketSummary = { venue: string; venueName: string; pocket: number };

/**
 * A pocket's detail: its balance at the venue and its movements (credits from the venue's campaigns, payments
 * there that took from it), which the wallet's list leaves out (docs/business-rules.md).
 */
export function PocketDialog({ pocket, onClose }: { pocket: PocketSummary | null; onClose: () => void }) {
  return (
    <Dialog
      open={!!pocket}
      onClose={onClose}
      aria-labelledby="pocket-title"
      fullWidth
      // A list of rows: on a phone it takes the width the page's own lists have.
      slotProps={{ paper: { sx: { mx: 1.5, width: 'calc(100% - 24px)' } } }}
    >
      {pocket && <PocketDetail pocket={pocket} onClose={onClose} />}
    </Dialog>
  );
}

function PocketDetail({ pocket, onClose }: { pocket: PocketSummary; onClose: () => void }) {
  const moves = useMyPayments(pocket.venue);
  const [open, setOpen] = useState<PaymentItem | null>(null);
  return (
    <>
      <DialogTitle id="pocket-title" sx={{ px: 2 }}>
        Pocket at {pocket.venueName}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, px: 2 }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            To spend here
          </Typography>
          <Typography variant="h4" component="p" data-testid="pocket-balance">
            {money(pocket.pocket)}
          </Typography>
        </Box>
        {moves.isPending ? (
          <Skeleton variant="rounded" height={64} />
        ) : moves.isError ? (
          <LoadError onRetry={() => void moves.refetch()} text="We could not load this pocket's history." />
        ) : (
          <>
            <PaymentList
              balance="pocket"
              payments={moves.data.pages.flatMap((page) => page.payments)}
              onOpen={setOpen}
            />
            <InfiniteSentinel
              hasMore={moves.hasNextPage}
              loading={moves.isFetchingNextPage}
              onMore={() => void moves.fetchNextPage()}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        <Button component={RouterLink} to={`/venue?id=${pocket.venue}`}>
          Venue
        </Button>
        <Button component={RouterLink} to={`/payment?id=${pocket.venue}`} variant="contained">
          Pay here
        </Button>
      </DialogActions>
      <PaymentDetailDialog payment={open} open={!!open} onClose={() => setOpen(null)} />
    </>
  );
}
