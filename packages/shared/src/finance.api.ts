/**
 * The platform's own books (docs/finance.md): receipts, tax invoices and credit notes, and the operator's Finance
 * reports. Payees' tax details are part of withdrawals (withdrawals.api.ts), since they gate a payout.
 */
import { OPERATORS, ROLES } from './constants';
import {
  adminDocumentsData,
  adminDocumentsQuery,
  creditNoteData,
  creditNoteRequest,
  FINANCE_MSG,
  issueInvoiceData,
  ownerDocumentsData,
  receiptData,
  taxDocumentData,
} from './finance-documents';
import { defineRoute } from './http/contract';
import { idParams } from './http/wire';

const documentsTag = 'Receipts and invoices';
/** Who tops up and pays fees: businesses and venues. */
const OWNERS = [ROLES.venue, ROLES.business] as const;
const receiptParams = idParams({ id: FINANCE_MSG.receiptNotFound });
const documentParams = idParams({ id: FINANCE_MSG.documentNotFound });

export const financeApi = {
  // ---- receipts, tax invoices, credit notes (documents) ----
  documents: defineRoute({
    method: 'GET',
    path: '/api/finance/documents',
    summary:
      "The caller's receipts (paid top-ups), invoices and credit notes, newest first (the latest 100), and the " +
      'fees charged and not invoiced yet',
    tag: documentsTag,
    access: OWNERS,
    data: ownerDocumentsData,
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/api/finance/receipts/:id',
    summary:
      "A paid top-up's receipt (not a tax invoice: fees are invoiced apart); 404 for another's or an unpaid one",
    tag: documentsTag,
    access: OWNERS,
    params: receiptParams,
    data: receiptData,
  }),
  receiptPdf: defineRoute({
    method: 'GET',
    path: '/api/finance/receipts/:id/pdf',
    summary: 'The receipt as a PDF (A4), a download',
    tag: documentsTag,
    access: OWNERS,
    params: receiptParams,
    produces: 'application/pdf',
  }),
  issueInvoice: defineRoute({
    method: 'POST',
    path: '/api/finance/invoices',
    summary:
      'Invoice the fees charged so far and not invoiced yet, now (409 "No fees to invoice yet." when there are none, ' +
      'so a repeat issues nothing)',
    tag: documentsTag,
    access: OWNERS,
    idempotent: true,
    data: issueInvoiceData,
  }),
  invoice: defineRoute({
    method: 'GET',
    path: '/api/finance/invoices/:id',
    summary: "One of the caller's invoices or credit notes, as issued",
    tag: documentsTag,
    access: OWNERS,
    params: documentParams,
    data: taxDocumentData,
  }),
  invoicePdf: defineRoute({
    method: 'GET',
    path: '/api/finance/invoices/:id/pdf',
    summary: 'The invoice or credit note as a PDF (A4), a download',
    tag: documentsTag,
    access: OWNERS,
    params: documentParams,
    produces: 'application/pdf',
  }),
  adminDocuments: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/documents',
    summary:
      "Everyone's invoices, credit notes and receipts with their owner, newest first (the latest 100): search by " +
      'name or e-mail, or name one owner; kind invoice, credit_note or receipt',
    tag: documentsTag,
    access: OPERATORS.finance,
    query: adminDocumentsQuery,
    data: adminDocumentsData,
  }),
  adminReceipt: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/receipts/:id',
    summary: "Any paid top-up's receipt",
    tag: documentsTag,
    access: OPERATORS.finance,
    params: receiptParams,
    data: receiptData,
  }),
  adminReceiptPdf: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/receipts/:id/pdf',
    summary: "Any paid top-up's receipt as a PDF",
    tag: documentsTag,
    access: OPERATORS.finance,
    params: receiptParams,
    produces: 'application/pdf',
  }),
  adminInvoice: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/invoices/:id',
    summary: 'Any invoice or credit note, as issued',
    tag: documentsTag,
    access: OPERATORS.finance,
    params: documentParams,
    data: taxDocumentData,
  }),
  adminInvoicePdf: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/invoices/:id/pdf',
    summary: 'Any invoice or credit note as a PDF',
    tag: documentsTag,
    access: OPERATORS.finance,
    params: documentParams,
    produces: 'application/pdf',
  }),
  creditNote: defineRoute({
    method: 'POST',
    path: '/api/admin/finance/invoices/:id/credit-notes',
    summary:
      "Issue a credit note on an invoice: at most its fee less earlier credit notes; the amount goes back to the owner's " +
      'credit from platform:revenue (a fee_refund entry), audited and messaged',
    tag: documentsTag,
    access: OPERATORS.finance,
    idempotent: true,
    params: documentParams,
    body: creditNoteRequest,
    data: creditNoteData,
  }),

  // ---- the Finance reports ----
};
