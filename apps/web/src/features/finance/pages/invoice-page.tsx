import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import type { TaxDocumentData } from '@spruik/shared';
import { LoadError } from '../../../components/ui/load-error';
import { RouteFallback } from '../../../components/ui/route-fallback';
import { formatDate } from '../../../lib/date';
import { money, moneyCents, toCents } from '../../../lib/money';
import { useDownloadPdf, useTaxDocument } from '../api/documents';
import { DocumentSheet } from '../components/document-sheet';

/**
 * /invoice/:id: a tax invoice (or, unregistered for GST, an invoice) or a credit note, as issued: printable and as
 * PDF. An invoice lists its credit notes on screen; a credit note links its invoice. The operator opens any.
 */
export function InvoicePage() {
  const id = useParams().id ?? '';
  const q = useTaxDocument(id);
  const download = useDownloadPdf('invoice', id, 'invoice.pdf');
  if (q.isError)
    return (
      <LoadError error={q.error} onRetry={() => void q.refetch()} text="We could not load the invoice." />
    );
  if (!q.data) return <RouteFallback />;
  const d = q.data;
  const invoice = d.kind === 'invoice';
  return (
    <DocumentSheet
      title={d.title}
      number={d.numberText}
      facts={[
        ['Date issued', d.date],
        [invoice ? 'Period' : 'Period of the invoice', d.period],
        ...(d.creditNoteOf ? ([['Credits', d.creditNoteOf.numberText]] as Array<[string, string]>) : []),
        ...(d.reason ? ([['Reason', d.reason]] as Array<[string, string]>) : []),
      ]}
      parties={[
        { heading: 'From', party: d.seller },
        { heading: invoice ? 'Bill to' : 'To', party: d.buyer },
      ]}
      lines={d.lines.map((l) => ({ description: l.description, amount: money(l.amount) }))}
      totals={[
        ...(d.gstRegistered
          ? [
              { label: 'Total excluding GST', amount: moneyCents(toCents(d.total) - toCents(d.gst)) },
              { label: 'GST', amount: money(d.gst), testId: 'doc-gst' },
            ]
          : []),
        {
          label: invoice ? 'Total (paid from your credit)' : 'Total credited',
          amount: money(d.total),
          strong: true,
          testId: 'doc-total',
        },
      ]}
      notes={[
        d.gstNote,
        invoice
          ? "The fees were taken from the campaigns' reserved credit as creators were paid: nothing is left to pay."
          : 'The amount is back in your credit.',
      ]}
      onDownload={() => download.mutate()}
      downloading={download.isPending}
      after={<Related d={d} />}
    />
  );
}

function Related({ d }: { d: TaxDocumentData }) {
  if (d.creditNoteOf)
    return (
      <Typography variant="body2">
        This credit note corrects{' '}
        <Link component={RouterLink} to={`/invoice/${d.creditNoteOf.id}`}>
          {d.creditNoteOf.numberText}
        </Link>
        .
      </Typography>
    );
  if (d.creditNotes.length === 0) return null;
  return (
    <Box data-testid="credit-notes">
      <Typography variant="subtitle2">Credit notes on this invoice</Typography>
      {d.creditNotes.map((n) => (
        <Typography key={n.id} variant="body2">
          <Link component={RouterLink} to={`/invoice/${n.id}`}>
            {n.numberText}
          </Link>{' '}
          of {formatDate(n.issuedAt)}: {money(n.amount)}
        </Typography>
      ))}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Left on the invoice: {money(d.creditLeft)}
      </Typography>
    </Box>
  );
}
