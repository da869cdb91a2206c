import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useEffect, useState } from 'react';
import { CAMPAIGN_MSG, type CampaignPublic } from '@spruik/shared';
import { feedback } from '../../../lib/feedback';
import { useAcceptCampaign } from '../api/accept-campaign';
import { viewCampaign } from '../api/view-campaign';
import { CampaignFacts } from './campaign-facts';
import { OwnerHeader } from './owner-header';

/**
 * The customer's campaign dialog (SPEC.md section 2): opening it records a view; Accept joins the campaign,
 * says 'You joined a new campaign.' and the campaign leaves the list.
 */
export function OfferDialog({
  campaign: current,
  onClose,
}: {
  campaign: CampaignPublic | null;
  onClose: () => void;
}) {
  const accept = useAcceptCampaign();
  // Keep showing the last campaign while the dialog fades out.
  const [campaign, setCampaign] = useState(current);
  if (current && current !== campaign) setCampaign(current);
  const id = current?.id;
  useEffect(() => {
    if (id) void viewCampaign(id);
  }, [id]);

  const onAccept = () => {
    if (!campaign) return;
    accept.mutate(campaign.id, {
      onSuccess: (res) => {
        feedback.notify(res.message || CAMPAIGN_MSG.joined);
        onClose();
      },
    });
  };

  return (
    <Dialog open={!!current} onClose={accept.isPending ? undefined : onClose} aria-labelledby="offer-title">
      {campaign && (
        <>
          <DialogTitle id="offer-title" sx={{ pb: 1 }}>
            {campaign.title}
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <OwnerHeader name={campaign.owner.name} logo={campaign.owner.logo} type={campaign.type} />
            <Divider />
            <CampaignFacts campaign={campaign} places />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
            <Button variant="outlined" onClick={onClose} disabled={accept.isPending} sx={{ flex: 1 }}>
              Close
            </Button>
            <Button variant="contained" onClick={onAccept} loading={accept.isPending} sx={{ flex: 1 }}>
              Accept
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
