/**
 * Receipts (docs/finance.md, "Receipts, tax invoices and credit notes"): every paid top-up has one. It records
 * money received for prepaid credit; it is not a tax invoice, since the service fee is charged later and invoiced
 * apart. Built from the top-up and the payer's organisation as they are now (a receipt keeps no copy of its own).
 */
import { FINANCE_MSG, RECEIPT_NOTE, receiptNumberText, ROLES, type ReceiptData } from '@spruik/shared';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import * as repo from './documents.repository';
import { melbourneDay, ownerParty, sellerParty } from './documents.present';

const METHODS: Record<string, string> = { card: 'Card', paypal: 'PayPal' };

export function paymentMethodText(t: { provider: string; method: string }) {
  const method = METHODS[t.method] ?? t.method;
  return t.provider === 'sandbox' ? `${method} (TEST MODE)` : method;
}

/** A paid top-up's receipt, for its payer (404 for anyone else's, and for a top-up not paid) or the operator. */
export async function receiptFor(
  deps: Deps,
  topUpId: string,
  viewer: { id: string; role: number },
): Promise<ReceiptData> {
  const topUp = await repo.findTopUp(deps.db, topUpId);
  if (
    !topUp ||
    topUp.status !== 'paid' ||
    !topUp.paidAt ||
    (viewer.role !== ROLES.admin && topUp.userId !== viewer.id)
  )
    throw notFound(FINANCE_MSG.receiptNotFound);
  const payer = await repo.findOwnerParty(deps.db, topUp.userId);
  if (!payer) throw notFound(FINANCE_MSG.receiptNotFound);
  return {
    _id: topUp.id,
    id: topUp.id,
    number: receiptNumberText(topUp.id),
    title: 'Receipt',
    seller: sellerParty(deps.config.finance),
    payer: ownerParty(payer),
    paidAt: topUp.paidAt.toISOString(),
    date: melbourneDay(topUp.paidAt),
    method: paymentMethodText(topUp),
    amount: toDollars(topUp.amountCents),
    note: RECEIPT_NOTE,
    ownerId: topUp.userId,
  };
}
