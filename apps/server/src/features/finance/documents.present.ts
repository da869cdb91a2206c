/**
 * What a receipt, an invoice or a credit note says, built once for both the JSON answer and the PDF: dates are
 * Melbourne days, amounts dollars. An invoice or credit note reads what it said when issued from its `details`.
 */
import { CAMPAIGN_TIME_ZONE, PRODUCT_NAME, type DocumentParty, type TaxDocumentData } from '@spruik/shared';
import type { FinanceSettings } from '../../config/finance-settings';
import { toDollars } from '../../lib/money';
import type { TaxDocumentRow } from './documents.repository';

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: CAMPAIGN_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "5 March 2026": the Melbourne day of an instant. */
export const melbourneDay = (d: Date) => dayFormat.format(d);

/** The days a period covers: its end is exclusive (a month's invoice ends at the next month's first instant). */
export function periodText(start: Date, end: Date) {
  const from = melbourneDay(start);
  const to = melbourneDay(new Date(Math.max(start.getTime(), end.getTime() - 1)));
  return from === to ? from : `${from} to ${to}`;
}

/** The platform as seller; without the settings (production before they are set) its product name alone. */
export const sellerParty = (finance: FinanceSettings): DocumentParty =>
  finance.seller
    ? { name: finance.seller.legalName, abn: finance.seller.abn, address: finance.seller.address }
    : { name: PRODUCT_NAME, abn: null, address: null };

/** An owner as payer or buyer: the organisation's name, ABN and address (the account's name without one). */
export const ownerParty = (o: {
  userName: string;
  name: string | null;
  abn: string | null;
  address: string | null;
}): DocumentParty => ({ name: o.name || o.userName, abn: o.abn || null, address: o.address || null });

/**
 * What an invoice or credit note showed when it was issued, kept in tax_documents.details (never changed after).
 * Amounts are cents.
 */
export type DocumentDetails = {
  version: 1;
  title: string;
  numberText: string;
  gstRegistered: boolean;
  gstNote: string;
  seller: DocumentParty;
  buyer: DocumentParty;
  lines: Array<{ description: string; campaignId: string | null; cents: number }>;
  totalCents: number;
  gstCents: number;
  date: string;
  period: string;
  /** A credit note's invoice. */
  creditNoteOf: { id: string; numberText: string } | null;
  reason: string | null;
};

/** The JSON of an invoice or credit note: its details as issued, with an invoice's credit notes so far. */
export function presentTaxDocument(row: TaxDocumentRow, creditNotes: TaxDocumentRow[]): TaxDocumentData {
  const d = row.details as DocumentDetails;
  const credited = creditNotes.reduce((sum, n) => sum + n.feeCents, 0);
  return {
    _id: row.id,
    id: row.id,
    kind: row.kind as TaxDocumentData['kind'],
    number: row.number,
    numberText: d.numberText,
    title: d.title,
    issuedAt: row.issuedAt!.toISOString(),
    date: d.date,
    periodStart: row.periodStart!.toISOString(),
    periodEnd: row.periodEnd!.toISOString(),
    period: d.period,
    seller: d.seller,
    buyer: d.buyer,
    lines: d.lines.map((l) => ({
      description: l.description,
      campaignId: l.campaignId,
      amount: toDollars(l.cents),
    })),
    total: toDollars(row.feeCents),
    gst: toDollars(row.gstCents),
    gstRegistered: d.gstRegistered,
    gstNote: d.gstNote,
    creditNoteOf: d.creditNoteOf,
    reason: d.reason,
    creditNotes: creditNotes.map((n) => ({
      id: n.id,
      numberText: (n.details as DocumentDetails).numberText,
      amount: toDollars(n.feeCents),
      issuedAt: n.issuedAt!.toISOString(),
    })),
    creditLeft: row.kind === 'invoice' ? toDollars(row.feeCents - credited) : 0,
    ownerId: row.ownerId,
  };
}
