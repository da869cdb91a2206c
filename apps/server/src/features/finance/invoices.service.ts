/**
 * Tax invoices and credit notes (docs/finance.md, "Receipts, tax invoices and credit notes"). An invoice bills the
 * owner's service fees not invoiced yet: the platform:revenue lines of their campaigns' payouts with seq after the
 * previous invoice's through_seq. Numbers come from one gapless counter shared with credit notes. A document is
 * inserted once and never changed; a correction is a credit note, which gives the fee back to the owner's credit.
 */
import { randomUUID } from 'node:crypto';
import {
  documentNumberText,
  documentTitle,
  ERROR_CODE,
  FINANCE_MSG,
  formatMoneyCents,
  gstOfCents,
  GST_NOTE,
  MESSAGE_EVENT,
  ROLES,
  type CreditNoteInput,
  type TaxDocumentData,
} from '@spruik/shared';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { refundFee } from '../../ledger';
import { writeAudit } from '../audit';
import { pushBalance } from '../live';
import { pushMessages, writeMessage } from '../messages';
import * as repo from './documents.repository';
import {
  melbourneDay,
  ownerParty,
  periodText,
  presentTaxDocument,
  sellerParty,
  type DocumentDetails,
} from './documents.present';

/** The owners a document may belong to. */
const isOwnerRole = (role: number) => role === ROLES.business || role === ROLES.venue;

/** An invoice's lines: one per campaign, its fees summed, in the order the campaigns first charged one. */
function feeLines(fees: repo.FeeLine[]) {
  const byCampaign = new Map<string, { title: string; cents: number }>();
  for (const f of fees) {
    const line = byCampaign.get(f.campaignId) ?? { title: f.title, cents: 0 };
    line.cents += f.cents;
    byCampaign.set(f.campaignId, line);
  }
  return [...byCampaign].map(([campaignId, l]) => ({
    description: `Service fee: campaign "${l.title}"`,
    campaignId,
    cents: l.cents,
  }));
}

/**
 * Issues the owner's invoice for every fee not invoiced yet, or, with `before`, for those charged before that
 * instant (the monthly job): null when there are none. One transaction: the owner's invoicing lock, the fees after
 * the latest invoice, the next number, the row.
 */
export async function issueInvoice(
  deps: Deps,
  ownerId: string,
  opts: { before?: Date; issuedBy: string | null; tellOwner?: boolean },
): Promise<repo.TaxDocumentRow | null> {
  const done = await withTransaction(deps.db, async (tx) => {
    await repo.lockOwnerInvoicing(tx, ownerId);
    const previous = await repo.latestInvoice(tx, ownerId);
    const after = previous?.throughSeq ?? 0;
    const fees = await repo.feesAfter(tx, ownerId, after);
    // The job stops at the month's end: the last fee charged before it, and every fee up to that one in seq order.
    const cutoff = opts.before;
    const through = fees.reduce((max, f) => (!cutoff || f.at < cutoff ? Math.max(max, f.seq) : max), 0);
    const covered = fees.filter((f) => f.seq <= through);
    if (covered.length === 0) return null;
    const owner = await repo.findOwnerParty(tx, ownerId);
    if (!owner) return null;

    const now = deps.clock.now();
    const number = await repo.takeDocumentNumber(tx);
    const { gstRegistered } = deps.config.finance;
    const feeCents = covered.reduce((sum, f) => sum + f.cents, 0);
    const gstCents = gstRegistered ? gstOfCents(feeCents) : 0;
    const periodStart = previous?.periodEnd ?? covered[0].at;
    // A fee committed late may follow an invoice issued after the cutoff: the period never runs backwards.
    const periodEnd = new Date(Math.max((cutoff ?? now).getTime(), periodStart.getTime()));
    const details: DocumentDetails = {
      version: 1,
      title: documentTitle('invoice', gstRegistered),
      numberText: documentNumberText('invoice', number),
      gstRegistered,
      gstNote: gstRegistered ? GST_NOTE.included : GST_NOTE.none,
      seller: sellerParty(deps.config.finance),
      buyer: ownerParty(owner),
      lines: feeLines(covered),
      totalCents: feeCents,
      gstCents,
      date: melbourneDay(now),
      period: periodText(periodStart, periodEnd),
      creditNoteOf: null,
      reason: null,
    };
    const row = await repo.insertDocument(tx, {
      number,
      kind: 'invoice',
      ownerId,
      fromSeq: after,
      throughSeq: through,
      periodStart,
      periodEnd,
      feeCents,
      gstCents,
      details,
      issuedAt: now,
      issuedBy: opts.issuedBy,
    });
    const message = opts.tellOwner
      ? await writeMessage(tx, deps, {
          userId: ownerId,
          title: `Your ${details.title.toLowerCase()} ${details.numberText} for ${details.period} is ready: ${formatMoneyCents(feeCents)}. Find it under Receipts and invoices on your Credit page.`,
          event: MESSAGE_EVENT.verified,
          kind: 'credit',
        })
      : null;
    return { row, message };
  });
  if (!done) return null;
  pushMessages(deps, [done.message]);
  return done.row;
}

/** POST /api/finance/invoices: the owner asks for an invoice now. 409 when no fee waits (so a repeat issues none). */
export async function issueInvoiceNow(deps: Deps, owner: { id: string }) {
  const row = await issueInvoice(deps, owner.id, { issuedBy: owner.id });
  if (!row) throw conflict(FINANCE_MSG.noFees);
  const invoice = presentTaxDocument(row, []);
  return { message: `${invoice.title} ${invoice.numberText} issued.`, invoice };
}

/** An invoice or credit note with an invoice's credit notes, for its owner (404 for anyone else's) or the operator. */
export async function taxDocumentFor(
  deps: Deps,
  id: string,
  viewer: { id: string; role: number },
): Promise<TaxDocumentData> {
  const row = await repo.findDocument(deps.db, id);
  if (!row || (viewer.role !== ROLES.admin && row.ownerId !== viewer.id))
    throw notFound(FINANCE_MSG.documentNotFound);
  const notes = row.kind === 'invoice' ? await repo.creditNotesOf(deps.db, row.id) : [];
  return presentTaxDocument(row, notes);
}

/**
 * The operator's credit note on an invoice: at most its fee less earlier credit notes. In one transaction, in the
 * lock order of docs/ledger.md: the invoice's row, the numbering counter, then the ledger accounts (the owner's
 * credit, platform:revenue) through refundFee; with the audit row and the owner's message.
 */
export async function issueCreditNote(
  deps: Deps,
  admin: { id: string },
  invoiceId: string,
  input: CreditNoteInput,
) {
  const done = await withTransaction(deps.db, async (tx) => {
    const invoice = await repo.lockDocument(tx, invoiceId);
    if (!invoice) throw notFound(FINANCE_MSG.documentNotFound);
    if (invoice.kind !== 'invoice') throw badRequest(FINANCE_MSG.onlyInvoices);
    const earlier = await repo.creditNotesOf(tx, invoice.id);
    const leftCents = invoice.feeCents - earlier.reduce((sum, n) => sum + n.feeCents, 0);
    if (leftCents <= 0) throw conflict(FINANCE_MSG.nothingLeft);
    if (input.amountCents > leftCents)
      throw new AppError(
        400,
        ERROR_CODE.VALIDATION,
        `${FINANCE_MSG.creditAboveLeft}: ${formatMoneyCents(leftCents)}.`,
      );
    const owner = await repo.findOwnerParty(tx, invoice.ownerId);
    if (!owner || !isOwnerRole(owner.role)) throw notFound(FINANCE_MSG.documentNotFound);

    const now = deps.clock.now();
    const number = await repo.takeDocumentNumber(tx);
    const issued = invoice.details as DocumentDetails;
    // GST follows the invoice it corrects: a note on an invoice without GST gives none back.
    const gstRegistered = issued.gstRegistered;
    const gstCents = gstRegistered ? gstOfCents(input.amountCents) : 0;
    const id = randomUUID();
    const numberText = documentNumberText('credit_note', number);
    const { entryId } = await refundFee(tx, {
      creditNoteId: id,
      owner: { id: owner.id, role: owner.role },
      amountCents: input.amountCents,
      // The owner's statement reads "Service fee refunded (credit note CN-000043)" (statements/describe.ts).
      memo: numberText,
      actorId: admin.id,
    });
    const details: DocumentDetails = {
      version: 1,
      title: documentTitle('credit_note', gstRegistered),
      numberText,
      gstRegistered,
      gstNote: gstRegistered ? GST_NOTE.included : GST_NOTE.none,
      seller: sellerParty(deps.config.finance),
      buyer: ownerParty(owner),
      lines: [
        {
          description: `Credit on ${issued.title.toLowerCase()} ${issued.numberText}: ${input.reason}`,
          campaignId: null,
          cents: input.amountCents,
        },
      ],
      totalCents: input.amountCents,
      gstCents,
      date: melbourneDay(now),
      period: issued.period,
      creditNoteOf: { id: invoice.id, numberText: issued.numberText },
      reason: input.reason,
    };
    const note = await repo.insertDocument(tx, {
      id,
      number,
      kind: 'credit_note',
      ownerId: invoice.ownerId,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      feeCents: input.amountCents,
      gstCents,
      creditNoteOf: invoice.id,
      reason: input.reason,
      entryId,
      details,
      issuedAt: now,
      issuedBy: admin.id,
    });
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'finance.credit_note',
      targetType: 'tax_document',
      targetId: invoice.id,
      before: { invoice: issued.numberText, left: formatMoneyCents(leftCents) },
      after: {
        creditNote: numberText,
        amount: formatMoneyCents(input.amountCents),
        gst: formatMoneyCents(gstCents),
        reason: input.reason,
        left: formatMoneyCents(leftCents - input.amountCents),
        entry: `fee:credit_note:${id}`,
      },
    });
    const message = await writeMessage(tx, deps, {
      userId: invoice.ownerId,
      title: `Credit note ${numberText}: ${formatMoneyCents(input.amountCents)} of the fee on ${issued.numberText} is back in your credit. ${input.reason}`,
      event: MESSAGE_EVENT.topUp,
      kind: 'credit',
    });
    return { note, invoice, notes: [...earlier, note], message };
  });
  pushMessages(deps, [done.message]);
  await pushBalance(deps, done.invoice.ownerId);
  return {
    message: `Credit note ${(done.note.details as DocumentDetails).numberText} issued.`,
    creditNote: presentTaxDocument(done.note, []),
    invoice: presentTaxDocument(done.invoice, done.notes),
  };
}
