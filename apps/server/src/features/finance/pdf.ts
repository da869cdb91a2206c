/**
 * Receipts, invoices and credit notes as PDF (A4, plain text, no images), drawn with pdfkit in its built-in
 * Helvetica: the font metrics ship inside the package, so nothing is fetched and nothing is embedded.
 */
import PDFDocument from 'pdfkit';
import { formatAbn, PRODUCT_NAME, type DocumentParty } from '@spruik/shared';

export type PdfDocument = {
  /** "Tax invoice", "Receipt" */
  title: string;
  number: string;
  /** Label and value rows under the title: date, period, payment method. */
  facts: Array<[string, string]>;
  parties: Array<{ heading: string; party: DocumentParty }>;
  lines: Array<{ description: string; amount: string }>;
  totals: Array<{ label: string; amount: string; strong?: boolean }>;
  notes: string[];
  /** The document's own date, as the PDF's creation date (the same bytes for the same document). */
  createdAt: Date;
};

/** Characters Helvetica's WinAnsi encoding can print; anything else would print as garbage, so it becomes '?'. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export const pdfSafe = (s: string) =>
  s
    .replace(/\u2212/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/gu, (c) => (WIN_ANSI_EXTRA.includes(c) ? c : '?'));

const A4_MARGIN = 56;
const GREY = '#555555';

/** Draws the document; resolves to the file's bytes. */
export function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: A4_MARGIN,
    info: {
      Title: pdfSafe(`${doc.title} ${doc.number}`),
      Author: pdfSafe(doc.parties[0]?.party.name ?? PRODUCT_NAME),
      Creator: PRODUCT_NAME,
      CreationDate: doc.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = A4_MARGIN;
  const width = pdf.page.width - 2 * A4_MARGIN;
  const amountWidth = 110;
  const text = (s: string, opts: PDFKit.Mixins.TextOptions = {}) => pdf.text(pdfSafe(s), opts);

  pdf.font('Helvetica-Bold').fontSize(20).fillColor('#000000');
  text(doc.title);
  pdf.font('Helvetica').fontSize(12);
  text(doc.number);
  pdf.moveDown(0.5);
  pdf.fontSize(10);
  for (const [label, value] of doc.facts) {
    pdf.font('Helvetica-Bold');
    text(`${label}: `, { continued: true });
    pdf.font('Helvetica');
    text(value);
  }
  pdf.moveDown(1);

  // The parties side by side: the seller on the left, the buyer or payer on the right.
  const top = pdf.y;
  const column = (width - 20) / 2;
  let bottom = top;
  doc.parties.forEach(({ heading, party }, i) => {
    const x = left + i * (column + 20);
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(GREY);
    pdf.text(pdfSafe(heading.toUpperCase()), x, top, { width: column });
    pdf.font('Helvetica-Bold').fontSize(11).fillColor('#000000');
    pdf.text(pdfSafe(party.name), x, pdf.y, { width: column });
    pdf.font('Helvetica').fontSize(10);
    if (party.abn) pdf.text(pdfSafe(`ABN ${formatAbn(party.abn)}`), x, pdf.y, { width: column });
    if (party.address) pdf.text(pdfSafe(party.address), x, pdf.y, { width: column });
    bottom = Math.max(bottom, pdf.y);
  });
  pdf.x = left;
  pdf.y = bottom + 24;

  // The lines: description on the left, the amount right-aligned.
  const rule = () => {
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
    pdf.y += 6;
  };
  const row = (description: string, amount: string, strong = false) => {
    const y = pdf.y;
    pdf
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#000000');
    pdf.text(pdfSafe(description), left, y, { width: width - amountWidth - 10 });
    const after = pdf.y;
    pdf.text(pdfSafe(amount), left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    pdf.x = left;
    pdf.y = Math.max(after, pdf.y) + 6;
  };
  pdf.font('Helvetica-Bold').fontSize(9).fillColor(GREY);
  const headY = pdf.y;
  pdf.text('DESCRIPTION', left, headY);
  pdf.text('AMOUNT', left + width - amountWidth, headY, { width: amountWidth, align: 'right' });
  pdf.x = left;
  pdf.y += 4;
  rule();
  for (const l of doc.lines) row(l.description, l.amount);
  rule();
  for (const t of doc.totals) row(t.label, t.amount, t.strong);

  pdf.moveDown(1.5);
  pdf.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const note of doc.notes) {
    text(note, { width });
    pdf.moveDown(0.4);
  }
  pdf.end();
  return done;
}
