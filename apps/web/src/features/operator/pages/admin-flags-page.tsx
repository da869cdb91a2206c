import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { FLAG_LIMITS } from '@spruik/shared';
import {
  usePaidByOneOwner,
  useQuickWithdrawals,
  useRemovedPosts,
  useSharedAccounts,
  type SharedBy,
} from '../api/get-trust-flags';
import { KeysetList } from '../../../components/operator/keyset-list';
import { OneOwnerCard } from '../components/one-owner-card';
import { PageHeader } from '../../../components/operator/page-header';
import { QuickWithdrawalCard } from '../components/quick-withdrawal-card';
import { RemovedPostCard } from '../components/removed-post-card';
import { SharedAccountCard } from '../components/shared-account-card';

type View = SharedBy | 'withdrawals' | 'oneOwner' | 'postsRemoved';

const VIEWS: Array<{ value: View; label: string }> = [
  { value: 'bank', label: 'Bank accounts' },
  { value: 'phone', label: 'Phone numbers' },
  { value: 'card', label: 'Cards' },
  { value: 'device', label: 'Devices' },
  { value: 'signupIp', label: 'Sign-up addresses' },
  { value: 'abn', label: 'ABNs' },
  { value: 'oneOwner', label: 'Paid by one owner' },
  { value: 'withdrawals', label: 'Quick withdrawals' },
  { value: 'postsRemoved', label: 'Posts removed' },
];

const EMPTY: Record<SharedBy, string> = {
  bank: 'No bank account is shared.',
  phone: 'No phone number is shared.',
  card: 'No top-up card is shared.',
  device: 'No device is shared.',
  signupIp: 'No sign-up address is shared.',
  abn: 'No ABN is shared.',
};

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
};

function SharedList({ by }: { by: SharedBy }) {
  const query = useSharedAccounts(by);
  return (
    <KeysetList query={query} items={(d) => d.groups} listSx={GRID} emptyText={EMPTY[by]}>
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

function PaidByOneOwner() {
  const query = usePaidByOneOwner();
  return (
    <KeysetList
      query={query}
      items={(d) => d.customers}
      listSx={GRID}
      emptyText={`No customer earned ${FLAG_LIMITS.oneOwnerPercent}% or more from one owner.`}
    >
      {(c) => <OneOwnerCard key={c.customer.id} item={c} />}
    </KeysetList>
  );
}

function RemovedPosts() {
  const query = useRemovedPosts();
  return (
    <KeysetList
      query={query}
      items={(d) => d.posts}
      listSx={GRID}
      emptyText="No confirmed post was deleted or made private within 7 days."
    >
      {(p) => <RemovedPostCard key={p.id} item={p} />}
    </KeysetList>
  );
}

/**
 * /admin/flags: what to check before paying out. Accounts that share a bank account or a phone
 * number (one person with two accounts can pay themselves through their own campaign), and withdrawals asked
 * for within 24 hours after a card or PayPal top-up (the money could be charged back after it left). The trust
 * signals too: shared top-up cards, devices, sign-up addresses and ABNs, customers paid mostly by one owner, and
 * confirmed posts removed within 7 days.
 */
export function AdminFlagsPage() {
  const [view, setView] = useState<View>('bank');
  const index = VIEWS.findIndex((v) => v.value === view);
  return (
    <>
      <PageHeader
        title="Trust flags"
        subtitle="Accounts that share bank details, a phone, card, device, sign-up address or ABN; customers paid mostly by one owner; withdrawals soon after a top-up; confirmed posts removed within 7 days."
      />
      <Tabs
        value={index}
        onChange={(_, i: number) => setView(VIEWS[i].value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minWidth: 0, px: 1 },
        }}
      >
        {VIEWS.map((v) => (
          <Tab key={v.value} label={v.label} />
        ))}
      </Tabs>
      {view === 'withdrawals' ? (
        <QuickWithdrawals />
      ) : view === 'oneOwner' ? (
        <PaidByOneOwner />
      ) : view === 'postsRemoved' ? (
        <RemovedPosts />
      ) : (
        <SharedList key={view} by={view} />
      )}
    </>
  );
}
