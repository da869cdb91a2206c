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
import {
  earningsData,
  earningsQuery,
  halfYearQuery,
  monthRangeQuery,
  moneyReportData,
  payeesReportData,
  revenueReportData,
} from './finance-reports';

const reportsTag = 'Finance reports';
const monthsHelp =
  'from and to: YYYY-MM, Melbourne calendar months, both included (default: the 12 months to this one; at most 120)';
const payees = [ROLES.customer, ROLES.venue] as const;

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
  revenue: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/revenue',
    summary:
      'Revenue by month: campaign service fees, instant payout fees, refunds of fees (credit notes), net revenue ' +
      `and the GST of the tax documents issued. ${monthsHelp}`,
    tag: reportsTag,
    access: OPERATORS.finance,
    query: monthRangeQuery,
    data: revenueReportData,
  }),
  revenueCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/revenue.csv',
    summary: `Revenue by month as CSV (dollars, 2 decimals), with a Total row. ${monthsHelp}`,
    tag: reportsTag,
    access: OPERATORS.finance,
    query: monthRangeQuery,
    produces: 'text/csv',
  }),
  money: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/money',
    summary:
      'Money in and out by month: top-ups, reversals, platform losses, adjustments, payouts by rail and the ' +
      `change in what the platform holds. ${monthsHelp}`,
    tag: reportsTag,
    access: OPERATORS.finance,
    query: monthRangeQuery,
    data: moneyReportData,
  }),
  moneyCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/money.csv',
    summary: `Money in and out by month as CSV, with a Total row. ${monthsHelp}`,
    tag: reportsTag,
    access: OPERATORS.finance,
    query: monthRangeQuery,
    produces: 'text/csv',
  }),
  payees: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/payees',
    summary:
      'Payees by half-year (half=2026-H2 is 1 July to 31 December 2026, 2027-H1 1 January to 30 June 2027; ' +
      'default this one): each customer or venue paid in it, with tax details, payout account, gross, instant ' +
      'fees, net and the number of payouts',
    tag: reportsTag,
    access: OPERATORS.finance,
    query: halfYearQuery,
    data: payeesReportData,
  }),
  payeesCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/finance/payees.csv',
    summary: 'Payees by half-year as CSV, one row per payee (for the sharing economy report)',
    tag: reportsTag,
    access: OPERATORS.finance,
    query: halfYearQuery,
    produces: 'text/csv',
  }),
  earnings: defineRoute({
    method: 'GET',
    path: '/api/finance/earnings',
    summary:
      "The caller's earnings statement for a financial year (year=2026 is 1 July 2025 to 30 June 2026; default " +
      'this one), by month: campaign payouts (customers) or counter payments (venues), withdrawals paid, instant fees',
    tag: reportsTag,
    access: payees,
    query: earningsQuery,
    data: earningsData,
  }),
  earningsCsv: defineRoute({
    method: 'GET',
    path: '/api/finance/earnings.csv',
    summary: "The caller's earnings statement for a financial year as CSV, by month with a Total row",
    tag: reportsTag,
    access: payees,
    query: earningsQuery,
    produces: 'text/csv',
  }),
};
