/**
 * The lists of receipts, invoices and credit notes: an owner's own (with the fees waiting for an invoice) and the
 * operator's, everyone's with their owner. Newest first, the latest 100.
 */
import {
  documentNumberText,
  documentTitle,
  receiptNumberText,
  type AdminDocumentsQuery,
  type DocumentListItem,
  type OwnerDocumentsData,
} from '@spruik/shared';
import type { Deps } from '../../deps';
import { toDollars } from '../../lib/money';
import * as repo from './documents.repository';

function listItem(d: repo.ListedDocument, withOwner: boolean): DocumentListItem {
  const kind = d.type === 'receipt' ? null : d.type;
  return {
    _id: d.id,
    id: d.id,
    type: d.type,
    number: kind ? documentNumberText(kind, d.number ?? 0) : receiptNumberText(d.id),
    title: kind ? (d.title ?? documentTitle(kind, d.gstCents > 0)) : 'Receipt',
    at: d.at.toISOString(),
    amount: toDollars(d.cents),
    gst: toDollars(d.gstCents),
    ...(withOwner ? { owner: d.owner } : {}),
  };
}

/** GET /api/finance/documents */
export async function ownerDocuments(deps: Deps, owner: { id: string }): Promise<OwnerDocumentsData> {
  const { gstRegistered } = deps.config.finance;
  const [docs, latest] = await Promise.all([
    repo.listDocuments(deps.db, { ownerId: owner.id }),
    repo.latestInvoice(deps.db, owner.id),
  ]);
  const waiting = await repo.feesAfter(deps.db, owner.id, latest?.throughSeq ?? 0);
  return {
    documents: docs.map((d) => listItem(d, false)),
    feesNotInvoiced: toDollars(waiting.reduce((sum, f) => sum + f.cents, 0)),
    gstRegistered,
  };
}

/** GET /api/admin/finance/documents */
export async function adminDocuments(deps: Deps, q: AdminDocumentsQuery) {
  const docs = await repo.listDocuments(deps.db, { ownerId: q.owner, q: q.q, kind: q.kind });
  return { documents: docs.map((d) => listItem(d, true)) };
}
