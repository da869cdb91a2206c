import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CampaignPublic } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { useVenueOffers } from '../../campaigns/api/get-venue-offers';
import { EmptyState } from '../../campaigns/components/empty-state';
import { OfferCard } from '../../campaigns/components/offer-card';
import { OfferDialog } from '../../campaigns/components/offer-dialog';

/** /venues_campaigns?id=: that venue's campaigns with the open dialog and Accept (docs/spec.md, Participation). */
export function VenueCampaignsForCustomerPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const q = useVenueOffers(id);
  const [open, setOpen] = useState<CampaignPublic | null>(null);
  const name = q.data?.venue.details.name || q.data?.venue.name;

  if (!id) return <Page title="Venue Campaigns">Choose a venue on the map first.</Page>;
  return (
    <Page title="Venue Campaigns" subtitle={name}>
      {q.isError ? (
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <Skeleton variant="rounded" height={96} />
      ) : q.data.campaigns.length === 0 ? (
        <EmptyState text="No active campaign for you at this time." />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }} data-testid="offers">
          {q.data.campaigns.map((c) => (
            <OfferCard key={c.id} campaign={c} onOpen={() => setOpen(c)} />
          ))}
        </Box>
      )}
      <OfferDialog campaign={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
