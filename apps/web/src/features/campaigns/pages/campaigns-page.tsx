import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import { useState } from 'react';
import type { CampaignPublic } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { useOffers } from '../api/get-offers';
import { EmptyState } from '../components/empty-state';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { OfferCard } from '../components/offer-card';
import { OfferDialog } from '../components/offer-dialog';

/** /campaings: the campaigns a customer can join, with the infinite scroll (SPEC.md section 2). */
export function CampaignsPage() {
  const q = useOffers();
  const [open, setOpen] = useState<CampaignPublic | null>(null);
  const campaigns = q.data?.pages.flatMap((p) => p.campaigns) ?? [];
  return (
    <Page title="Campaigns" subtitle="Join as many campaigns as you like and make a lot of money.">
      {q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </>
      ) : campaigns.length === 0 ? (
        <EmptyState icon={<CampaignRounded />} text="No campaigns for you right now. Check back soon." />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }} data-testid="offers">
          {campaigns.map((c) => (
            <OfferCard key={c.id} campaign={c} onOpen={() => setOpen(c)} />
          ))}
          <InfiniteSentinel
            hasMore={!!q.hasNextPage}
            loading={q.isFetchingNextPage}
            onMore={() => void q.fetchNextPage()}
          />
        </Box>
      )}
      <OfferDialog campaign={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
