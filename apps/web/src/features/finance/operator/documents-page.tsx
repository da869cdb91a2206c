import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DocumentListItem } from '@spruik/shared';
import { EmptyNote } from '../../../components/operator/empty-note';
import { FilterBar, FilterSelect, type FilterOption } from '../../../components/operator/filter-bar';
import { PageHeader } from '../../../components/operator/page-header';
import { QueryState } from '../../../components/operator/query-state';
import { SearchField } from '../../../components/operator/search-field';
import { formatDateTime } from '../../../lib/date';
import { money, toCents } from '../../../lib/money';
import { useDebounced } from '../../../lib/use-debounced';
import { documentPath } from '../components/documents-section';
import { useAdminDocuments, type DocumentKindFilter } from './documents-api';
import { DocumentsCreditNoteDialog } from './documents-credit-note-dialog';

const KINDS: Array<FilterOption<DocumentKindFilter>> = [
  { value: '', label: 'All' },
  { value: 'invoice', label: 'Invoices' },
  { value: 'credit_note', label: 'Credit notes' },
  { value: 'receipt', label: 'Receipts' },
];

/**
 * /admin/finance/documents: everyone's invoices, credit notes and receipts, newest first (the latest 100 that
 * match), searched by the owner's name or e-mail. Each opens its printable page; an invoice can be credited.
 */
export function AdminDocumentsPage() {
  const [text, setText] = useState('');
  const [kind, setKind] = useState<DocumentKindFilter>('');
  const [crediting, setCrediting] = useState<DocumentListItem | null>(null);
  const q = useDebounced(text.trim());
  const query = useAdminDocuments({ q, kind });
  return (
    <>
      <PageHeader
        title="Documents"
        subtitle="Receipts for top-ups, invoices for the service fees and the credit notes that correct them. Documents are never changed once issued: correct an invoice with a credit note."
      />
      <FilterBar>
        <SearchField label="Owner's name or e-mail" value={text} onChange={setText} />
        <FilterSelect label="Kind" value={kind} onChange={setKind} options={KINDS} sx={{ width: 160 }} />
      </FilterBar>
      <QueryState query={query}>
        {(data) =>
          data.documents.length === 0 ? (
            <EmptyNote text="No documents match." />
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              {data.documents.map((d) => (
                <DocumentCard key={`${d.type}:${d.id}`} d={d} onCredit={() => setCrediting(d)} />
              ))}
            </Box>
          )
        }
      </QueryState>
      <DocumentsCreditNoteDialog invoice={crediting} onClose={() => setCrediting(null)} />
    </>
  );
}

function DocumentCard({ d, onCredit }: { d: DocumentListItem; onCredit: () => void }) {
  return (
    <Card
      component="article"
      aria-label={`${d.title} ${d.number}`}
      data-testid="document-card"
      sx={{ p: 2, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ lineHeight: 1.3 }}>
            {d.title}{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {d.number}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {d.owner?.name} · {d.owner?.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(d.at)}
            {toCents(d.gst) > 0 && ` · GST ${money(d.gst)}`}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography sx={{ fontWeight: 800 }}>{money(d.amount)}</Typography>
          <Chip
            size="small"
            label={d.type === 'receipt' ? 'Receipt' : d.type === 'invoice' ? 'Invoice' : 'Credit note'}
            color={d.type === 'credit_note' ? 'success' : 'default'}
            variant="outlined"
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={documentPath(d)} variant="outlined" sx={{ minHeight: 44 }}>
          Open
        </Button>
        {d.type === 'invoice' && (
          <Button
            variant="contained"
            onClick={onCredit}
            sx={{ minHeight: 44 }}
            data-testid="issue-credit-note"
          >
            Issue credit note
          </Button>
        )}
      </Box>
    </Card>
  );
}
