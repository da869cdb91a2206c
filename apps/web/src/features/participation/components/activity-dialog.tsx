import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../../components/ui/dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { useState } from 'react';
import type { ActivityItem } from '@spruik/shared';
import { CampaignFacts } from '../../campaigns/components/campaign-facts';
import { OwnerHeader } from '../../campaigns/components/owner-header';
import { openable } from '../../campaigns/campaign-display';
import { activityAction } from '../activity-actions';
import { useNow } from '../../../lib/use-now';
import { canSubmit } from '../activity-status';
import { SubmitDeadline } from './submit-deadline';
import { ActivityStatusNote } from './activity-status-note';
import { AppealSection } from './appeal-section';
import { SubmitForm } from './submit-form';
import { ClickLink } from './click-link';

/**
 * My Activities' detail dialog: the campaign, then the deadline and the action per type (a to-do that can
 * still be submitted) or the status text.
 */
export function ActivityDialog({
  activity: current,
  onClose,
}: {
  activity: ActivityItem | null;
  onClose: () => void;
}) {
  // Keep showing the last activity while the dialog fades out.
  const [a, setA] = useState(current);
  if (current && current !== a) setA(current);
  const now = useNow();
  const action = a && canSubmit(a, now) ? activityAction(a) : null;

  return (
    <Dialog open={!!current} onClose={onClose} aria-labelledby="activity-title">
      {a && (
        <>
          <DialogTitle id="activity-title" sx={{ pb: 1 }}>
            {a.campaign.title}
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <OwnerHeader name={a.campaign.owner.name} logo={a.campaign.owner.logo} type={a.campaign.type} />
            <Divider />
            <CampaignFacts campaign={a.campaign} />
            <ClickLink activity={a} />
            <Divider />
            {action ? (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                <SubmitDeadline activity={a} now={now} />
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="activity-instruction">
                  {action.instruction}
                </Typography>
                {action.open && (
                  <Button
                    variant="outlined"
                    href={openable(action.open.href)}
                    target="_blank"
                    rel="noopener noreferrer"
                    endIcon={<OpenInNewRounded />}
                  >
                    {action.open.label}
                  </Button>
                )}
                <SubmitForm key={a.id} activity={a} submitLabel={action.submitLabel} onDone={onClose} />
              </Box>
            ) : (
              <>
                <ActivityStatusNote activity={a} />
                <AppealSection key={a.id} activity={a} />
              </>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
