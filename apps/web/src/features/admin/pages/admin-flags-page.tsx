import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { FLAG_LIMITS } from '@spruik/shared';
import { useQuickWithdrawals, useSharedAccounts, type SharedBy } from '../api/get-trust-flags';
import { KeysetList } from '../components/keyset-list';
import { PageHeader } from '../components/page-header';
import { QuickWithdrawalCard } from '../components/quick-withdrawal-card';
import { SharedAccountCard } from '../components/shared-account-card';

type View = SharedBy | 'withdrawals';

const VIEWS: Array<{ value: View; label: string }> = [
  { value: 'bank', label: 'Bank accounts' },
  { value: 'phone', label: 'Phone numbers' },
  { value: 'withdrawals', label: 'Quick withdrawals' },
];

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
};

function SharedList({ by }: { by: SharedBy }) {
  const query = useSharedAccounts(by);
  return (
    <KeysetList
      query={query}
      items={(d) => d.groups}
      listSx={GRID}
      emptyText={by === 'bank' ? 'No bank account is shared.' : 'No phone number is shared.'}
    >
      {(g) => <SharedAccountCard key={g.shared} group={g} />}
    </KeysetList>
  );
}

function QuickWithdrawals() {
  const query = useQuickWithdrawals();
  return (
    <KeysetList
      query={query}
      items={(d) => d.withdrawals}
      listSx={GRID}
      emptyText={`No withdrawal was requested within ${FLAG_LIMITS.topUpWindowHours} hours of a top-up.`}
    >
      {(w) => <QuickWithdrawalCard key={w.id} item={w} />}
    </KeysetList>
  );
}

/**
 * /admin/flags (issue 14): what to check before paying out. Accounts that share a bank account or a phone
 * number (one person with two accounts can pay themselves through their own campaign), and withdrawals asked
 * for within 24 hours after a card or PayPal top-up (the money could be charged back after it left).
 */
export function AdminFlagsPage() {
  const [view, setView] = useState<View>('bank');
  const index = VIEWS.findIndex((v) => v.value === view);
  return (
    <>
      <PageHeader
        title="Trust flags"
        subtitle="Accounts that share bank details or a phone number, and withdrawals soon after a card or PayPal top-up."
      />
      <Tabs
        value={index}
        onChange={(_, i: number) => setView(VIEWS[i].value)}
        variant="fullWidth"
        sx={{
          mb: 2,
          maxWidth: 640,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minWidth: 0, px: 1 },
        }}
      >
        {VIEWS.map((v) => (
          <Tab key={v.value} label={v.label} />
        ))}
      </Tabs>
      {view === 'withdrawals' ? <QuickWithdrawals /> : <SharedList key={view} by={view} />}
    </>
  );
}
