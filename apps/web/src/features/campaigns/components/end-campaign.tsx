import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CampaignDetails } from '@spruik/shared';
import { money } from '../../../lib/money';
import { useEndCampaign } from '../api/end-campaign';
import { endBlockedText } from '../ending-text';
import { CAMPAIGN_TYPE } from '@spruik/shared';

/** What ending returns: the escrow, less what submissions still waiting are paid (they are approved now). */
export function endRefundText(c: Pick<CampaignDetails, 'escrow' | 'type'>) {
  if (c.type === CAMPAIGN_TYPE.voucher) return 'Voucher campaigns hold no credit, so nothing is returned.';
  return `Up to ${money(c.escrow)} still held for this campaign returns to your credit. Submissions waiting for your decision are approved and paid first; creators who have not submitted get their energy back.`;
}

/**
 * "End campaign" on the owner's details, with a confirmation stating the refund. While appeals hold
 * the campaign (the details' endBlock) the button is off and says until when; a refusal the details could not
 * foresee (a rejection made meanwhile) closes the dialog and the details reload with the reason.
 */
export function EndCampaign({ campaign: c }: { campaign: CampaignDetails }) {
  const [open, setOpen] = useState(false);
  const end = useEndCampaign(c.id);
  if (c.settledAt) return null;
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        disabled={!!c.endBlock}
        aria-describedby={c.endBlock ? 'end-blocked' : undefined}
        onClick={() => setOpen(true)}
      >
        End campaign
      </Button>
      {c.endBlock && (
        <Typography id="end-blocked" variant="body2" color="text.secondary" data-testid="end-blocked">
          {endBlockedText(c.endBlock)}
        </Typography>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="end-campaign-title">
        <DialogTitle id="end-campaign-title">End this campaign now?</DialogTitle>
        <DialogContent>
          <DialogContentText>{endRefundText(c)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep it running</Button>
          <Button
            color="error"
            variant="contained"
            disabled={end.isPending}
            onClick={() => end.mutate(undefined, { onSettled: () => setOpen(false) })}
          >
            End campaign
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
