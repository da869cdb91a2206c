import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditNoteRequest } from '@spruik/shared';
import { financeApi } from '@spruik/shared/api';
import { call } from '../../../lib/api';
import { useNotify } from '../../../lib/feedback';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { adminKey } from '../../../lib/operator-key';

export type DocumentKindFilter = '' | 'invoice' | 'credit_note' | 'receipt';

const documentsKey = [...adminKey, 'finance-documents'] as const;

/** GET /api/admin/finance/documents: everyone's, newest first (the latest 100), searched and filtered. */
export const useAdminDocuments = (filter: { q: string; kind: DocumentKindFilter }) =>
  useQuery({
    queryKey: [...documentsKey, filter.q, filter.kind],
    queryFn: ({ signal }) =>
      call(
        financeApi.adminDocuments,
        { query: { q: filter.q || undefined, owner: undefined, kind: filter.kind || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** The invoice as issued, with its credit notes and what is left to credit (the credit note dialog). */
export const useAdminInvoice = (id: string | null) =>
  useQuery({
    queryKey: [...adminKey, 'tax-document', id],
    queryFn: ({ signal }) => call(financeApi.adminInvoice, { params: { id: id! } }, { signal }),
    enabled: !!id,
  });

/**
 * POST /api/admin/finance/invoices/{id}/credit-notes: one credit note per confirmation (an Idempotency-Key per
 * intended note, so a retry after a lost answer issues it once). The console's lists refresh after it.
 */
export function useIssueCreditNote(invoiceId: string) {
  const qc = useQueryClient();
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: CreditNoteRequest) =>
      keys
        .send(body, (options) => call(financeApi.creditNote, { params: { id: invoiceId }, body }, options))
        .then((s) => s.data),
    onSuccess: (data) => {
      notify(data.message);
      return qc.invalidateQueries({ queryKey: adminKey });
    },
  });
}
