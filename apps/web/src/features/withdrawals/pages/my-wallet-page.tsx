import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import { useState } from 'react';
import { LIMITS, MONEY_MSG, type PaymentItem, type VoucherItem } from '@spruik/shared';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { money, moneyCents, toCents } from '../../../lib/money';
import { useMe } from '../../accounts/api/get-me';
import { useMyPayments } from '../../pay-at-venue/api/get-my-payments';
import { useMyVouchers } from '../../pay-at-venue/api/get-my-vouchers';
import { BankDialog } from '../components/bank-dialog';
import { PaymentDetailDialog } from '../../pay-at-venue/components/payment-detail-dialog';
import { PaymentList } from '../../pay-at-venue/components/payment-list';
import { VoucherDetailDialog } from '../../pay-at-venue/components/voucher-detail-dialog';
import { VoucherList } from '../../pay-at-venue/components/voucher-list';
import { WalletWithdrawDialog } from '../components/wallet-withdraw-dialog';
import { StatementLink } from '../../statements/components/statement-link';

type Mode = 'payments' | 'vouchers';
type Dialog = 'bank' | 'withdraw' | 'payment' | 'voucher' | null;

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
 * Customer /my_wallet (docs/spec.md, Withdrawals and payouts): the balance, Withdraw Money (the add-bank dialog first when no bank
 * account is saved), the way to the statement, and the Payments/Vouchers lists with their detail
 * dialogs.
 */
export function MyWalletPage() {
  const me = useMe();
  const [mode, setMode] = useState<Mode>('payments');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [payment, setPayment] = useState<PaymentItem | null>(null);
  const [voucher, setVoucher] = useState<VoucherItem | null>(null);
  const payments = useMyPayments();
  const vouchers = useMyVouchers(mode === 'vouchers');
  const close = () => setDialog(null);
  const bank = me.data?.customerBank ?? null;
  const wallet = me.data?.wallet ?? 0;
  // Under the $10 minimum, say so on the screen instead of opening a dialog that can only refuse.
  const belowMinimum = !!me.data && toCents(wallet) < LIMITS.minWithdrawCents;

  return (
    <Page title="My Wallet">
      {me.isError && !me.data && <LoadError onRetry={() => void me.refetch()} />}
      <Box
        sx={{
          p: 2.5,
          borderRadius: '20px',
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #b03f12 0%, #8a300c 100%)',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, opacity: 0.9 }}>
          <AccountBalanceWalletRounded fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Balance
          </Typography>
        </Box>
        <Typography variant="h4" component="p" sx={{ mt: 0.5 }} data-testid="wallet-balance">
          {me.data ? money(wallet) : '…'}
        </Typography>
        <Button
          variant="contained"
          color="inherit"
          size="large"
          startIcon={<SavingsRounded />}
          disabled={!me.data || belowMinimum}
          aria-describedby={belowMinimum ? 'withdraw-minimum' : undefined}
          onClick={() => setDialog(bank ? 'withdraw' : 'bank')}
          sx={{
            mt: 2,
            bgcolor: 'background.paper',
            color: 'primary.dark',
            '&:hover': { bgcolor: '#fff' },
            '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.3)', color: 'rgba(255,255,255,0.85)' },
          }}
        >
          Withdraw Money
        </Button>
        {belowMinimum && (
          <Typography id="withdraw-minimum" variant="body2" sx={{ mt: 1.25 }} data-testid="withdraw-minimum">
            {MONEY_MSG.withdrawMin}: you can withdraw once your balance reaches{' '}
            {moneyCents(LIMITS.minWithdrawCents)}.
          </Typography>
        )}
      </Box>
      <StatementLink />

      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={mode}
        onChange={(_, v: Mode | null) => v && setMode(v)}
        aria-label="Show"
        sx={{ bgcolor: 'background.paper' }}
      >
        <ToggleButton value="payments">Payments</ToggleButton>
        <ToggleButton value="vouchers">Vouchers</ToggleButton>
      </ToggleButtonGroup>

      {mode === 'payments' ? (
        payments.isPending ? (
          <Loading />
        ) : payments.isError ? (
          <LoadError onRetry={() => void payments.refetch()} text="We could not load your payments." />
        ) : payments.data.pages[0].payments.length === 0 ? (
          <Empty text="No payments yet. Money you earn from campaigns shows here." />
        ) : (
          <>
            <PaymentList
              payments={payments.data.pages.flatMap((page) => page.payments)}
              onOpen={(p) => {
                setPayment(p);
                setDialog('payment');
              }}
            />
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
        <VoucherList
          vouchers={vouchers.data}
          onOpen={(v) => {
            setVoucher(v);
            setDialog('voucher');
          }}
        />
      )}

      <BankDialog
        open={dialog === 'bank'}
        current={bank}
        onClose={close}
        onSaved={() => setDialog('withdraw')}
      />
      {bank && (
        <WalletWithdrawDialog
          open={dialog === 'withdraw'}
          wallet={wallet}
          bank={bank}
          onClose={close}
          onChangeBank={() => setDialog('bank')}
        />
      )}
      <PaymentDetailDialog payment={payment} open={dialog === 'payment'} onClose={close} />
      <VoucherDetailDialog voucher={voucher} open={dialog === 'voucher'} onClose={close} />
    </Page>
  );
}
