import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLES } from '@spruik/shared';
import { financeApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { feedback, useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { adminKey } from '../../../lib/operator-key';
import { getRole } from '../../../lib/session';

/** The owner's receipts, invoices and credit notes. */
export const financeDocumentsKey = ['finance-documents'] as const;

/** GET /api/finance/documents: newest first, with the fees not invoiced yet. */
export const useOwnerDocuments = () =>
  useQuery({
    queryKey: financeDocumentsKey,
    queryFn: ({ signal }) => call(financeApi.documents, {}, { signal }),
  });

/** The operator reads any document through the console's routes; an owner reads their own. */
const asOperator = () => getRole() === ROLES.admin;

/** A receipt (a paid top-up's), for the printable page. */
export const useReceipt = (id: string) =>
  useQuery({
    queryKey: asOperator() ? [...adminKey, 'receipt', id] : [...financeDocumentsKey, 'receipt', id],
    queryFn: ({ signal }) =>
      call(asOperator() ? financeApi.adminReceipt : financeApi.receipt, { params: { id } }, { signal }),
  });

/** An invoice or credit note, for the printable page. */
export const useTaxDocument = (id: string) =>
  useQuery({
    queryKey: asOperator() ? [...adminKey, 'tax-document', id] : [...financeDocumentsKey, 'tax-document', id],
    queryFn: ({ signal }) =>
      call(asOperator() ? financeApi.adminInvoice : financeApi.invoice, { params: { id } }, { signal }),
  });

/** The PDF, fetched with the session and saved (lib/download.ts). */
export function useDownloadPdf(kind: 'receipt' | 'invoice', id: string, fallbackName: string) {
  return useMutation({
    mutationFn: () => {
      const operator = asOperator();
      const contract =
        kind === 'receipt'
          ? operator
            ? financeApi.adminReceiptPdf
            : financeApi.receiptPdf
          : operator
            ? financeApi.adminInvoicePdf
            : financeApi.invoicePdf;
      return downloadFile(contract, { params: { id } }, fallbackName);
    },
    onError: (e) => feedback.error(e.message),
  });
}

/**
 * POST /api/finance/invoices: an invoice for the fees so far, now. One Idempotency-Key per press, so a retry after a
 * lost answer gets the same invoice rather than a refusal.
 */
export function useIssueInvoice() {
  const qc = useQueryClient();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: () =>
      keys.send('invoice-now', (options) => call(financeApi.issueInvoice, {}, options)).then((s) => s.data),
    onSuccess: (data) => {
      notify(data.message);
      return qc.invalidateQueries({ queryKey: financeDocumentsKey });
    },
    // The server said why (the snackbar shows it); the list may be out of date, so it is read again.
    onError: () => qc.invalidateQueries({ queryKey: financeDocumentsKey }),
  });
}
