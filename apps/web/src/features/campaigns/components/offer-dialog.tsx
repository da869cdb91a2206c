import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CAMPAIGN_MSG, ERROR_CODE, type CampaignPublic } from '@spruik/shared';
import { isApiError } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { offerPush } from '../../push/ask';
import { noEnergyAdvice, type NoEnergyAdvice } from '../../quiz/no-energy';
import { quizStatusQuery } from '../../quiz/api/get-quiz-status';
import { useAcceptCampaign } from '../api/accept-campaign';
import { viewCampaign } from '../api/view-campaign';
import { CampaignFacts } from './campaign-facts';
import { OwnerHeader } from './owner-header';

/**
 * The customer's campaign dialog (docs/spec.md, Campaigns): opening it records a view; Accept joins the campaign,
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
  const qc = useQueryClient();
  // Keep showing the last campaign while the dialog fades out.
  const [campaign, setCampaign] = useState(current);
  const [noEnergy, setNoEnergy] = useState<NoEnergyAdvice | null>(null);
  if (current && current !== campaign) {
    setCampaign(current);
    setNoEnergy(null);
  }
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
        // A push tells when the post is approved and paid: the moment to ask (docs/push.md).
        offerPush('joined');
      },
      onError: (e) => {
        if (!isApiError(e) || e.code !== ERROR_CODE.NO_ENERGY) return feedback.error(e.message);
        // Offer the quiz only if it can be played now; otherwise say when it can.
        qc.fetchQuery(quizStatusQuery).then(
          (status) => setNoEnergy(noEnergyAdvice(status)),
          () => setNoEnergy(noEnergyAdvice(null)),
        );
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
            {noEnergy && (
              <Alert severity="warning" data-testid="no-energy">
                {noEnergy.text}
                {noEnergy.action && (
                  <Button
                    component={RouterLink}
                    to={noEnergy.action.to}
                    variant="outlined"
                    color="inherit"
                    sx={{ display: 'flex', mt: 1, minHeight: 44, width: 'fit-content' }}
                  >
                    {noEnergy.action.label}
                  </Button>
                )}
              </Alert>
            )}
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
