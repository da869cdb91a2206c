import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { RouteFallback } from '../../../components/ui/route-fallback';
import { money } from '../../../lib/money';
import { useDownloadPdf, useReceipt } from '../api/documents';
import { DocumentSheet } from '../components/document-sheet';

/** /receipt/:id: a paid top-up's receipt (its id is the top-up's), printable and as PDF. The operator opens any. */
export function ReceiptPage() {
  const id = useParams().id ?? '';
  const q = useReceipt(id);
  const download = useDownloadPdf('receipt', id, 'receipt.pdf');
  if (q.isError)
    return (
      <LoadError error={q.error} onRetry={() => void q.refetch()} text="We could not load the receipt." />
    );
  if (!q.data) return <RouteFallback />;
  const r = q.data;
  return (
    <DocumentSheet
      title={r.title}
      number={r.number}
      facts={[
        ['Date paid', r.date],
        ['Method', r.method],
      ]}
      parties={[
        { heading: 'From', party: r.seller },
        { heading: 'Received from', party: r.payer },
      ]}
      lines={[{ description: 'Prepaid credit', amount: money(r.amount) }]}
      totals={[{ label: 'Amount received', amount: money(r.amount), strong: true, testId: 'doc-total' }]}
      notes={[r.note]}
      onDownload={() => download.mutate()}
      downloading={download.isPending}
    />
  );
}
