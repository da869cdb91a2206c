import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { money } from '../../../lib/money';
import { useMyVouchers } from '../api/get-my-vouchers';
import { voucherOffer } from '../components/voucher-list';
import { useMyPockets } from '../api/get-my-pockets';
import { PocketDialog, type PocketSummary } from '../components/pocket-dialog';
import { RewardCard } from '../components/reward-card';

const VOUCHER_COLORS: [string, string] = ['#1f6f6b', '#3fa39b'];
const POCKET_COLORS: [string, string] = ['#8a300c', '#d9531e'];

/**
 * /my_rewards: the customer's real rewards instead of static samples: vouchers not used yet,
 * and pocket money waiting at venues. Each opens its venue's page, where it is spent or shown at the counter.
 */
export function MyRewardsPage() {
  const vouchers = useMyVouchers();
  const pockets = useMyPockets();
  const [pocket, setPocket] = useState<PocketSummary | null>(null);
  const retry = () => {
    if (vouchers.isError) void vouchers.refetch();
    if (pockets.isError) void pockets.refetch();
  };
  const unused = vouchers.data?.filter((v) => !v.isUsed) ?? [];
  const inPockets = pockets.data ?? [];

  return (
    <Page title="My Rewards" subtitle="Treats from the venues you promote.">
      {vouchers.isError || pockets.isError ? (
        <LoadError onRetry={retry} text="We could not load your rewards." />
      ) : vouchers.isPending || pockets.isPending ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Box>
      ) : unused.length === 0 && inPockets.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 4, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography color="text.secondary">
            No rewards yet. Venues reward creators with vouchers and pocket money: join their campaigns to
            earn some.
          </Typography>
          <Button component={RouterLink} to="/campaings" variant="contained" sx={{ alignSelf: 'center' }}>
            Find campaigns
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {unused.map((v) => (
            <RewardCard
              key={v.id}
              testId="reward-voucher"
              venueId={v.venue}
              title={voucherOffer(v)}
              venueName={v.venueName}
              detail="Choose it when you pay at the venue."
              tag="Voucher"
              icon={<LocalOfferRounded />}
              colors={VOUCHER_COLORS}
            />
          ))}
          {inPockets.map((p) => (
            <RewardCard
              key={p.venue}
              testId="reward-pocket"
              venueId={p.venue}
              onOpen={() => setPocket(p)}
              title={`${money(p.pocket)} to spend`}
              venueName={p.venueName}
              detail="Pocket money: pay with it at this venue. Tap for its history."
              tag="Pocket"
              icon={<AccountBalanceWalletRounded />}
              colors={POCKET_COLORS}
            />
          ))}
        </Box>
      )}
      <PocketDialog pocket={pocket} onClose={() => setPocket(null)} />
    </Page>
  );
}
