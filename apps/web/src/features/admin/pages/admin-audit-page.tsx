import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAudit } from '../api/get-audit';
import { AuditEntryRow } from '../components/audit-entry';
import { EmptyNote } from '../components/empty-note';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { QueryState } from '../components/query-state';

/** /admin/audit: every operator change (who, what, when, target, before → after), newest first. */
export function AdminAuditPage() {
  const [page, setPage] = useState(1);
  const query = useAudit(page);
  return (
    <>
      <PageHeader title="Audit log" subtitle="Every change an operator made, newest first." />
      <QueryState query={query}>
        {(data) =>
          data.entries.length === 0 ? (
            <EmptyNote text="Nothing has been changed yet." />
          ) : (
            <>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
                {data.total} entr{data.total === 1 ? 'y' : 'ies'}
              </Typography>
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                {data.entries.map((e) => (
                  <AuditEntryRow key={e.id} entry={e} />
                ))}
              </Box>
              <Pager
                page={page}
                total={data.total}
                limit={data.limit}
                onChange={(p) => {
                  setPage(p);
                  window.scrollTo({ top: 0 });
                }}
                label="Audit pages"
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
