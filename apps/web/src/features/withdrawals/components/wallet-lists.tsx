import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PaymentItem, VoucherItem } from '@spruik/shared';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { LoadError } from '../../../components/ui/load-error';
import { useMyPayments } from '../../pay-at-venue/api/get-my-payments';
import { useMyVouchers } from '../../pay-at-venue/api/get-my-vouchers';
import { PaymentList } from '../../pay-at-venue/components/payment-list';
import { VoucherList } from '../../pay-at-venue/components/voucher-list';
import { WithdrawHistory } from './withdraw-history';

type Mode = 'payments' | 'vouchers' | 'withdrawals';

function Empty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

function Loading() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Skeleton variant="rounded" height={64} />
      <Skeleton variant="rounded" height={64} />
    </Box>
  );
}

/**
 * The wallet's lists under one switch: Payments (money in and out), Vouchers, and Withdrawals with where each
 * stands (docs/payouts.md). A row of the first two opens its details.
 */
export function WalletLists({
  onPayment,
  onVoucher,
}: {
  onPayment: (p: PaymentItem) => void;
  onVoucher: (v: VoucherItem) => void;
}) {
  const [mode, setMode] = useState<Mode>('payments');
  const payments = useMyPayments();
  const vouchers = useMyVouchers(mode === 'vouchers');
  return (
    <>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={mode}
        onChange={(_, v: Mode | null) => v && setMode(v)}
        aria-label="Show"
        sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root': { px: 0.5, minHeight: 44 } }}
      >
        <ToggleButton value="payments">Payments</ToggleButton>
        <ToggleButton value="vouchers">Vouchers</ToggleButton>
        <ToggleButton value="withdrawals">Withdrawals</ToggleButton>
      </ToggleButtonGroup>

      {mode === 'withdrawals' ? (
        <WithdrawHistory heading={false} />
      ) : mode === 'payments' ? (
        payments.isPending ? (
          <Loading />
        ) : payments.isError ? (
          <LoadError onRetry={() => void payments.refetch()} text="We could not load your payments." />
        ) : payments.data.pages[0].payments.length === 0 ? (
          <Empty text="No payments yet. Money you earn from campaigns shows here." />
        ) : (
          <>
            <PaymentList payments={payments.data.pages.flatMap((page) => page.payments)} onOpen={onPayment} />
            <InfiniteSentinel
              hasMore={payments.hasNextPage}
              loading={payments.isFetchingNextPage}
              onMore={() => void payments.fetchNextPage()}
            />
          </>
        )
      ) : vouchers.isPending ? (
        <Loading />
      ) : vouchers.isError ? (
        <LoadError onRetry={() => void vouchers.refetch()} text="We could not load your vouchers." />
      ) : vouchers.data.length === 0 ? (
        <Empty text="No vouchers yet. Voucher campaigns at venues reward you with them." />
      ) : (
        <VoucherList vouchers={vouchers.data} onOpen={onVoucher} />
      )}
    </>
  );
}
