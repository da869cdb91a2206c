import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import { useState } from 'react';
import { LIMITS, MONEY_MSG, type PaymentItem, type VoucherItem } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { money, moneyCents, toCents } from '../../../lib/money';
import { useMe } from '../../accounts/api/get-me';
import { BankDialog } from '../components/bank-dialog';
import { PaymentDetailDialog } from '../../pay-at-venue/components/payment-detail-dialog';
import { VoucherDetailDialog } from '../../pay-at-venue/components/voucher-detail-dialog';
import { PayoutAccountCard } from '../components/payout-account-card';
import { useTaxGate } from '../components/tax-gate';
import { WalletLists } from '../components/wallet-lists';
import { WalletWithdrawDialog } from '../components/wallet-withdraw-dialog';
import { StatementLink } from '../../statements/components/statement-link';
import { EarningsStatementButton } from '../../finance/components/earnings-statement-button';
import { needsBankFirst } from '../payout-texts';
import { useStripeReturn } from '../stripe-return';

type Dialog = 'bank' | 'withdraw' | 'tax' | 'payment' | 'voucher' | null;

/**
 * Customer /my_wallet (docs/spec.md, Withdrawals and payouts): the balance, Withdraw Money (the add-bank dialog
 * first when withdrawals go by bank transfer and no bank account is saved), where withdrawals go (the payout
 * account, docs/payouts.md; Stripe's onboarding returns here), the tax details given before the first withdrawal
 * (docs/finance.md: without them the withdraw dialog leads to the form), the way to the statement, and the Payments,
 * Vouchers and Withdrawals lists with their detail dialogs.
 */
export function MyWalletPage() {
  const me = useMe();
  useStripeReturn();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [payment, setPayment] = useState<PaymentItem | null>(null);
  const [voucher, setVoucher] = useState<VoucherItem | null>(null);
  const close = () => setDialog(null);
  // Without tax details the withdraw dialog says so and leads to the form, then back to withdrawing.
  const tax = useTaxGate(dialog, setDialog);
  const bank = me.data?.customerBank ?? null;
  const account = me.data?.payoutAccount ?? null;
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
          onClick={() => setDialog(needsBankFirst(account, bank) ? 'bank' : 'withdraw')}
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
      <EarningsStatementButton />

      {account && <PayoutAccountCard account={account} bank={bank} />}
      {tax.card}
      <WalletLists
        onPayment={(p) => {
          setPayment(p);
          setDialog('payment');
        }}
        onVoucher={(v) => {
          setVoucher(v);
          setDialog('voucher');
        }}
      />

      <BankDialog
        open={dialog === 'bank'}
        current={bank}
        onClose={close}
        onSaved={() => setDialog('withdraw')}
      />
      {tax.dialogs}
      <WalletWithdrawDialog
        open={dialog === 'withdraw' && !tax.missing}
        wallet={wallet}
        account={account}
        bank={bank}
        onClose={close}
        onChangeBank={() => setDialog('bank')}
      />
      <PaymentDetailDialog payment={payment} open={dialog === 'payment'} onClose={close} />
      <VoucherDetailDialog voucher={voucher} open={dialog === 'voucher'} onClose={close} />
    </Page>
  );
}
