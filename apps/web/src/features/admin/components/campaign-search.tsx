import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminCampaignStatus } from '@spruik/shared';
import { useCloseCampaign } from '../api/close-campaign';
import { useAdminCampaigns, type AdminCampaign } from '../api/get-admin-campaigns';
import { useDebounced } from '../use-debounced';
import { useLast } from '../use-last';
import { CampaignRow } from './campaign-row';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyNote } from './empty-note';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { SearchField } from './search-field';

const STATUSES: Array<{ value: AdminCampaignStatus; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'pending', label: 'Pending' },
  { value: 'ended', label: 'Ended' },
];

/** Every campaign, searchable by title or owner, newest first; live ones can be closed early. */
export function CampaignSearch() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<AdminCampaignStatus>('all');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim());
  const query = useAdminCampaigns({ status, q, page });
  const close = useCloseCampaign();
  const [closing, setClosing] = useState<AdminCampaign | null>(null);
  const closingShown = useLast(closing);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <SearchField
          label="Search campaigns"
          value={text}
          onChange={(v) => {
            setText(v);
            setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as AdminCampaignStatus);
            setPage(1);
          }}
          sx={{ width: 150 }}
        >
          {STATUSES.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <QueryState query={query}>
        {(data) =>
          data.campaigns.length === 0 ? (
            <EmptyNote text="No campaigns match." />
          ) : (
            <>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
                {data.total} campaign{data.total === 1 ? '' : 's'}
              </Typography>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                {data.campaigns.map((c) => (
                  <CampaignRow key={c.id} campaign={c} onClose={() => setClosing(c)} />
                ))}
              </Box>
              <Pager
                page={page}
                total={data.total}
                limit={data.limit}
                onChange={setPage}
                label="Campaign pages"
              />
            </>
          )
        }
      </QueryState>
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
