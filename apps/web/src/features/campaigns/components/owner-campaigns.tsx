import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { useOwnerCampaigns, type OwnerList } from '../api/get-owner-campaigns';
import { EmptyState } from './empty-state';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { OwnerCampaignCard } from './owner-campaign-card';
import { ToggleTabs } from './toggle-tabs';

function CampaignList({ which, newTo }: { which: OwnerList; newTo: string }) {
  const q = useOwnerCampaigns(which);
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!q.data)
    return (
      <>
        <Skeleton variant="rounded" height={84} />
        <Skeleton variant="rounded" height={84} />
      </>
    );
  const campaigns = q.data.pages.flatMap((p) => p.campaigns);
  if (campaigns.length === 0)
    return (
      <EmptyState
        icon={<CampaignRounded />}
        text={which === 'live' ? 'No live campaigns yet.' : 'No previous campaigns yet.'}
        action={
          which === 'live' && (
            <Button component={RouterLink} to={newTo} variant="contained">
              Create a campaign
            </Button>
          )
        }
      />
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid={`${which}-campaigns`}>
      {campaigns.map((c) => (
        <OwnerCampaignCard key={c.id} campaign={c} previous={which === 'prev'} />
      ))}
      <InfiniteSentinel
        hasMore={!!q.hasNextPage}
        loading={q.isFetchingNextPage}
        onMore={() => void q.fetchNextPage()}
      />
    </Box>
  );
}

/** /business_campaigns and /venue_campaigns: Live and Previous lists with the infinite scroll. */
export function OwnerCampaigns({ newTo }: { newTo: string }) {
  const [which, setWhich] = useState<OwnerList>('live');
  return (
    <Page title="Campaigns">
      <ToggleTabs
        label="Campaign lists"
        value={which}
        onChange={setWhich}
        options={[
          { value: 'live', label: 'Live Campaigns' },
          { value: 'prev', label: 'Previous Campaigns' },
        ]}
      />
      <CampaignList key={which} which={which} newTo={newTo} />
    </Page>
  );
}
