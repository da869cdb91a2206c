/**
 * Automatic payouts (docs/payouts.md): a queued withdrawal is sent by the job queue to its rail, and the rail's
 * answer (a webhook, or the TEST MODE sandbox) settles it once: paid (the money leaves the ledger) or failed
 * (the money comes back to the balance it came from, after any money still with the provider is pulled back).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  formatCents,
  LIVE_EVENT,
  MESSAGE_EVENT,
  RAIL_LABEL,
  WITHDRAW_STATUS,
  type PayoutRail,
} from '@spruik/shared';
import { recordProviderEvent } from '../../db/tables/provider-events';
import { withTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { settleWithdrawal } from '../../ledger';
import { liveAfterCommit } from '../live';
import { pushMessages, writeMessage } from '../messages';
import { railFor, RailRefused, type PayoutOutcome, type RailName } from './rails';
import * as repo from './withdrawals.repository';
import { hasTaxDetails } from './tax-details.repository';

export const SEND_PAYOUT_JOB = 'payout-send';

/** Queues the send of a withdrawal that may go (call after the commit that made it 'queued'). */
export const queuePayout = (deps: Deps, withdrawalId: string) =>
  deps.queue.send(SEND_PAYOUT_JOB, { withdrawalId }, { singletonKey: withdrawalId });

/**
 * The send job. Under the row lock a queued withdrawal is claimed ('sent') before the provider is called, so no
 * operator decision can return its money while the call is out. A retry (timeout, 5xx, a crash) finds it sent
 * without a provider reference and calls again with the same idempotency key: the provider answers the first
 * order, so money never leaves twice.
 */
export async function sendPayout(deps: Deps, log: FastifyBaseLogger, withdrawalId: string) {
  const claimed = await withTransaction(deps.db, async (tx) => {
    const w = await repo.lockWithdrawal(tx, withdrawalId);
    if (!w || w.rail === 'bank') return null;
    if (w.state === 'sent' && !w.providerRef) return w;
    if (w.state !== 'queued') return null;
    // A reversal held it after it was queued: the operator looks first.
    if (w.heldAt)
      return repo.setPayoutState(tx, w.id, { state: 'waiting', waitReasons: ['held'] }).then(() => null);
    // No payout leaves without tax details (docs/finance.md): one queued before the rule waits for them.
    if (!(await hasTaxDetails(tx, w.userId)))
      return repo.setPayoutState(tx, w.id, { state: 'waiting', waitReasons: ['tax'] }).then(() => null);
    return repo.setPayoutState(tx, w.id, { state: 'sent', sentAt: deps.clock.now() });
  });
  if (!claimed) return;
  const rail = railFor(deps, log, claimed.rail as RailName);
  if (!rail) return refuse(deps, claimed.id, `${RAIL_LABEL[claimed.rail as PayoutRail]} payouts are off.`);
  try {
    const sent = await rail.send({
      withdrawalId: claimed.id,
      amountCents: claimed.amountCents - claimed.feeCents,
      destination: claimed.destination ?? '',
      instant: claimed.instant,
    });
    await withTransaction(deps.db, async (tx) => {
      const w = await repo.lockWithdrawal(tx, claimed.id);
      if (!w || w.providerRef) return;
      await repo.setPayoutState(tx, w.id, {
        providerRef: sent.providerRef,
        payoutRef: w.payoutRef ?? sent.payoutRef,
      });
      liveAfterCommit(tx, deps).push(w.userId, LIVE_EVENT.withdrawal, { id: w.id, state: w.state as 'sent' });
    });
  } catch (err) {
    if (err instanceof RailRefused) return refuse(deps, claimed.id, err.reason);
    throw err;
  }
}

/** The provider refused the order outright: nothing left, so it waits for the operator with the reason. */
async function refuse(deps: Deps, withdrawalId: string, reason: string) {
  await withTransaction(deps.db, async (tx) => {
    const w = await repo.lockWithdrawal(tx, withdrawalId);
    if (!w || w.state !== 'sent' || w.providerRef) return;
    await repo.setPayoutState(tx, w.id, {
      state: 'waiting',
      waitReasons: ['refused'],
      failureReason: reason,
      sentAt: null,
    });
  });
}

/**
 * A provider's word on a payout, applied once (the event id is recorded with the money's move; a replay, or an
 * event for a withdrawal already settled, changes nothing). A failure with money still at the provider pulls
 * it back first (a transfer reversal, a cancelled item): that call throws when the provider cannot be reached,
 * and the webhook's retry (or the job's) tries again, with the ledger untouched meanwhile.
 */
export async function applyPayoutOutcome(
  deps: Deps,
  log: FastifyBaseLogger,
  outcome: PayoutOutcome,
  event: { id: string; provider: string; type: string },
): Promise<{ duplicate: boolean }> {
  const before = await repo.findWithdrawal(deps.db, outcome.withdrawalId);
  if (!before) {
    log.warn({ eventId: event.id }, 'payout event for no withdrawal of ours');
    return { duplicate: !(await recordProviderEvent(deps.db, event)) };
  }
  if (outcome.state === 'failed' && outcome.recover && isOpen(before.state)) {
    // The failure raced the send's own answer: retried once the reference is stored, so the money is pulled back.
    if (!before.providerRef)
      throw new Error(`payout ${before.id} failed before its send was recorded; retry`);
    const rail = railFor(deps, log, before.rail as RailName);
    if (!rail) throw new Error(`rail ${before.rail} is off: payout ${before.id} cannot be recovered`);
    await rail.recover({
      withdrawalId: before.id,
      providerRef: before.providerRef,
      payoutRef: outcome.payoutRef ?? before.payoutRef,
      amountCents: before.amountCents - before.feeCents,
    });
  }
  const settled = await withTransaction(deps.db, async (tx) => {
    if (!(await recordProviderEvent(tx, event))) return { duplicate: true, message: null };
    const w = await repo.lockWithdrawal(tx, outcome.withdrawalId);
    // Out of order (paid after failed, a second failure): the first word stands.
    if (!w || !isOpen(w.state) || w.rail === 'bank') return { duplicate: false, message: null };
    const now = deps.clock.now();
    const paid = outcome.state === 'paid';
    const returnKey = paid ? '' : await repo.sourceKeyOf(tx, w.id);
    if (returnKey === null) throw new Error(`withdrawal ${w.id} has no request entry`);
    await settleWithdrawal(tx, {
      withdrawalId: w.id,
      approve: paid,
      returnKey,
      amountCents: w.amountCents,
      feeCents: w.feeCents,
      adminId: null,
      memo: paid ? 'paid out' : 'payout failed',
    });
    await repo.setPayoutState(tx, w.id, {
      state: paid ? 'paid' : 'failed',
      status: paid ? WITHDRAW_STATUS.verified : WITHDRAW_STATUS.rejected,
      decidedAt: now,
      paidAt: paid ? now : null,
      payoutRef: outcome.payoutRef ?? w.payoutRef,
      failureReason: paid ? null : outcome.reason,
    });
    const live = liveAfterCommit(tx, deps);
    live.push(w.userId, LIVE_EVENT.withdrawal, { id: w.id, state: paid ? 'paid' : 'failed' });
    live.balance(w.userId);
    const message = await writeMessage(tx, deps, {
      userId: w.userId,
      title: paid
        ? `Your withdrawal of $${formatCents(w.amountCents)} was paid to your ${RAIL_LABEL[w.rail as PayoutRail]} account.`
        : `Your withdrawal of $${formatCents(w.amountCents)} failed (${outcome.reason}). The money is back in your balance.`,
      event: paid ? MESSAGE_EVENT.topUp : MESSAGE_EVENT.rejectedOrEnded,
      kind: 'withdrawal',
    });
    return { duplicate: false, message };
  });
  pushMessages(deps, [settled.message]);
  return { duplicate: settled.duplicate };
}

/** Queued or sent: the money is still in flight and a provider's word may settle it. */
const isOpen = (state: string) => state === 'queued' || state === 'sent';
