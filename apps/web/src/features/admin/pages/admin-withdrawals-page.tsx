import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { money } from '../../../lib/money';
import { useAdminWithdraws, type WithdrawFilter } from '../api/get-admin-withdraws';
import { useOverview } from '../api/get-overview';
import { DecideWithdrawDialog, type WithdrawDecision } from '../components/decide-withdraw-dialog';
import { EmptyNote } from '../components/empty-note';
import { PageHeader } from '../components/page-header';
import { PayoutExport } from '../components/payout-export';
import { QueryState } from '../components/query-state';
import { WithdrawCard } from '../components/withdraw-card';

const FILTERS: Array<{ value: WithdrawFilter; label: string; empty: string }> = [
  { value: 1, label: 'Pending', empty: 'No withdrawals are waiting.' },
  { value: 2, label: 'Paid', empty: 'No paid withdrawals yet.' },
  { value: 3, label: 'Rejected', empty: 'No rejected withdrawals.' },
  { value: '', label: 'All', empty: 'No withdrawals yet.' },
];

/**
 * /admin/withdrawals: the queue with bank details, Pay and Reject, and the payout CSV for the bank. The list
 * loads a page at a time as it scrolls; the pending count and total come from the overview's queue figures.
 */
export function AdminWithdrawalsPage() {
  const [status, setStatus] = useState<WithdrawFilter>(1);
  const [decision, setDecision] = useState<WithdrawDecision | null>(null);
  const query = useAdminWithdraws(status);
  const queues = useOverview().data?.queues;
  const filter = FILTERS.find((f) => f.value === status) ?? FILTERS[0];
  return (
    <>
      <PageHeader
        title="Withdrawals"
        subtitle={
          status === 1 && queues
            ? `${queues.withdrawalsPending} waiting, ${money(queues.withdrawalsPendingAmount)} in all. Transfer the money, then mark each one as paid.`
            : 'Transfer the money, then mark each withdrawal as paid.'
        }
      />
      <Tabs
        value={FILTERS.indexOf(filter)}
        onChange={(_, i: number) => setStatus(FILTERS[i].value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: 0, px: 2 } }}
      >
        {FILTERS.map((f) => (
          <Tab key={f.label} label={f.label} />
        ))}
      </Tabs>
      <QueryState query={query}>
        {(data) =>
          data.pages[0].withdraws.length === 0 ? (
            <EmptyNote text={filter.empty} />
          ) : (
            <>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
                }}
              >
                {data.pages
                  .flatMap((page) => page.withdraws)
                  .map((w) => (
                    <WithdrawCard
                      key={w.id}
                      withdraw={w}
                      onDecide={(approve) => setDecision({ withdraw: w, approve })}
                    />
                  ))}
              </Box>
              <InfiniteSentinel
                hasMore={query.hasNextPage}
                loading={query.isFetchingNextPage}
                onMore={() => void query.fetchNextPage()}
              />
            </>
          )
        }
      </QueryState>
      <PayoutExport />
      <DecideWithdrawDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
