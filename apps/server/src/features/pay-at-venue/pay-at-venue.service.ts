import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  ACTIVITY_STATUS,
  ERROR_CODE,
  LIVE_EVENT,
  PAY_MSG,
  type CampaignAttribution,
  type PayAtVenueRequest,
  type PayAtVenueResponse,
  type ReceiptResponse,
  type VenueLiability,
  type VenuePayment,
  CAMPAIGN_TYPE,
  CODE_ALPHABET,
  CODE_LENGTH,
} from '@spruik/shared';
import { findCampaign } from '../../db/tables/campaigns';
import type { Deps } from '../../deps';
import { accountKeys, balancesOf, payAtVenue } from '../../ledger';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import type { AuthUser } from '../../plugins/auth';
import type { Caller } from '../../plugins/route';
import { IDEMPOTENCY_MSG } from '../../plugins/idempotency';
import { pushBalance, pushLive } from '../live';
import { counterPaymentText, customerCalled, requireActiveVenue, tellCounterAfterCommit } from '../venues';
import { recordVisit } from '../visits';
import * as repo from './pay-at-venue.repository';
import { withTransaction } from '../../db/transaction';

/** Confirmation codes: CODE_ALPHABET (shared with check-in codes), read aloud at the counter. */
export { CODE_ALPHABET, CODE_LENGTH };
export const newConfirmationCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * The payment id for a client's requestId: the same customer and requestId always name the same payment,
 * so a double click or a retried request finds the first payment instead of paying twice.
 */
export function paymentIdFor(customerId: string, requestId: string | null): string {
  if (!requestId) return randomUUID();
  const h = createHash('sha256').update(`venue-payment:${customerId}:${requestId}`).digest('hex');
  // RFC 9562 layout, version 8 (custom), variant 10.
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const samePayment = (p: repo.PaymentRow, venueId: string, input: PayAtVenueRequest) =>
  p.venueId === venueId &&
  p.walletCents === input.walletCents &&
  p.pocketCents === input.pocketCents &&
  (p.voucherId ?? null) === (input.voucherId ?? null);

function present(
  p: repo.PaymentRow,
  venueName: string | null,
  voucher: repo.VoucherRow | null | undefined,
): VenuePayment {
  return {
    _id: p.id,
    id: p.id,
    venueId: p.venueId,
    venueName: venueName ?? '',
    wallet: toDollars(p.walletCents),
    pocket: toDollars(p.pocketCents),
    total: toDollars(p.totalCents),
    voucher: voucher
      ? { _id: voucher.id, id: voucher.id, discount: voucher.discount, prize: voucher.prize }
      : null,
    confirmationCode: p.confirmationCode,
    createdAt: p.createdAt.toISOString(),
  };
}

async function loadPayment(deps: Deps, id: string): Promise<VenuePayment | null> {
  const row = await repo.findPayment(deps.db, id);
  if (!row) return null;
  const voucher = row.p.voucherId ? await repo.findVoucher(deps.db, row.p.voucherId) : null;
  return present(row.p, row.venueName, voucher);
}

/**
 * POST /api/payments. One transaction: the payment row (its id fixed by requestId, so a repeat is a no-op),
 * the voucher locked and marked used once, the wallet and pocket parts moved to the venue's credit through the
 * ledger, and the wallet part added to the venue's income. Any refusal rolls all of it back.
 */
export async function payAtVenueService(
  deps: Deps,
  me: Caller<'instagramId' | 'name'>,
  input: PayAtVenueRequest,
): Promise<PayAtVenueResponse> {
  const venue = await requireActiveVenue(deps.db, input.venueId);
  const venueName = venue.orgName || venue.userName;
  const paymentId = paymentIdFor(me.id, input.requestId);
  const now = deps.clock.now();
  const totalCents = input.walletCents + input.pocketCents;

  const outcome = await withTransaction(deps.db, async (tx) => {
    const payment = await repo.insertPayment(tx, {
      id: paymentId,
      customerId: me.id,
      venueId: venue.id,
      walletCents: input.walletCents,
      pocketCents: input.pocketCents,
      totalCents,
      voucherId: input.voucherId,
      confirmationCode: newConfirmationCode(),
      createdAt: now,
    });
    if (!payment) {
      // A repeat must be the same payment: the same requestId with other details is refused, not answered.
      const first = await repo.findPayment(tx, paymentId);
      if (!first || !samePayment(first.p, venue.id, input))
        throw conflict(IDEMPOTENCY_MSG.keyReused, ERROR_CODE.IDEMPOTENCY_KEY_REUSED);
      return { repeated: true as const };
    }

    let voucher: repo.VoucherRow | null = null;
    if (input.voucherId) {
      voucher = (await repo.lockVoucher(tx, input.voucherId)) ?? null;
      if (!voucher || voucher.customerId !== me.id || voucher.venueId !== venue.id)
        throw badRequest(PAY_MSG.voucherInvalid, ERROR_CODE.VOUCHER_INVALID);
      if (voucher.isUsed) throw conflict(PAY_MSG.voucherUsed, ERROR_CODE.VOUCHER_USED);
      if (!(await repo.redeemVoucher(tx, voucher.id, payment.id, now)))
        throw conflict(PAY_MSG.voucherUsed, ERROR_CODE.VOUCHER_USED);
    }

    if (totalCents > 0) {
      const entry = await payAtVenue(tx, {
        paymentId: payment.id,
        customerId: me.id,
        venueId: venue.id,
        walletCents: input.walletCents,
        pocketCents: input.pocketCents,
        memo: venueName,
        walletShortMessage: PAY_MSG.notEnoughWallet,
        pocketShortMessage: PAY_MSG.notEnoughPocket,
      });
      await repo.setPaymentEntry(tx, payment.id, entry.entryId);
      if (input.walletCents > 0) await repo.addIncome(tx, venue.id, input.walletCents);
    }
    // Money that moved at the counter, or a voucher redeemed there, proves the customer came in (docs/visits.md).
    await recordVisit(tx, {
      customerId: me.id,
      venueId: venue.id,
      proof: input.voucherId ? 'voucher' : 'payment',
      paymentId: payment.id,
      at: now,
    });
    const presented = present(payment, venueName, voucher);
    tellCounterAfterCommit(tx, deps, venue.id, {
      title: counterPaymentText(customerCalled(me.name), {
        total: presented.total,
        confirmationCode: presented.confirmationCode,
        voucher: !!voucher,
      }),
      what: 'payment',
    });
    return { repeated: false as const, payment: presented };
  });

  const payment = outcome.repeated ? await loadPayment(deps, paymentId) : outcome.payment;
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  const walletKey = accountKeys.wallet(me.id);
  const pocketKey = accountKeys.pocket(me.id, payment.venueId);
  const balances = await balancesOf(deps.db, [walletKey, pocketKey]);
  if (!outcome.repeated) {
    // The venue's counter screen shows it at once, with the code the customer's receipt shows.
    pushLive(deps, payment.venueId, LIVE_EVENT.payment, {
      paymentId: payment.id,
      total: payment.total,
      confirmationCode: payment.confirmationCode,
      customerInstagramID: me.instagramId,
      createdAt: payment.createdAt,
    });
    // Inside the Idempotency-Key transaction when there is one, on its connection: after the commit each of these
    // two reads would queue for a pool connection again; the push itself still waits for the commit.
    await pushBalance(deps, me.id);
  }
  return {
    payment,
    wallet: toDollars(balances.get(walletKey)),
    pocket: toDollars(balances.get(pocketKey)),
    message: PAY_MSG.paid,
  };
}

/** GET /api/payments/{id}/receipt: the paying customer only; anyone else's (or no) payment is not found. */
export async function receipt(deps: Deps, me: AuthUser, id: string): Promise<ReceiptResponse> {
  const row = await repo.findPayment(deps.db, id);
  if (!row || row.p.customerId !== me.id) throw notFound(PAY_MSG.paymentNotFound);
  const voucher = row.p.voucherId ? await repo.findVoucher(deps.db, row.p.voucherId) : null;
  return { payment: present(row.p, row.venueName, voucher), serverTime: deps.clock.now().toISOString() };
}

/** GET /api/venues/me/liability: customers' pockets here and vouchers not yet redeemed. */
export async function liability(deps: Deps, me: AuthUser): Promise<VenueLiability> {
  const [pockets, groups] = await Promise.all([
    repo.pocketTotals(deps.db, me.id),
    repo.unusedVoucherGroups(deps.db, me.id),
  ]);
  return {
    outstandingPockets: toDollars(pockets.totalCents),
    pocketHolders: pockets.holders,
    unredeemedVouchers: {
      count: groups.reduce((n, g) => n + g.count, 0),
      items: groups.map((g) => ({ discount: g.discount, prize: g.prize, count: g.count })),
    },
  };
}

/**
 * GET /api/campaigns/{id}/attribution (the owning venue). Pocket money spent is counted per approved participant
 * from payments at the venue after the approval, up to what this campaign paid them (a pocket can also hold
 * money from other campaigns of the venue).
 */
export async function attribution(deps: Deps, me: AuthUser, id: string): Promise<CampaignAttribution> {
  const campaign = await findCampaign(deps.db, id);
  if (!campaign || campaign.ownerId !== me.id) throw notFound(PAY_MSG.campaignNotFound);
  const [acts, issued] = await Promise.all([
    repo.campaignActivities(deps.db, campaign.id),
    repo.campaignVouchers(deps.db, campaign.id),
  ]);
  const approved = acts.filter((a) => a.status === ACTIVITY_STATUS.approved);
  const paid = approved.filter((a) => (a.payoutCents ?? 0) > 0 && a.decidedAt);
  const escrowSpentCents = approved.reduce((s, a) => s + (a.payoutCents ?? 0), 0);
  const pocketPaidOutCents = campaign.type === CAMPAIGN_TYPE.credit ? escrowSpentCents : 0;

  let pocketSpentCents = 0;
  let pocketPayments = 0;
  let spenders = 0;
  if (campaign.type === CAMPAIGN_TYPE.credit && paid.length > 0) {
    const rows = await repo.pocketPaymentsBy(
      deps.db,
      campaign.ownerId,
      paid.map((a) => a.userId),
    );
    for (const a of paid) {
      let left = a.payoutCents ?? 0;
      let counted = 0;
      for (const p of rows) {
        if (left === 0) break;
        if (p.customerId !== a.userId || p.createdAt < a.decidedAt!) continue;
        const used = Math.min(left, p.pocketCents);
        left -= used;
        counted += used;
        pocketPayments += 1;
      }
      pocketSpentCents += counted;
      if (counted > 0) spenders += 1;
    }
  }
  const vouchersRedeemed = issued.filter((v) => v.isUsed).length;
  const redemptions = vouchersRedeemed + spenders;
  return {
    campaignId: campaign.id,
    type: campaign.type,
    participants: acts.length,
    approved: approved.length,
    vouchersIssued: issued.length,
    vouchersRedeemed,
    pocketPaidOut: toDollars(pocketPaidOutCents),
    pocketSpent: toDollars(pocketSpentCents),
    pocketPayments,
    escrowSpent: toDollars(escrowSpentCents),
    redemptions,
    costPerRedemption: redemptions > 0 ? toDollars(Math.floor(escrowSpentCents / redemptions)) : null,
  };
}
