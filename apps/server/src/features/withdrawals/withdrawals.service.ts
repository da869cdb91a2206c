import {
  formatCents,
  toCents,
  MESSAGE_EVENT,
  MONEY_MSG,
  WITHDRAW_STATUS,
  type AdminWithdrawItem,
  type AdminWithdrawsQuery,
  type BankRequest,
  type BulkPayResult,
  type WithdrawItem,
  ERROR_CODE,
  KEYSET_PAGE_SIZE,
  BANK_CHANGE_FLAG_DAYS,
  instantFeeCents,
  LIVE_EVENT,
  PAYOUT_MSG,
  type PayoutRail,
  type PayoutState,
  type PayoutWaitReason,
  TAX_MSG,
} from '@spruik/shared';
import { findBank } from '../../db/tables/bank-accounts';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { toDollars } from '../../lib/money';
import { accountKeys, balanceOf, holdWithdrawal, settleWithdrawal, venueBalances } from '../../ledger';
import * as repo from './withdrawals.repository';
import { refuseIfHeld, releaseWithdrawal } from './holds';
import { writeAudit } from '../audit';
import type { BatchItemRunner } from '../../plugins/idempotency';
import { liveAfterCommit, pushBalance } from '../live';
import { pushMessages, writeMessage } from '../messages';
import { afterCommit, withTransaction } from '../../db/transaction';
import type { Tx } from '../../db/client';
import { findPayoutAccount } from './payout-accounts.repository';
import { railReadiness } from './payout-accounts.service';
import { waitReasons } from './payout-rules';
import { queuePayout } from './payouts.service';
import { keysetPage, readCursor } from '../../db/keyset';
import { latestDeclarations } from './tax-details.repository';
import { hasTaxDetails, presentTaxDetails } from './tax-details.service';

export async function saveBank(deps: Deps, userId: string, bank: BankRequest) {
  await repo.upsertBank(
    deps.db,
    userId,
    { accountName: bank.accountName, bsb: bank.BSB, accountNumber: bank.accountNumber },
    deps.clock.now(),
  );
  return { accountName: bank.accountName, BSB: bank.BSB, accountNumber: bank.accountNumber };
}

/** Customer: at least $10, not above the wallet; the amount moves in flight at once. */
export async function customerWithdraw(
  deps: Deps,
  user: { id: string },
  body: { amountCents: number; instant: boolean },
) {
  const walletKey = accountKeys.wallet(user.id);
  const withdraw = await requestWithdrawal(deps, user.id, {
    ...body,
    fromKey: walletKey,
    insufficientMessage: MONEY_MSG.withdrawAboveWallet,
  });
  await pushBalance(deps, user.id);
  return { withdraw, wallet: toDollars(await balanceOf(deps.db, walletKey)) };
}

/**
 * Venue: above $0 and not above its earnings (what customers paid it from their wallets, less what it withdrew
 * or spent on campaigns). Topped-up credit and returned pocket money stay.
 */
export async function venueWithdraw(
  deps: Deps,
  user: { id: string },
  body: { amountCents: number; instant: boolean },
) {
  const withdraw = await requestWithdrawal(deps, user.id, {
    ...body,
    fromKey: accountKeys.venueEarnings(user.id),
    insufficientMessage: MONEY_MSG.withdrawAboveEarnings,
  });
  const { creditCents, earningsCents } = await venueBalances(deps.db, user.id);
  return { withdraw, credit: toDollars(creditCents), withdrawable: toDollars(earningsCents) };
}

/**
 * A withdrawal request (docs/payouts.md): refused (400, before any money moves) until the payee has given tax
 * details (docs/finance.md "Payees' tax details"); then paid by the payee's payout account's rail (bank details
 * needed on the bank rail). The amount moves in flight, then the rules decide: queued to its rail at once, or
 * waiting for the operator with the reasons. An instant payout (Stripe only) states its fee, kept on the row.
 */
async function requestWithdrawal(
  deps: Deps,
  userId: string,
  p: { amountCents: number; instant: boolean; fromKey: string; insufficientMessage: string },
) {
  const now = deps.clock.now();
  const w = await withTransaction(deps.db, async (tx) => {
    if (!(await hasTaxDetails(tx, userId)))
      throw badRequest(TAX_MSG.required, ERROR_CODE.TAX_DETAILS_REQUIRED);
    const [bank, account] = await Promise.all([findBank(tx, userId), findPayoutAccount(tx, userId)]);
    const rail = (account?.rail ?? 'bank') as PayoutRail;
    const { ready } = railReadiness(rail, account, Boolean(bank));
    if (rail === 'bank' && !bank) throw badRequest(MONEY_MSG.bankRequired, ERROR_CODE.BANK_REQUIRED);
    if (p.instant && !(rail === 'stripe' && ready))
      throw badRequest(PAYOUT_MSG.instantNeedsStripe, ERROR_CODE.VALIDATION);
    const feeCents = p.instant ? instantFeeCents(p.amountCents, deps.config.payouts.instantFeePercent) : 0;
    if (feeCents >= p.amountCents) throw badRequest(PAYOUT_MSG.instantTooSmall, ERROR_CODE.VALIDATION);
    const destination =
      rail === 'stripe'
        ? (account?.stripeAccountId ?? null)
        : rail === 'paypal'
          ? (account?.paypalEmail ?? null)
          : null;
    const row = await repo.insertWithdrawal(tx, {
      userId,
      amountCents: p.amountCents,
      bank,
      rail,
      destination,
      instant: p.instant,
      feeCents,
    });
    await holdWithdrawal(tx, {
      withdrawalId: row.id,
      userId,
      fromKey: p.fromKey,
      amountCents: p.amountCents,
      insufficientMessage: p.insufficientMessage,
    });
    const reasons = await waitReasons(
      tx,
      { id: row.id, userId, amountCents: p.amountCents, rail, railReady: ready, now },
      deps.config.payouts.autoDailyLimitCents,
    );
    const state = reasons.length > 0 ? 'waiting' : 'queued';
    const after = await repo.setPayoutState(tx, row.id, { state, waitReasons: reasons });
    if (state === 'queued') afterCommit(tx, () => queuePayout(deps, row.id));
    return after;
  });
  return withdrawItem(w);
}

export async function listOwnWithdraws(deps: Deps, userId: string): Promise<WithdrawItem[]> {
  return (await repo.listOwn(deps.db, userId)).map(withdrawItem);
}

/**
 * GET /api/admin/withdraws: newest first, a page at a time (keyset; docs/business-rules.md "Paged lists"),
 * narrowed by status and the search text.
 */
export async function listForAdmin(
  deps: Deps,
  q: AdminWithdrawsQuery,
): Promise<{ withdraws: AdminWithdrawItem[]; nextCursor: string | null }> {
  const rows = await repo.listForAdmin(deps.db, q, readCursor(q.cursor), KEYSET_PAGE_SIZE + 1);
  const { page, nextCursor } = keysetPage(rows, KEYSET_PAGE_SIZE, (r) => ({ at: r.at, id: r.w.id }));
  const tax = await latestDeclarations(
    deps.db,
    page.map((r) => r.w.userId),
  );
  return { withdraws: page.map((r) => adminWithdrawItem(r, tax)), nextCursor };
}

/** The operator's card: who asked, the copied bank details, why it waits, and the payee's latest tax details. */
function adminWithdrawItem(
  { w, user, organisation }: repo.AdminWithdrawRow,
  tax: Awaited<ReturnType<typeof latestDeclarations>>,
): AdminWithdrawItem {
  const declaration = tax.get(w.userId);
  return {
    ...withdrawItem(w),
    decidedAt: w.decidedAt?.toISOString() ?? null,
    user: { _id: user.id, id: user.id, name: user.name, email: user.email, role: user.role, organisation },
    bank: copiedBank(w),
    bankChangedRecently: bankChangedRecently(w),
    rejectReason: w.rejectReason,
    held: w.heldAt ? { at: w.heldAt.toISOString(), reason: w.heldReason ?? '' } : null,
    waitReasons: w.state === 'waiting' ? (w.waitReasons as PayoutWaitReason[]) : [],
    destination: w.destination,
    taxDetails: declaration ? presentTaxDetails(declaration) : null,
  };
}

/** POST /api/admin/withdraws/{id}/release: the operator's review of a held withdrawal is done. */
export async function releaseHeldWithdrawal(deps: Deps, admin: { id: string }, id: string) {
  await releaseWithdrawal(deps, admin, id);
  const row = await repo.findForAdmin(deps.db, id);
  if (!row) throw notFound(MONEY_MSG.withdrawNotFound);
  return adminWithdrawItem(row, await latestDeclarations(deps.db, [row.w.userId]));
}

/**
 * An admin's decision on a waiting withdrawal, once. On the bank rail, approving means the operator paid it (the
 * money leaves the platform); on Stripe and PayPal it releases it to its rail (queued; paid when the provider
 * says so). Either needs the payee's tax details (409 without). Rejecting returns the money to the balance it
 * came from. The row lock makes a second decision wait and then see the first. `bankOnly` (bulk and batch "mark
 * paid") refuses the other rails.
 */
export async function decideWithdrawal(
  deps: Deps,
  admin: { id: string },
  id: string,
  decision: { approve: boolean; reason: string | null },
  opts: { bankOnly?: boolean } = {},
) {
  const { approve, reason } = decision;
  const decided = await withTransaction(deps.db, async (tx) => {
    const w = await repo.lockWithdrawal(tx, id);
    if (!w) throw notFound(MONEY_MSG.withdrawNotFound);
    if (w.status !== WITHDRAW_STATUS.pending || w.state !== 'waiting')
      throw conflict(MONEY_MSG.alreadyDecided, ERROR_CODE.ALREADY_DECIDED);
    // Held after a refund or chargeback of a campaign owner that paid this creator: the operator releases it first.
    if (approve) refuseIfHeld(w);
    // No payout leaves without tax details (docs/finance.md): one requested before the rule waits for them.
    if (approve && !(await hasTaxDetails(tx, w.userId)))
      throw conflict(TAX_MSG.payNeedsTaxDetails, ERROR_CODE.TAX_DETAILS_REQUIRED);
    if (approve && w.rail !== 'bank') {
      if (opts.bankOnly) throw badRequest(MONEY_MSG.payNeedsBankRail, ERROR_CODE.CONFLICT);
      return { after: await releaseToRail(tx, deps, admin, w), message: null };
    }
    // Paid means transferred to the copied details: with no copy there is nowhere it could have gone.
    if (approve && !copiedBank(w)) throw badRequest(MONEY_MSG.payNeedsBank, ERROR_CODE.BANK_REQUIRED);
    const returnKey = await repo.sourceKeyOf(tx, w.id);
    if (!returnKey) throw new Error(`withdrawal ${w.id} has no request entry`);
    await settleWithdrawal(tx, {
      withdrawalId: w.id,
      approve,
      returnKey,
      amountCents: w.amountCents,
      adminId: admin.id,
    });
    const now = deps.clock.now();
    const after = await repo.setDecision(tx, w.id, {
      status: approve ? WITHDRAW_STATUS.verified : WITHDRAW_STATUS.rejected,
      state: approve ? 'paid' : 'rejected',
      decidedAt: now,
      decidedBy: admin.id,
      rejectReason: approve ? null : reason,
      paidAt: approve ? now : null,
    });
    await writeAudit(tx, {
      actorId: admin.id,
      action: approve ? 'withdrawal.verify' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: w.id,
      before: { status: w.status, amountCents: w.amountCents, userId: w.userId },
      after: {
        status: after.status,
        decidedAt: after.decidedAt,
        returnedTo: approve ? null : returnKey,
        reason: after.rejectReason,
      },
    });
    liveAfterCommit(tx, deps).push(w.userId, LIVE_EVENT.withdrawal, {
      id: w.id,
      state: after.state as 'paid',
    });
    // The account holder hears of it: paid (green) or rejected with the money back (pink).
    const message = await writeMessage(tx, deps, {
      userId: w.userId,
      title: approve
        ? `Your withdrawal of $${formatCents(w.amountCents)} was paid to your bank account.`
        : `Your withdrawal of $${formatCents(w.amountCents)} was rejected (${reason ?? 'no reason given'}). The money is back in your balance.`,
      event: approve ? MESSAGE_EVENT.topUp : MESSAGE_EVENT.rejectedOrEnded,
      kind: 'withdrawal',
    });
    return { after, message };
  });
  pushMessages(deps, [decided.message]);
  await pushBalance(deps, decided.after.userId);
  return withdrawItem(decided.after);
}

/** The operator lets a Stripe or PayPal withdrawal go: queued to its rail, sent after the commit. Audited. */
async function releaseToRail(tx: Tx, deps: Deps, admin: { id: string }, w: repo.Withdrawal) {
  const after = await repo.setDecision(tx, w.id, {
    status: WITHDRAW_STATUS.pending,
    state: 'queued',
    decidedAt: null,
    decidedBy: admin.id,
    rejectReason: null,
    waitReasons: [],
  });
  await writeAudit(tx, {
    actorId: admin.id,
    action: 'withdrawal.release_to_rail',
    targetType: 'withdrawal',
    targetId: w.id,
    before: { state: w.state, waitReasons: w.waitReasons, userId: w.userId },
    after: { state: 'queued', rail: w.rail },
  });
  afterCommit(tx, () => queuePayout(deps, w.id));
  return after;
}

/**
 * POST /api/admin/withdraws/pay: marks each withdrawal paid through the one decision path above, each in its
 * own transaction (`each`: with an Idempotency-Key it also keeps the item's record), so each is decided once,
 * locked, audited and messaged as a single decision is. One that someone decided first, or that cannot be paid,
 * is reported and the rest go on.
 */
export async function payWithdrawals(
  deps: Deps,
  admin: { id: string },
  ids: string[],
  each: BatchItemRunner,
): Promise<BulkPayResult> {
  const paid: WithdrawItem[] = [];
  const alreadyDecided: WithdrawItem[] = [];
  const refused: BulkPayResult['refused'] = [];
  for (const id of ids) {
    try {
      paid.push(
        await each(id, (d) =>
          decideWithdrawal(d, admin, id, { approve: true, reason: null }, { bankOnly: true }),
        ),
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      const now = err.code === ERROR_CODE.ALREADY_DECIDED ? await repo.findWithdrawal(deps.db, id) : null;
      if (now) alreadyDecided.push(withdrawItem(now));
      else refused.push({ id, reason: err.userMessage });
    }
  }
  const paidCents = paid.reduce((sum, w) => sum + toCents(w.amount), 0);
  return {
    message: bulkPayMessage(paid.length, paidCents, alreadyDecided.length, refused.length),
    paid,
    paidTotal: toDollars(paidCents),
    alreadyDecided,
    refused,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function bulkPayMessage(paid: number, paidCents: number, decided: number, refused: number) {
  const parts = [`${plural(paid, 'withdrawal', 'withdrawals')} marked as paid ($${formatCents(paidCents)}).`];
  if (decided) parts.push(`${plural(decided, 'was', 'were')} already decided.`);
  if (refused) parts.push(`${plural(refused, 'was', 'were')} not paid.`);
  return parts.join(' ');
}

/** The bank details copied onto the request (what the operator pays to), or null when it has none. */
function copiedBank(w: repo.Withdrawal) {
  return w.accountName && w.bsb && w.accountNumber
    ? { accountName: w.accountName, BSB: w.bsb, accountNumber: w.accountNumber }
    : null;
}

/** The details were changed in the 7 days before the request: the operator's card flags it. */
export function bankChangedRecently(w: Pick<repo.Withdrawal, 'bankChangedAt' | 'createdAt'>): boolean {
  if (!w.bankChangedAt) return false;
  return w.createdAt.getTime() - w.bankChangedAt.getTime() < BANK_CHANGE_FLAG_DAYS * 86_400_000;
}

export function withdrawItem(w: repo.Withdrawal): WithdrawItem {
  return {
    _id: w.id,
    id: w.id,
    amount: toDollars(w.amountCents),
    createdAt: w.createdAt.toISOString(),
    status: w.status,
    rail: w.rail as PayoutRail,
    state: w.state as PayoutState,
    instant: w.instant,
    fee: toDollars(w.feeCents),
    failureReason: w.state === 'failed' ? w.failureReason : null,
    paidAt: w.paidAt?.toISOString() ?? null,
  };
}
