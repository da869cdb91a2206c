import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentListItem } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { formatDate } from '../../../lib/date';
import { money, toCents } from '../../../lib/money';
import { financeDocumentsKey, useIssueInvoice, useOwnerDocuments } from '../api/documents';

/** Where a row opens: a receipt's page is its top-up's, an invoice's or credit note's its own. */
export const documentPath = (d: Pick<DocumentListItem, 'type' | 'id'>) =>
  d.type === 'receipt' ? `/receipt/${d.id}` : `/invoice/${d.id}`;

/**
 * "Receipts and invoices" on /credit and /venue_credit (docs/finance.md): every paid top-up's receipt, the invoices
 * of the service fees and their credit notes, newest first, each opening its printable page. When fees wait for
 * the monthly invoice, the owner may ask for it now. `credit` is the balance shown above: when it moves (a
 * top-up, a fee, a credit note) the list is read again.
 */
export function DocumentsSection({ credit }: { credit: number | undefined }) {
  const docs = useOwnerDocuments();
  const issue = useIssueInvoice();
  const qc = useQueryClient();
  const seen = useRef(credit);
  useEffect(() => {
    if (seen.current !== undefined && credit !== seen.current)
      void qc.invalidateQueries({ queryKey: financeDocumentsKey });
    seen.current = credit;
  }, [credit, qc]);

  const waiting = toCents(docs.data?.feesNotInvoiced);
  const taxInvoice = docs.data?.gstRegistered ?? true;
  return (
    <Box component="section" aria-labelledby="documents-title" data-testid="documents-section">
      <Typography id="documents-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Receipts and invoices
      </Typography>
      {waiting > 0 && (
        <Alert
          severity="info"
          icon={<ReceiptLongRounded />}
          sx={{ mb: 1.5, '& .MuiAlert-message': { width: '100%' } }}
          data-testid="fees-waiting"
        >
          Service fees of <b>{money(docs.data?.feesNotInvoiced)}</b> are not invoiced yet. They go on your{' '}
          {taxInvoice ? 'tax invoice' : 'invoice'} at the end of the month.
          <Box sx={{ mt: 1 }}>
            <Button
              variant="contained"
              size="small"
              loading={issue.isPending}
              onClick={() => issue.mutate()}
              sx={{ minHeight: 44 }}
              data-testid="invoice-now"
            >
              {taxInvoice ? 'Get a tax invoice now' : 'Get an invoice now'}
            </Button>
          </Box>
        </Alert>
      )}
      {docs.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : docs.isError ? (
        <LoadError onRetry={() => void docs.refetch()} text="We could not load your receipts and invoices." />
      ) : docs.data.documents.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          No receipts or invoices yet. Each top-up gets a receipt, and the service fees an invoice each month.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {docs.data.documents.map((d) => (
            <DocumentRow key={`${d.type}:${d.id}`} d={d} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function DocumentRow({ d }: { d: DocumentListItem }) {
  const credit = d.type === 'credit_note';
  return (
    <Box component="li">
      <ButtonBase
        component={RouterLink}
        to={documentPath(d)}
        data-testid="document-row"
        data-document-type={d.type}
        sx={{
          width: '100%',
          minHeight: 56,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          textAlign: 'left',
          borderRadius: '14px',
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {d.title}{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {d.number}
            </Box>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDate(d.at)}
            {d.type !== 'receipt' && toCents(d.gst) > 0 && ` · GST ${money(d.gst)}`}
          </Typography>
        </Box>
        <Typography
          sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}
          color={credit ? 'success.main' : undefined}
        >
          {money(d.amount)}
        </Typography>
        <ChevronRightRounded color="action" />
      </ButtonBase>
    </Box>
  );
}
