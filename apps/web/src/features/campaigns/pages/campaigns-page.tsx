import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
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
import { useMe } from '../../accounts/api/get-me';
import { whyNoOffers } from '../../accounts/social-states';

/** What keeps Instagram and TikTok campaigns away: each account's state, and a way to the profile. */
function WhyLines({ lines }: { lines: string[] }) {
  return (
    <Box data-testid="why-no-offers" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      <Box>
        <Button component={RouterLink} to="/edit_profile" size="small">
          Edit profile
        </Button>
      </Box>
    </Box>
  );
}

const NOT_VERIFIED = 'You can join Instagram and TikTok campaigns once an account is verified.';

/** An empty list says what is missing when the customer is not a verified creator yet. */
function NoOffers({ why }: { why: string[] | null }) {
  if (!why)
    return <EmptyState icon={<CampaignRounded />} text="No campaigns for you right now. Check back soon." />;
  return <EmptyState icon={<CampaignRounded />} text={NOT_VERIFIED} action={<WhyLines lines={why} />} />;
}

/** /campaings: the campaigns a customer can join, with the infinite scroll (docs/spec.md, Participation). */
export function CampaignsPage() {
  const q = useOffers();
  const [open, setOpen] = useState<CampaignPublic | null>(null);
  const campaigns = q.data?.pages.flatMap((p) => p.campaigns) ?? [];
  const { data: me } = useMe();
  const why = me ? whyNoOffers(me) : null;
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
        <NoOffers why={why} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }} data-testid="offers">
          {/* Offers may still be listed after a verification was withdrawn; say what is missing. */}
          {why && (
            <Alert severity="info" icon={false}>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                {NOT_VERIFIED}
              </Typography>
              <WhyLines lines={why} />
            </Alert>
          )}
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
