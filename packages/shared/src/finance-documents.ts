/**
 * Receipts, tax invoices and credit notes (docs/finance.md, "Receipts, tax invoices and credit notes"): their texts,
 * how their numbers are written, and the shapes the API answers. A receipt is what a paid top-up gives; an
 * invoice bills an owner's service fees; a credit note gives part of an invoice's fee back.
 */
import { z } from 'zod';
import { dollars, isoDate, objectId } from './http/wire';
import { idOrNull, moneyAmount } from './money-rules';
import { COMMON_MSG, text, textProblem } from './validation';

export const FINANCE_MSG = {
  receiptNotFound: 'Receipt not found.',
  documentNotFound: 'Invoice not found.',
  noFees: 'No fees to invoice yet.',
  onlyInvoices: 'Only an invoice can be credited.',
  nothingLeft: 'Everything on this invoice has been credited already.',
  creditAboveLeft: 'The credit note cannot be more than what the invoice has left',
  amountAboveZero: COMMON_MSG.amountAboveZero,
  reasonRequired: 'Please give the reason for the credit note.',
  reasonLong: COMMON_MSG.reasonLong300,
  searchLong: COMMON_MSG.searchLong,
  filterInvalid: COMMON_MSG.filterInvalid,
  ownerInvalid: 'The owner is not valid.',
} as const;

/** What every receipt says: a top-up buys prepaid credit, and the fee is billed apart. */
export const RECEIPT_NOTE =
  'Receipt for prepaid credit. This is not a tax invoice: the service fee is invoiced monthly.';

/** The one numbering series shared by invoices and credit notes (document_counters.series). */
export const TAX_DOCUMENT_SERIES = 'tax_documents';

export type TaxDocumentKind = 'invoice' | 'credit_note';

/** INV-000042, CN-000043: one series, so a number names one document whatever its kind. */
export const documentNumberText = (kind: TaxDocumentKind, n: number) =>
  `${kind === 'invoice' ? 'INV' : 'CN'}-${String(n).padStart(6, '0')}`;

/** R- and the first 12 hex digits of the top-up's id: stable, and never reused (48 random bits). */
export const receiptNumberText = (topUpId: string) =>
  `R-${topUpId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;

/**
 * The document's title: a tax invoice needs the issuer's GST registration, so without it an invoice is an
 * "Invoice". A credit note is a "Credit note" either way.
 */
export const documentTitle = (kind: TaxDocumentKind, gstRegistered: boolean) =>
  kind === 'credit_note' ? 'Credit note' : gstRegistered ? 'Tax invoice' : 'Invoice';

export const GST_NOTE = {
  included: 'The total includes GST.',
  none: 'No GST is charged: the issuer is not registered for GST.',
} as const;

/** A seller, payer or buyer as the document names them. */
export const documentParty = z.object({
  name: z.string(),
  abn: z.string().nullable().describe('11 digits, written 51 824 753 556 on the document'),
  address: z.string().nullable(),
});
export type DocumentParty = z.infer<typeof documentParty>;

export const receiptData = z.object({
  _id: objectId,
  id: objectId.describe("The top-up's id"),
  number: z.string().describe('R- and 12 characters of the top-up id'),
  title: z.literal('Receipt'),
  seller: documentParty,
  payer: documentParty,
  paidAt: isoDate,
  date: z.string().describe('The day it was paid, in Melbourne ("5 March 2026")'),
  method: z.string().describe('Card or PayPal (TEST MODE for the sandbox)'),
  amount: dollars,
  note: z.string(),
  /** The payer's id, for the operator's copy. */
  ownerId: objectId,
});
export type ReceiptData = z.infer<typeof receiptData>;

export const taxDocumentLine = z.object({
  description: z.string(),
  campaignId: objectId.nullable(),
  amount: dollars.describe('GST included when the issuer is registered'),
});

export const taxDocumentData = z.object({
  _id: objectId,
  id: objectId,
  kind: z.enum(['invoice', 'credit_note']),
  number: z.number(),
  numberText: z.string().describe('INV-000042 or CN-000043'),
  title: z.string().describe('Tax invoice, Invoice or Credit note'),
  issuedAt: isoDate,
  date: z.string().describe('The day it was issued, in Melbourne'),
  periodStart: isoDate,
  periodEnd: isoDate,
  period: z.string().describe('The period its fees were charged in, Melbourne days'),
  seller: documentParty,
  buyer: documentParty,
  lines: z.array(taxDocumentLine),
  total: dollars.describe('The fee, GST included'),
  gst: dollars,
  gstRegistered: z.boolean(),
  gstNote: z.string(),
  /** A credit note's invoice. */
  creditNoteOf: z.object({ id: objectId, numberText: z.string() }).nullable(),
  reason: z.string().nullable(),
  /** An invoice's credit notes, oldest first, and what is left to credit. */
  creditNotes: z.array(
    z.object({ id: objectId, numberText: z.string(), amount: dollars, issuedAt: isoDate }),
  ),
  creditLeft: dollars,
  ownerId: objectId,
});
export type TaxDocumentData = z.infer<typeof taxDocumentData>;

/** One row of a documents list: a receipt (its id is the top-up's), an invoice or a credit note. */
export const documentListItem = z.object({
  _id: objectId,
  id: objectId,
  type: z.enum(['receipt', 'invoice', 'credit_note']),
  number: z.string(),
  title: z.string(),
  at: isoDate,
  amount: dollars,
  gst: dollars,
  owner: z.object({ id: objectId, name: z.string(), email: z.string() }).optional(),
});
export type DocumentListItem = z.infer<typeof documentListItem>;

/** At most this many rows in a documents list, newest first. */
export const DOCUMENTS_LIST_LIMIT = 100;

export const ownerDocumentsData = z.object({
  documents: z.array(documentListItem),
  /** Fees charged and not on an invoice yet: "Get a tax invoice now" is offered when above 0. */
  feesNotInvoiced: dollars,
  gstRegistered: z.boolean(),
});
export type OwnerDocumentsData = z.infer<typeof ownerDocumentsData>;

export const issueInvoiceData = z.object({ message: z.string(), invoice: taxDocumentData });

export const ADMIN_DOCUMENT_KINDS = ['invoice', 'credit_note', 'receipt'] as const;

/** GET /api/admin/finance/documents?q=&owner=&kind= */
export const adminDocumentsQuery = z
  .object({
    q: text({ max: 100, tooLong: FINANCE_MSG.searchLong }),
    owner: text({ max: 100, tooLong: FINANCE_MSG.ownerInvalid }),
    kind: text({ max: 20, tooLong: FINANCE_MSG.filterInvalid }),
  })
  .transform((v, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (v.kind && !(ADMIN_DOCUMENT_KINDS as readonly string[]).includes(v.kind))
      return fail('kind', FINANCE_MSG.filterInvalid);
    const owner = v.owner ? idOrNull(v.owner) : null;
    if (v.owner && !owner) return fail('owner', FINANCE_MSG.ownerInvalid);
    return {
      q: v.q || undefined,
      owner: owner ?? undefined,
      kind: (v.kind || undefined) as (typeof ADMIN_DOCUMENT_KINDS)[number] | undefined,
    };
  });
export type AdminDocumentsQuery = z.output<typeof adminDocumentsQuery>;

export const adminDocumentsData = z.object({ documents: z.array(documentListItem) });

export const CREDIT_NOTE_REASON_MAX = 300;

/**
 * POST /api/admin/finance/invoices/{id}/credit-notes: an amount in dollars above $0 (at most what the invoice has
 * left, which the server checks under the invoice's lock) and a reason of 1-300 characters, printed on the note.
 */
export const creditNoteRequest = z
  .preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}),
    z.object({
      amount: z.unknown().optional().describe('Dollars above 0, at most 2 decimals'),
      reason: z.unknown().optional().describe('1-300 characters; the credit note prints it'),
    }),
  )
  .transform((v, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    const amount = moneyAmount().safeParse(v.amount);
    if (!amount.success)
      return fail('amount', amount.error.issues[0]?.message ?? FINANCE_MSG.amountAboveZero);
    if (amount.data < 1) return fail('amount', FINANCE_MSG.amountAboveZero);
    const reason = typeof v.reason === 'string' ? v.reason.trim() : '';
    if (!reason) return fail('reason', FINANCE_MSG.reasonRequired);
    const problem = textProblem(reason, { max: CREDIT_NOTE_REASON_MAX, tooLong: FINANCE_MSG.reasonLong });
    if (problem) return fail('reason', problem);
    return { amountCents: amount.data, reason };
  });
export type CreditNoteRequest = z.input<typeof creditNoteRequest>;
export type CreditNoteInput = z.output<typeof creditNoteRequest>;

export const creditNoteData = z.object({
  message: z.string(),
  creditNote: taxDocumentData,
  invoice: taxDocumentData,
});
