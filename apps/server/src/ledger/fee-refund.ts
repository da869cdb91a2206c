/**
 * A credit note's refund of a service fee (docs/finance.md, "Receipts, tax invoices and credit notes"): the amount
 * leaves platform:revenue (which may go negative) back into the owner's credit. The only entry kind that takes from
 * platform:revenue; the ledger check counts it against the credit notes' fee_cents.
 */
import type { Tx } from '../db/client';
import { accountKeys } from './accounts';
import { postEntry, type PostResult } from './post';

export const FEE_REFUND_KIND = 'fee_refund';

/** One entry per credit note. */
export const feeRefundKey = (creditNoteId: string) => `fee:credit_note:${creditNoteId}`;

export function refundFee(
  tx: Tx,
  p: {
    creditNoteId: string;
    owner: { id: string; role: number };
    amountCents: number;
    /** The credit note's number, e.g. "CN-000043": the owner's statement names it. */
    memo: string;
    actorId: string | null;
  },
): Promise<PostResult> {
  return postEntry(tx, {
    kind: FEE_REFUND_KIND,
    idempotencyKey: feeRefundKey(p.creditNoteId),
    memo: p.memo,
    actorId: p.actorId,
    lines: [
      { key: accountKeys.platformRevenue(), amountCents: -p.amountCents },
      { key: accountKeys.creditOf(p.owner), amountCents: p.amountCents },
    ],
  });
}
