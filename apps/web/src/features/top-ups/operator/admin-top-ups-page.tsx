import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminTopUps, type TopUpFilter } from './get-admin-top-ups';
import { FilterBar, FilterSelect, type FilterOption } from '../../../components/operator/filter-bar';
import { KeysetList } from '../../../components/operator/keyset-list';
import { PageHeader } from '../../../components/operator/page-header';
import { SearchField } from '../../../components/operator/search-field';
import { SimulateTopUpDialog, type TopUpSimulation } from './simulate-top-up-dialog';
import { TopUpCard } from './top-up-card';
import { useDebounced } from '../../../lib/use-debounced';

const FILTERS: Array<FilterOption<TopUpFilter>> = [
  { value: '', label: 'All' },
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'disputed', label: 'Disputed' },
];

/**
 * /admin/top-ups: every payment in, newest first, with its provider, ids and status after refunds and
 * disputes; searchable, filtered, loaded as the list scrolls. TEST MODE top-ups can simulate refunds and disputes.
 */
export function AdminTopUpsPage() {
  // The operators' e-mail about a refund links here with ?q=<the account's e-mail>.
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [status, setStatus] = useState<TopUpFilter>('');
  const [simulation, setSimulation] = useState<TopUpSimulation | null>(null);
  const q = useDebounced(text.trim());
  const query = useAdminTopUps({ q, status });
  return (
    <>
      <PageHeader
        title="Top-ups"
        subtitle="Money in through the payment providers, with refunds and disputes. A refund or chargeback suspends the account for your review."
      />
      <FilterBar>
        <SearchField label="E-mail, name or provider id" value={text} onChange={setText} />
        <FilterSelect
          label="Status"
          value={status}
          onChange={setStatus}
          options={FILTERS}
          sx={{ width: 150 }}
        />
      </FilterBar>
      <KeysetList
        query={query}
        items={(d) => d.topUps}
        emptyText="No top-ups match."
        listSx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      >
        {(t) => <TopUpCard key={t.id} topUp={t} onSimulate={(event) => setSimulation({ topUp: t, event })} />}
      </KeysetList>
      <SimulateTopUpDialog simulation={simulation} onClose={() => setSimulation(null)} />
    </>
  );
}
