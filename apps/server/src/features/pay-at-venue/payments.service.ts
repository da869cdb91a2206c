import { KEYSET_PAGE_SIZE, PRODUCT_NAME, ROLES, type PaymentItem, type VoucherItem } from '@spruik/shared';
import { keysetPage, readCursor } from '../../db/keyset';
import type { Deps } from '../../deps';
import { toDollars } from '../../lib/money';
import { linkIdsOf, loadLinks } from '../statements';
import * as repo from './payments.repository';

/**
 * GET /api/payments, read from the viewer's side (type 1 money in, green; type 2 money out, pink), newest first,
 * a page at a time (keyset on createdAt and id; docs/business-rules.md "Paged lists").
 * Customer: one balance's history (docs/business-rules.md "The wallet and pocket lists"). The wallet's =
 * payments at venues that took from it (2) + money received into it (1) + withdrawals (2, isWithdraw, with
 * status); with `pocket`, the pocket at that venue's = payments there that took from it + money received into it.
 * Each source reads one row more than a page after the cursor, and the merged, ordered rows are cut to a page.
 * Money received for a campaign names it. Venue: payments made there (1).
 */
export async function listPayments(
  deps: Deps,
  user: { id: string; role: number },
  q: { cursor?: string; pocket?: string },
): Promise<{ payments: PaymentItem[]; nextCursor: string | null }> {
  const cursor = q.cursor;
  const read = { after: readCursor(cursor), limit: KEYSET_PAGE_SIZE + 1 };
  type Row = { at: string; item: PaymentItem };
  let rows: Row[];
  if (user.role === ROLES.venue) {
    rows = (await repo.paymentsWhere(deps.db, { venueId: user.id }, read)).map((r) => ({
      at: r.at,
      item: paymentItem(r, 1, r.customerName, r.customerInstagram),
    }));
  } else {
    const balance: repo.BalanceOf = q.pocket ? { pocketAt: q.pocket } : { wallet: true };
    const [paid, received, withdrawn] = await Promise.all([
      repo.paymentsWhere(deps.db, { customerId: user.id, from: balance }, read),
      repo.creditsReceived(deps.db, user.id, balance, read),
      q.pocket ? [] : repo.withdrawalsOf(deps.db, user.id, read),
    ]);
    const campaignOf = await payoutCampaigns(deps, received);
    rows = [
      ...paid.map((r) => ({ at: r.at, item: paymentItem(r, 2, r.venueName ?? '', null) })),
      ...received.map((e) => ({
        at: e.at,
        item: {
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
          voucher: null,
          ...(campaignOf.has(e.id) ? { campaignTitle: campaignOf.get(e.id) } : {}),
        },
      })),
      ...withdrawn.map(({ w, at }) => ({
        at,
        item: {
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
          voucher: null,
        },
      })),
    ];
    // The same order as the SQL: time, then id, both descending (the times are fixed-width UTC text).
    rows.sort((a, b) =>
      a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.item.id === b.item.id ? 0 : a.item.id < b.item.id ? 1 : -1,
    );
  }
  const { page, nextCursor } = keysetPage(rows, KEYSET_PAGE_SIZE, (r) => ({ at: r.at, id: r.item.id }));
  return { payments: page.map((r) => r.item), nextCursor };
}

/** The title of the campaign each payout entry paid for (statements read the same link), by entry id. */
async function payoutCampaigns(
  deps: Deps,
  entries: Array<{ id: string; kind: string; memo: string | null; idempotencyKey: string }>,
): Promise<Map<string, string>> {
  const { activity } = linkIdsOf(entries);
  if (activity.length === 0) return new Map();
  const links = await loadLinks(deps.db, { topUp: [], withdrawal: [], campaign: [], payment: [], activity });
  const titles = new Map<string, string>();
  for (const e of entries) {
    const title = links.activity.get(/^campaign:payout:(.+)$/.exec(e.idempotencyKey)?.[1] ?? '')?.title;
    if (title) titles.set(e.id, title);
  }
  return titles;
}

type PaymentRow = Awaited<ReturnType<typeof repo.paymentsWhere>>[number];

function paymentItem(
  { p, voucher: v }: PaymentRow,
  type: 1 | 2,
  userName: string,
  instagram: string | null,
): PaymentItem {
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
    voucher: v ? { _id: v.id, id: v.id, discount: v.discount, prize: v.prize } : null,
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
