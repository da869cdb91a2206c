/** A receipt's and a tax document's PDF: the same facts as their JSON, laid out by pdf.ts. */
import {
  displayMoney,
  formatMoneyCents,
  toCents,
  type ReceiptData,
  type TaxDocumentData,
} from '@spruik/shared';
import { renderPdf } from './pdf';

export const receiptPdf = (r: ReceiptData) =>
  renderPdf({
    title: r.title,
    number: r.number,
    facts: [
      ['Date paid', r.date],
      ['Method', r.method],
    ],
    parties: [
      { heading: 'From', party: r.seller },
      { heading: 'Received from', party: r.payer },
    ],
    lines: [{ description: 'Prepaid credit', amount: displayMoney(r.amount) }],
    totals: [{ label: 'Amount received', amount: displayMoney(r.amount), strong: true }],
    notes: [r.note],
    createdAt: new Date(r.paidAt),
  });

export const taxDocumentPdf = (d: TaxDocumentData) =>
  renderPdf({
    title: d.title,
    number: d.numberText,
    facts: [
      ['Date issued', d.date],
      [d.kind === 'invoice' ? 'Period' : 'Period of the invoice', d.period],
      ...(d.creditNoteOf ? ([['Credits', d.creditNoteOf.numberText]] as Array<[string, string]>) : []),
    ],
    parties: [
      { heading: 'From', party: d.seller },
      { heading: d.kind === 'invoice' ? 'Bill to' : 'To', party: d.buyer },
    ],
    lines: d.lines.map((l) => ({ description: l.description, amount: displayMoney(l.amount) })),
    totals: [
      ...(d.gstRegistered
        ? [
            { label: 'Total excluding GST', amount: formatMoneyCents(toCents(d.total) - toCents(d.gst)) },
            { label: 'GST', amount: displayMoney(d.gst) },
          ]
        : []),
      {
        label: d.kind === 'invoice' ? 'Total (paid from your credit)' : 'Total credited',
        amount: displayMoney(d.total),
        strong: true,
      },
    ],
    notes: [
      d.gstNote,
      ...(d.kind === 'invoice'
        ? [
            "The fees were taken from the campaigns' reserved credit as creators were paid: nothing is left to pay.",
          ]
        : ['The amount is back in your credit.']),
    ],
    createdAt: new Date(d.issuedAt),
  });
