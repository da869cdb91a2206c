import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RAIL_LABEL, type BankDetails, type PayoutAccount, type PayoutRail } from '@spruik/shared';
import { useSetPayoutAccount } from '../api/payout-account';
import { destinationText, percentText } from '../payout-texts';
import { BankDialog } from './bank-dialog';
import { PayPalDialog } from './paypal-dialog';
import { RailIcon } from './rail-icon';

/** The short names on the rail buttons (320 px wide phones hold three). */
const SHORT: Record<PayoutRail, string> = { stripe: 'Stripe', paypal: 'PayPal', bank: 'Bank' };

type Props = {
  account: PayoutAccount;
  bank: BankDetails | null;
  /** The bank dialog's confirmation (a venue confirms its venue's account). */
  bankConfirmText?: string;
};

/**
 * Where withdrawals go (docs/payouts.md): the chosen rail, whether it can pay yet and what it still needs, the
 * one step that finishes it, and the buttons to choose another. Stripe sends the browser to its onboarding;
 * PayPal confirms the e-mail with a code; bank transfer uses the saved bank details (asked for first).
 */
export function PayoutAccountCard({ account, bank, bankConfirmText }: Props) {
  const [dialog, setDialog] = useState<'paypal' | 'paypal-code' | 'bank' | null>(null);
  const choose = useSetPayoutAccount();
  const close = () => setDialog(null);
  const stripe = () => choose.mutate({ rail: 'stripe' });
  const pick = (rail: PayoutRail) => {
    if (rail === 'stripe') stripe();
    else if (rail === 'paypal') setDialog('paypal');
    else if (!bank) setDialog('bank');
    else choose.mutate({ rail: 'bank' });
  };

  return (
    <Card
      component="section"
      aria-labelledby="payout-account-title"
      data-testid="payout-account"
      data-rail={account.rail}
      data-ready={account.ready}
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="payout-account-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Where withdrawals go
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <RailIcon rail={account.rail} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="payout-rail">
            {RAIL_LABEL[account.rail]}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {destinationText(account, bank)}
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          color={account.ready ? 'success' : 'warning'}
          label={account.ready ? 'Ready' : 'Not ready'}
          data-testid="payout-ready"
          sx={{ fontWeight: 700 }}
        />
      </Box>
      {!account.ready && account.missing.length > 0 && (
        <Typography variant="body2" data-testid="payout-missing">
          Still needed: {account.missing.join(', ')}.
        </Typography>
      )}
      {account.rail === 'stripe' && account.ready && account.instantFeePercent > 0 && (
        <Typography variant="body2" color="text.secondary">
          Instant payouts arrive in minutes for a {percentText(account.instantFeePercent)} fee.
        </Typography>
      )}
      <NextStep account={account} busy={choose.isPending} onStripe={stripe} onDialog={setDialog} />
      <Typography variant="body2" color="text.secondary" id="payout-rail-choice">
        Withdraw by
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={account.rail}
        disabled={choose.isPending}
        onChange={(_, rail: PayoutRail | null) => rail && pick(rail)}
        aria-labelledby="payout-rail-choice"
      >
        {(['stripe', 'paypal', 'bank'] as const).map((rail) => (
          <ToggleButton key={rail} value={rail} aria-label={RAIL_LABEL[rail]} sx={{ minHeight: 44 }}>
            {SHORT[rail]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <PayPalDialog
        open={dialog === 'paypal' || dialog === 'paypal-code'}
        email={account.paypalEmail}
        awaitingCode={dialog === 'paypal-code'}
        onClose={close}
      />
      <BankDialog
        open={dialog === 'bank'}
        current={bank}
        confirmText={bankConfirmText}
        onClose={close}
        onSaved={() => {
          close();
          choose.mutate({ rail: 'bank' });
        }}
      />
    </Card>
  );
}

/** The one button that finishes the chosen rail, when it is not ready. */
function NextStep({
  account,
  busy,
  onStripe,
  onDialog,
}: {
  account: PayoutAccount;
  busy: boolean;
  onStripe: () => void;
  onDialog: (d: 'paypal-code' | 'bank') => void;
}) {
  if (account.ready) return null;
  const [label, act] =
    account.rail === 'stripe'
      ? [account.stripeConnected ? 'Finish Stripe set-up' : 'Set up Stripe', onStripe]
      : account.rail === 'paypal'
        ? ['Enter the PayPal code', () => onDialog('paypal-code')]
        : ['Add bank account', () => onDialog('bank')];
  return (
    <Button variant="contained" onClick={act} loading={busy} sx={{ minHeight: 44 }}>
      {label}
    </Button>
  );
}
