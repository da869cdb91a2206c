import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CAMPAIGN_TYPE, INSTANT_TYPES, ROLES, type CampaignDetails } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { useCampaignDetails } from '../api/get-campaign-details';
import { AnalyticsSection } from '../components/analytics-section';
import { ParticipantsSection } from '../components/participants-section';
import { ReviewSection } from '../components/review-section';
import { EndCampaign } from '../components/end-campaign';
import { CreateFromRejected } from '../components/create-from-rejected';
import { AttributionSection } from '../components/attribution-section';
import { ReturnSection } from '../components/return-section';
import { getRole } from '../../../lib/session';

type Section = 'review' | 'analytics' | 'attribution' | 'return' | 'participants';

function Panel({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  id: Section;
  title: string;
  open: boolean;
  onToggle: (id: Section) => void;
  children: ReactNode;
}) {
  return (
    <Accordion
      expanded={open}
      onChange={() => onToggle(id)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ borderRadius: '16px !important', '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRounded />}
        aria-controls={`${id}-content`}
        id={`${id}-header`}
      >
        <Typography variant="subtitle1">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}

/** Return on spend is a venue campaign's (credit or voucher). */
const hasReturn = (c: CampaignDetails) => c.type === CAMPAIGN_TYPE.credit || c.type === CAMPAIGN_TYPE.voucher;

/** Approvals only for types other than 1 and 3, while the campaign is active and before its end date. */
const approvalsOpen = (c: CampaignDetails) =>
  !INSTANT_TYPES.includes(c.type) && c.isActive && new Date(c.endDate).getTime() > Date.now();

/** /campaign_details?id=: the owner's accordion (docs/spec.md, Campaigns). */
export function CampaignDetailsPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Section | null>('review');
  const q = useCampaignDetails(id, page);
  const toggle = (s: Section) => setOpen((o) => (o === s ? null : s));
  const c = q.data;

  if (!id) return <Page title="Campaign Details">Choose a campaign in your campaigns list.</Page>;
  if (q.isError)
    return (
      <Page title="Campaign Details">
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      </Page>
    );
  if (!c)
    return (
      <Page title="Campaign Details">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Page>
    );
  return (
    <Page title="Campaign Details" subtitle={c.title}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Panel id="review" title="Campaign Review" open={open === 'review'} onToggle={toggle}>
          <ReviewSection campaign={c} />
        </Panel>
        <Panel id="analytics" title="Campaign Analytics" open={open === 'analytics'} onToggle={toggle}>
          <AnalyticsSection campaign={c} />
        </Panel>
        {/* A venue's own campaign: what it brought back (the server answers the owning venue only). */}
        {getRole() === ROLES.venue && (
          <Panel id="attribution" title="Redemptions" open={open === 'attribution'} onToggle={toggle}>
            <AttributionSection campaignId={c.id} />
          </Panel>
        )}
        {/* Beside Redemptions: visits, new and returning guests and spend at the counter (docs/visits.md). */}
        {hasReturn(c) && (
          <Panel id="return" title="Return" open={open === 'return'} onToggle={toggle}>
            <ReturnSection campaignId={c.id} />
          </Panel>
        )}
        {approvalsOpen(c) && (
          <Panel
            id="participants"
            title="Participants & Approvals"
            open={open === 'participants'}
            onToggle={toggle}
          >
            <ParticipantsSection campaign={c} page={page} onPage={setPage} />
          </Panel>
        )}
        {c.rejectedReason && <CreateFromRejected campaign={c} />}
        <EndCampaign campaign={c} />
      </Box>
    </Page>
  );
}
