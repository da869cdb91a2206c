import { PRODUCT_NAME, ROLES, type PaymentItem, type VoucherItem } from '@spruik/shared';
import type { Deps } from '../../deps';
import { toDollars } from '../../lib/money';
import * as repo from './payments.repository';

/**
 * GET /api/payments, read from the viewer's side (type 1 money in, green; type 2 money out, pink).
 * Customer: their money history = payments at venues (2) + money received into wallet or pockets (1)
 * + withdrawals (2, isWithdraw, with status). Venue: payments made there (1).
 */
export async function listPayments(deps: Deps, user: { id: string; role: number }): Promise<PaymentItem[]> {
  if (user.role === ROLES.venue) {
    const rows = await repo.paymentsWhere(deps.db, { venueId: user.id });
    return rows.map((r) => paymentItem(r.p, 1, r.customerName, r.customerInstagram));
  }
  const [paid, received, withdrawn] = await Promise.all([
    repo.paymentsWhere(deps.db, { customerId: user.id }),
    repo.creditsReceived(deps.db, user.id),
    repo.withdrawalsOf(deps.db, user.id),
  ]);
  const items: PaymentItem[] = [
    ...paid.map((r) => paymentItem(r.p, 2, r.venueName ?? '', null)),
    ...received.map((e) => ({
      _id: e.id,
      id: e.id,
      type: 1 as const,
      isWithdraw: false,
      userName: e.memo || PRODUCT_NAME,
      customerInstagramID: null,
      wallet: toDollars(e.wallet),
      pocket: toDollars(e.pocket),
      total: toDollars(e.wallet + e.pocket),
      createdAt: e.createdAt.toISOString(),
      usedAt: e.createdAt.toISOString(),
    })),
    ...withdrawn.map((w) => ({
      _id: w.id,
      id: w.id,
      type: 2 as const,
      isWithdraw: true,
      status: w.status,
      userName: 'Withdrawal',
      customerInstagramID: null,
      wallet: toDollars(w.amountCents),
      pocket: 0,
      total: toDollars(w.amountCents),
      createdAt: w.createdAt.toISOString(),
      usedAt: (w.decidedAt ?? w.createdAt).toISOString(),
    })),
  ];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, repo.LIST_LIMIT);
}

type PaymentRow = Awaited<ReturnType<typeof repo.paymentsWhere>>[number]['p'];

function paymentItem(p: PaymentRow, type: 1 | 2, userName: string, instagram: string | null): PaymentItem {
  return {
    _id: p.id,
    id: p.id,
    type,
    isWithdraw: false,
    userName,
    customerInstagramID: instagram,
    wallet: toDollars(p.walletCents),
    pocket: toDollars(p.pocketCents),
    total: toDollars(p.totalCents),
    createdAt: p.createdAt.toISOString(),
    usedAt: p.createdAt.toISOString(),
    confirmationCode: p.confirmationCode,
  };
}

/**
 * GET /api/vouchers. Customer: their own, optionally at one venue (the query schema checked the id). Venue: the
 * ones issued for it. notUsed=true keeps unused vouchers only; false or absent lists all.
 */
export async function listVouchers(
  deps: Deps,
  user: { id: string; role: number },
  q: { notUsed?: string; venue?: string },
): Promise<VoucherItem[]> {
  const onlyUnused = q.notUsed === 'true';
  const by = user.role === ROLES.venue ? { venueId: user.id } : { customerId: user.id, venueId: q.venue };
  const rows = await repo.vouchersWhere(deps.db, by, onlyUnused);
  return rows.map(({ v, venueName, customerInstagram }) => ({
    _id: v.id,
    id: v.id,
    venueName: venueName ?? '',
    discount: v.discount,
    prize: v.prize,
    isUsed: v.isUsed,
    usedAt: v.usedAt?.toISOString() ?? null,
    createdAt: v.createdAt.toISOString(),
    venue: v.venueId,
    customerInstgramId: customerInstagram,
  }));
}
