import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCampaignDetails } from '../api/get-campaign-details';
import { formValuesFrom } from '../campaign-form-values';
import { readCampaignDraft } from '../campaign-draft';
import { BUSINESS_CAMPAIGN_TYPES, ROLES, VENUE_CAMPAIGN_TYPES, type CampaignType } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { getRole } from '../../../lib/session';
import { useMe } from '../../accounts/api/get-me';
import { typeName } from '../campaign-display';
import { CampaignForm } from '../components/campaign-form';

/** /create_campaign?type=1..7: businesses create 1-5, venues 6-7 (docs/spec.md, Campaigns). */
export function CreateCampaignPage() {
  const [params] = useSearchParams();
  const type = Number(params.get('type'));
  // ?from=<id>: prefilled from the owner's rejected campaign.
  const from = params.get('from') ?? '';
  // &draft=1: back from adding credit, with what was typed (campaign-draft.ts).
  const draft = params.get('draft') === '1' ? readCampaignDraft(type) : null;
  const source = useCampaignDetails(from, 1, !!from);
  const me = useMe();
  const isVenue = getRole() === ROLES.venue;
  const allowed = (isVenue ? VENUE_CAMPAIGN_TYPES : BUSINESS_CAMPAIGN_TYPES).includes(type as CampaignType);

  if (!allowed)
    return (
      <Page title="New Campaign">
        <Alert
          severity="info"
          action={
            <Button
              component={RouterLink}
              to={isVenue ? '/new_venue_campaign' : '/new_campaign'}
              color="inherit"
            >
              Choose
            </Button>
          }
        >
          Please choose a campaign type.
        </Alert>
      </Page>
    );

  return (
    <Page title={typeName(type)} subtitle="Fill in the details, then preview your campaign.">
      {me.isError ? (
        <LoadError onRetry={() => void me.refetch()} />
      ) : !me.data || (from && !source.data && !source.isError) ? (
        <Skeleton variant="rounded" height={420} />
      ) : (
        <CampaignForm
          key={type}
          type={type}
          me={me.data}
          initial={source.data ? formValuesFrom(source.data) : (draft ?? undefined)}
        />
      )}
    </Page>
  );
}
