import { useState } from 'react';
import type { AdminCampaignStatus } from '@spruik/shared';
import { useCloseCampaign } from './close-campaign';
import { useAdminCampaigns, type AdminCampaign } from './get-admin-campaigns';
import { useDebounced } from '../../../lib/use-debounced';
import { useLast } from '../../../lib/use-last';
import { CampaignRow } from './campaign-row';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FilterBar, FilterSelect, type FilterOption } from '../../../components/operator/filter-bar';
import { KeysetList } from '../../../components/operator/keyset-list';
import { SearchField } from '../../../components/operator/search-field';

const STATUSES: Array<FilterOption<AdminCampaignStatus>> = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'pending', label: 'Pending' },
  { value: 'ended', label: 'Ended' },
];

/** Every campaign, searchable by title or owner, newest first; live ones can be closed early. */
export function CampaignSearch() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<AdminCampaignStatus>('all');
  const q = useDebounced(text.trim());
  const query = useAdminCampaigns({ status, q });
  const close = useCloseCampaign();
  const [closing, setClosing] = useState<AdminCampaign | null>(null);
  const closingShown = useLast(closing);
  return (
    <>
      <FilterBar>
        <SearchField label="Search campaigns" value={text} onChange={setText} />
        <FilterSelect
          label="Status"
          value={status}
          onChange={setStatus}
          options={STATUSES}
          sx={{ width: 150 }}
        />
      </FilterBar>
      <KeysetList query={query} items={(d) => d.campaigns} emptyText="No campaigns match.">
        {(c) => <CampaignRow key={c.id} campaign={c} onClose={() => setClosing(c)} />}
      </KeysetList>
      <ConfirmDialog
        open={!!closing}
        title={`Close “${closingShown?.title ?? ''}” now?`}
        confirmLabel="Close campaign"
        color="error"
        busy={close.isPending}
        onClose={() => setClosing(null)}
        onConfirm={() => closing && close.mutate(closing.id, { onSuccess: () => setClosing(null) })}
      >
        Submissions waiting for a decision are approved and paid, unfinished to-dos expire, and the unspent
        escrow goes back to the owner. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
