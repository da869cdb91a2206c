import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import LocalActivityRounded from '@mui/icons-material/LocalActivityRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import { type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { atHandle, type PaymentItem, type VoucherItem } from '@spruik/shared';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { money } from '../../../lib/money';
import { useVenuePayments, useVenueVouchers } from '../api/venue-lists';
import { formatDateTime } from '../../../lib/date';
import { voucherLabel } from '../components/voucher-label';
import { CheckInsPanel } from '../../visits/components/check-ins-panel';

const TABS = ['payments', 'vouchers', 'check-ins'] as const;
type TabName = (typeof TABS)[number];

const handleOf = (instagram: string | null, fallback: string) =>
  instagram ? atHandle('instagram', instagram) : fallback;

/** A row card: tinted icon tile, details in the middle, amount and chip on the right. */
function ItemCard({
  testId,
  icon,
  tint,
  color,
  aside,
  children,
}: {
  testId: string;
  icon: ReactNode;
  tint: string;
  color: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      data-testid={testId}
      sx={{ p: 1.5, borderRadius: '14px', display: 'flex', gap: 1.5, alignItems: 'center' }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: tint,
          color,
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Box sx={{ textAlign: 'right' }}>{aside}</Box>
    </Card>
  );
}

function PaymentCard({ p }: { p: PaymentItem }) {
  return (
    <ItemCard
      testId="venue-payment"
      icon={<PaymentsRounded />}
      tint="rgba(46,125,50,0.12)"
      color="success.main"
      aside={
        <>
          <Typography sx={{ fontWeight: 800, color: 'success.main' }}>{money(p.total)}</Typography>
          {p.confirmationCode && (
            <Chip
              size="small"
              label={p.confirmationCode}
              aria-label={`Confirmation code ${p.confirmationCode}`}
              data-testid="payment-code"
              sx={{ mt: 0.5, fontFamily: 'monospace', fontWeight: 800, letterSpacing: '0.08em' }}
            />
          )}
        </>
      }
    >
      <Typography sx={{ fontWeight: 700 }} noWrap>
        {handleOf(p.customerInstagramID, p.userName)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {formatDateTime(p.usedAt || p.createdAt)}
      </Typography>
      {(p.wallet > 0 || p.pocket > 0) && (
        <Typography variant="caption" color="text.secondary" component="p">
          Wallet {money(p.wallet)} · Pocket {money(p.pocket)}
        </Typography>
      )}
      {p.voucher && (
        <Typography
          variant="caption"
          component="p"
          sx={{ fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' }}
          data-testid="payment-voucher"
        >
          Voucher redeemed: {voucherLabel(p.voucher)}
        </Typography>
      )}
    </ItemCard>
  );
}

function VoucherCard({ v }: { v: VoucherItem }) {
  return (
    <ItemCard
      testId="venue-voucher"
      icon={<LocalActivityRounded />}
      tint="rgba(217,83,30,0.1)"
      color="primary.main"
      aside={
        <>
          <Typography sx={{ fontWeight: 800 }}>{v.discount ? `${v.discount}%` : v.prize}</Typography>
          <Chip
            size="small"
            label={v.isUsed ? 'Used' : 'Not used'}
            color={v.isUsed ? 'success' : 'default'}
            variant={v.isUsed ? 'filled' : 'outlined'}
            sx={{ mt: 0.5 }}
          />
        </>
      }
    >
      <Typography sx={{ fontWeight: 700 }} noWrap>
        {handleOf(v.customerInstgramId, 'Customer')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {v.isUsed && v.usedAt ? `Used ${formatDateTime(v.usedAt)}` : `Issued ${formatDateTime(v.createdAt)}`}
      </Typography>
    </ItemCard>
  );
}

/**
 * /payments (venue): payments made here, vouchers issued for it, and check-ins (?tab=check-ins: type or scan the
 * customer's code); new ones arrive as live updates.
 */
export function VenuePaymentsPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabName = TABS.find((t) => t === params.get('tab')) ?? 'payments';
  const setTab = (t: TabName) => setParams(t === 'payments' ? {} : { tab: t }, { replace: true });
  const payments = useVenuePayments();
  const vouchers = useVenueVouchers();
  return (
    <Page
      title="Payments"
      subtitle="New payments appear here as they happen. Match the code the customer shows."
    >
      <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} variant="fullWidth">
        <Tab value="payments" label="Payments" />
        <Tab value="vouchers" label="Vouchers" />
        <Tab value="check-ins" label="Check-ins" />
      </Tabs>
      {tab === 'check-ins' && <CheckInsPanel />}
      {tab === 'payments' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} role="tabpanel" aria-label="Payments">
          {payments.isError && <LoadError onRetry={() => void payments.refetch()} />}
          {payments.isPending && <Skeleton variant="rounded" height={72} />}
          {payments.data?.pages[0].payments.length === 0 && (
            <Typography color="text.secondary">No payments yet.</Typography>
          )}
          {payments.data?.pages
            .flatMap((page) => page.payments)
            .map((p) => (
              <PaymentCard key={p.id} p={p} />
            ))}
          {payments.data && (
            <InfiniteSentinel
              hasMore={payments.hasNextPage}
              loading={payments.isFetchingNextPage}
              onMore={() => void payments.fetchNextPage()}
            />
          )}
        </Box>
      )}
      {tab === 'vouchers' && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} role="tabpanel" aria-label="Vouchers">
          {vouchers.isError && <LoadError onRetry={() => void vouchers.refetch()} />}
          {vouchers.isPending && <Skeleton variant="rounded" height={72} />}
          {vouchers.data?.length === 0 && <Typography color="text.secondary">No vouchers yet.</Typography>}
          {vouchers.data?.map((v) => (
            <VoucherCard key={v.id} v={v} />
          ))}
        </Box>
      )}
    </Page>
  );
}
