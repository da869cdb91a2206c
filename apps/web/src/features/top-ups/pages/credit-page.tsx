import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddCardRounded from '@mui/icons-material/AddCardRounded';
import SavingsRounded from '@mui/icons-material/SavingsRounded';
import { useState } from 'react';
import { Page } from '../../../components/ui/page';
import { LoadError } from '../../../components/ui/load-error';
import { money } from '../../../lib/money';
import { useMe } from '../../accounts/api/get-me';
import { AddCreditDialog } from '../components/add-credit-dialog';
import { BackToForm } from '../components/back-to-form';
import { BalanceCard } from '../components/balance-card';
import { StatementLink } from '../../statements/components/statement-link';
import { DocumentsSection } from '../../finance/components/documents-section';

/**
 * Business /credit: the available credit (truncated to the cent), the Add Credit dialog (docs/spec.md, Top-ups) and the
 * way to its statement. The
 * shell refreshes the credit when the checkout window confirms a top-up.
 */
export function CreditPage() {
  const { data: me, isError, refetch } = useMe();
  const [adding, setAdding] = useState(false);
  return (
    <Page title="Credit" subtitle="Your credit pays creators for your campaigns.">
      {isError && !me ? <LoadError onRetry={() => void refetch()} /> : null}
      <BackToForm />
      <BalanceCard
        label="Available Credit"
        icon={<SavingsRounded fontSize="small" />}
        value={me ? money(me.details?.credit) : '…'}
        testId="available-credit"
      >
        <Button
          variant="contained"
          color="inherit"
          size="large"
          startIcon={<AddCardRounded />}
          onClick={() => setAdding(true)}
          sx={{ mt: 2, bgcolor: 'background.paper', color: 'primary.dark', '&:hover': { bgcolor: '#fff' } }}
        >
          Add Credit
        </Button>
      </BalanceCard>
      <StatementLink />
      <Typography variant="body2" color="text.secondary">
        Credit is reserved when you create a campaign and what creators do not earn comes back when it ends.
        Top up by card or with PayPal, from $20.00.
      </Typography>
      <DocumentsSection credit={me?.details?.credit} />
      <AddCreditDialog open={adding} onClose={() => setAdding(false)} />
    </Page>
  );
}
