import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AddCardRounded from '@mui/icons-material/AddCardRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { useBalanceRefresh } from '../../../lib/balance-sync';
import { money } from '../../../lib/money';
import { useMe } from '../../accounts/api/get-me';
import { BankDialog } from '../../withdrawals/components/bank-dialog';
import { withdrawsKey } from '../../../lib/query-keys';
import { venueLiabilityKey } from '../../pay-at-venue/api/get-venue-liability';
import { AddCreditDialog } from '../components/add-credit-dialog';
import { BackToForm } from '../components/back-to-form';
import { BalanceCard } from '../components/balance-card';
import { VenueLiabilityCard } from '../../pay-at-venue/components/venue-liability-card';
import { PayoutAccountCard } from '../../withdrawals/components/payout-account-card';
import { useTaxGate } from '../../withdrawals/components/tax-gate';
import { VenueWithdrawDialog } from '../../withdrawals/components/venue-withdraw-dialog';
import { WithdrawHistory } from '../../withdrawals/components/withdraw-history';
import { needsBankFirst } from '../../withdrawals/payout-texts';
import { useStripeReturn } from '../../withdrawals/stripe-return';
import { StatementLink } from '../../statements/components/statement-link';
import { DocumentsSection } from '../../finance/components/documents-section';
import { EarningsStatementButton } from '../../finance/components/earnings-statement-button';

/** The shell refreshes the credit itself (['me']); these belong to this page. */
const REFRESH = [withdrawsKey, venueLiabilityKey] as const;
const VENUE_BANK_CONFIRM = 'I confirm that this is the bank account of my venue.';

/**
 * Venue /venue_credit (docs/spec.md, Withdrawals and payouts): available credit, what of it is withdrawable (only
 * counter payments from wallets) with their statements, total in-app income, Add Credit (docs/spec.md, Top-ups:
 * venues fund credit campaigns), Withdraw Money, where withdrawals go (the payout account, docs/payouts.md;
 * Stripe's onboarding returns here), the tax details given before the first withdrawal (docs/finance.md; the
 * sign-up ABN is offered), what the venue owes in goods, and the withdrawal history.
 */
export function VenueCreditPage() {
  const me = useMe();
  useStripeReturn();
  const [dialog, setDialog] = useState<'add' | 'withdraw' | 'bank' | 'tax' | null>(null);
  // Without tax details the withdraw dialog says so and leads to the form, then back to withdrawing.
  const tax = useTaxGate(dialog, setDialog);
  useBalanceRefresh(REFRESH);
  const credit = me.data?.details?.credit ?? 0;
  const withdrawable = me.data?.details?.withdrawable ?? 0;
  const bank = me.data?.customerBank ?? null;
  const account = me.data?.payoutAccount ?? null;
  const close = () => setDialog(null);

  return (
    <Page title="Credit">
      {me.isError && !me.data && <LoadError onRetry={() => void me.refetch()} />}
      <BackToForm />
      <BalanceCard
        label="Available Credit"
        icon={<SavingsRounded fontSize="small" />}
        value={me.data ? money(credit) : '…'}
        testId="available-credit"
      >
        <Button
          variant="contained"
          color="inherit"
          startIcon={<AddCardRounded />}
          onClick={() => setDialog('add')}
          sx={{ mt: 2, bgcolor: 'background.paper', color: 'primary.dark', '&:hover': { bgcolor: '#fff' } }}
        >
          Add Credit
        </Button>
      </BalanceCard>
      <BalanceCard
        tone="plain"
        label="Withdrawable"
        icon={<AccountBalanceRounded fontSize="small" color="success" />}
        value={me.data ? money(withdrawable) : '…'}
        testId="withdrawable"
      >
        <Typography variant="caption" color="text.secondary">
          What customers paid here from their wallets, less your withdrawals. Topped-up credit funds campaigns
          only.
        </Typography>
        {/* Beside the balance it draws on: only the withdrawable part can leave (docs/business-rules.md). */}
        <Button
          variant="contained"
          color="success"
          startIcon={<AccountBalanceRounded />}
          disabled={!me.data}
          // Bank transfer needs bank details first: without them the add-bank dialog opens instead.
          onClick={() => setDialog(needsBankFirst(account, bank) ? 'bank' : 'withdraw')}
          sx={{ display: 'flex', mt: 1.5 }}
        >
          Withdraw Money
        </Button>
      </BalanceCard>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <StatementLink />
        <StatementLink account="earnings" label="Withdrawable statement" />
        <EarningsStatementButton />
      </Box>
      <BalanceCard
        tone="plain"
        label="Total in-app income"
        icon={<TrendingUpRounded fontSize="small" color="success" />}
        value={me.data ? money(me.data.details?.totalIncome) : '…'}
        testId="total-income"
      >
        <Typography variant="caption" color="text.secondary">
          Everything customers paid here from their wallets.
        </Typography>
      </BalanceCard>
      <VenueLiabilityCard />
      {account && <PayoutAccountCard account={account} bank={bank} bankConfirmText={VENUE_BANK_CONFIRM} />}
      {tax.card}
      <WithdrawHistory />
      <DocumentsSection credit={me.data ? credit : undefined} />

      <AddCreditDialog open={dialog === 'add'} onClose={close} />
      {tax.dialogs}
      <VenueWithdrawDialog
        open={dialog === 'withdraw' && !tax.missing}
        withdrawable={withdrawable}
        account={account}
        bank={bank}
        onClose={close}
        onChangeBank={() => setDialog('bank')}
      />
      <BankDialog open={dialog === 'bank'} current={bank} confirmText={VENUE_BANK_CONFIRM} onClose={close} />
    </Page>
  );
}
