import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { CampaignDetails } from '@spruik/shared';

/** A rejected campaign cannot be resubmitted: its reason, and a new campaign prefilled from it. */
export function CreateFromRejected({ campaign: c }: { campaign: CampaignDetails }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={`/create_campaign?type=${c.type}&from=${c.id}`} size="small">
          Create a new campaign
        </Button>
      }
    >
      Rejected: {c.rejectedReason}
    </Alert>
  );
}
