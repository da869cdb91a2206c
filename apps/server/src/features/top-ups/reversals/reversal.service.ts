/**
 * Refunds and chargebacks of top-ups (docs/spec.md, Top-ups): one path for Stripe, PayPal and the sandbox. The
 * provider adapters turn their events into a ReversalEvent; this applies it in one transaction, exactly once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODE, formatCents, MONEY_MSG, SUSPEND_REASON } from '@spruik/shared';
import type { Tx } from '../../../db/client';
import { withTransaction } from '../../../db/transaction';
import { endSessions, findUser, lockUser, updateUser } from '../../../db/tables/users';
import type { Deps } from '../../../deps';
import { conflict, notFound } from '../../../lib/app-error';
import {
  accountKeys,
  balanceOf,
  balancesOf,
  EXTERNAL_REFUNDS,
  insertEscrowClaim,
  lockAccounts,
  lockPendingClaims,
  PLATFORM_LOSS,
  readPendingClaims,
  type EscrowClaim,
  releaseClaims,
  restoreChargeback,
  reverseTopUp,
} from '../../../ledger';
import { lockLateCampaigns, lockLiveCampaignsOf, settleReversedCampaigns } from '../../campaigns';
import { holdCreatorWithdrawals } from '../../withdrawals';
import { writeAudit } from '../../audit';
import { pushBalance } from '../../live';
import { pushMessages, writeMessage, type MessageRow } from '../../messages';
import { lockTopUp, recordProviderEvent, type TopUp } from '../top-ups.repository';
import { reversalMails, reversalMessage } from './reversal.notices';
import {
  insertReversal,
  reversalsOf,
  setReversalEntry,
  tally,
  type Reversal,
  type ReversalKind,
} from './reversals.repository';

/** What the provider says happened to a top-up's money. */
export type ReversalAction =
  /** A refund of this amount (PayPal, the sandbox: one event per refund). */
  | { kind: 'refund'; ref: string; amountCents: number }
  /** Refunds now total this much (Stripe's charge.amount_refunded): the part not yet applied is new. */
  | { kind: 'refund_total'; ref: string; totalCents: number }
  /** A dispute took this amount (a chargeback); `ref` names the dispute, so it is taken once. */
  | { kind: 'chargeback'; ref: string; amountCents: number }
  /**
   * A dispute ended. `ref` names its chargeback (null: the top-up's oldest open one). Won gives back what it
   * took; lost keeps it (a lost dispute never seen opening takes its amount then).
   */
  | { kind: 'dispute_closed'; ref: string | null; outcome: 'won' | 'lost'; amountCents: number };

export type ReversalEvent = {
  provider: string;
  /** The provider_events id: recorded in the same transaction, so a replayed event changes nothing. */
  eventId: string;
  eventType: string;
  topUpId: string;
  /** The operator who simulated it (sandbox); null for a provider's webhook (the system). */
  actorId: string | null;
  action: ReversalAction;
};

export type ReversalResult = { duplicate: boolean; applied: Reversal[]; suspended: boolean };

type Taking = { ref: string; amountCents: number };
/** `closes`: the chargeback row, or the ref of one this same event opens (a lost dispute never seen opening). */
type Closing = { closes: Reversal | string };
type Step =
  | ({ kind: 'refund' } & Taking)
  | ({ kind: 'chargeback' } & Taking)
  | ({ kind: 'chargeback_won' } & Closing)
  | ({ kind: 'chargeback_lost' } & Closing);

/** Applies the event once: ledger, reversal rows, suspension, messages and audit in one transaction. */
export async function applyReversal(
  deps: Deps,
  log: FastifyBaseLogger,
  event: ReversalEvent,
): Promise<ReversalResult> {
  const outcome = await withTransaction(deps.db, async (tx) => {
    // Lock order (docs/ledger.md): the provider_events row, the top-up, the payer's user row, the ledger accounts.
    const fresh = await recordProviderEvent(tx, {
      id: event.eventId,
      provider: event.provider,
      type: event.eventType,
    });
    if (!fresh) return null;
    const topUp = await lockTopUp(tx, event.topUpId);
    if (!topUp) throw notFound(MONEY_MSG.paymentNotFound);
    // Money that never arrived cannot go back. Rolls back the event too, so the provider's retry finds it paid.
    if (topUp.status !== 'paid') throw conflict(MONEY_MSG.paymentPending, ERROR_CODE.PAYMENT_PENDING);
    const steps = plan(topUp, await reversalsOf(tx, topUp.id), event.action, log);
    if (steps.length === 0) return { applied: [], suspended: false, notice: null, claimed: [] };
    return applySteps(tx, deps, event, topUp, steps);
  });
  if (!outcome) return { duplicate: true, applied: [], suspended: false };
  await settleReversedCampaigns(deps, log, outcome.claimed, event.actorId);
  if (outcome.notice) await tellEveryone(deps, outcome.notice);
  return { duplicate: false, applied: outcome.applied, suspended: outcome.suspended };
}

type Notice = {
  topUp: TopUp;
  owner: { id: string; name: string; email: string };
  applied: Reversal[];
  suspended: boolean;
  message: MessageRow;
  creditCents: number;
};

/**
 * After the commit (inside an idempotent route, deps defer these to its commit): the owner's open tabs hear of
 * it, then a suspended owner's are closed; the owner and every operator get an e-mail.
 */
async function tellEveryone(deps: Deps, n: Notice) {
  pushMessages(deps, [n.message]);
  await pushBalance(deps, n.owner.id);
  if (n.suspended) deps.realtime.disconnectUser(n.owner.id);
  const mails = await reversalMails(deps.db, deps.config.publicUrl, n);
  for (const mail of mails) await deps.mailer.send(mail).catch(() => undefined);
}

/** What the event changes, given the top-up's reversals so far (read under its lock). */
function plan(topUp: TopUp, rows: Reversal[], action: ReversalAction, log: FastifyBaseLogger): Step[] {
  const { refunded, remaining, open } = tally(topUp.amountCents, rows);
  const capped = (wanted: number) => {
    if (wanted > remaining) log.warn({ topUpId: topUp.id, wanted, remaining }, 'reversal above what is left');
    return Math.min(wanted, remaining);
  };
  const known = (ref: string) => rows.find((r) => r.providerRef === ref);
  switch (action.kind) {
    case 'refund': {
      const amountCents = capped(action.amountCents);
      return known(action.ref) || amountCents <= 0 ? [] : [{ kind: 'refund', ref: action.ref, amountCents }];
    }
    case 'refund_total': {
      // Stripe repeats the running total; only what it adds to the refunds applied so far is new.
      const amountCents = capped(action.totalCents - refunded);
      const ref = `${action.ref}:${action.totalCents}`;
      return known(ref) || amountCents <= 0 ? [] : [{ kind: 'refund', ref, amountCents }];
    }
    case 'chargeback': {
      const amountCents = capped(action.amountCents);
      return known(action.ref) || amountCents <= 0
        ? []
        : [{ kind: 'chargeback', ref: action.ref, amountCents }];
    }
    case 'dispute_closed': {
      const closedIds = new Set(rows.map((r) => r.closesId));
      const chargeback = action.ref
        ? rows.find((r) => r.kind === 'chargeback' && r.providerRef === action.ref)
        : open[0];
      if (chargeback && closedIds.has(chargeback.id)) return [];
      if (action.outcome === 'won') return chargeback ? [{ kind: 'chargeback_won', closes: chargeback }] : [];
      if (chargeback) return [{ kind: 'chargeback_lost', closes: chargeback }];
      // Lost without our having seen it open: the money went with it, so it is taken now, then closed.
      const amountCents = capped(action.amountCents);
      if (!action.ref || amountCents <= 0) return [];
      return [
        { kind: 'chargeback', ref: action.ref, amountCents },
        { kind: 'chargeback_lost', closes: action.ref },
      ];
    }
  }
}

/** What a taking reversal can still take from a live campaign's escrow: its balance less the pending claims on it. */
type Claimable = { campaignId: string; createdAt: Date; cents: number };

async function claimableEscrow(
  tx: Tx,
  campaigns: Array<{ id: string; createdAt: Date }>,
  pending: EscrowClaim[],
): Promise<Claimable[]> {
  const balances = await balancesOf(
    tx,
    campaigns.map((c) => accountKeys.escrow(c.id)),
  );
  const claimed = new Map<string, number>();
  for (const c of pending) claimed.set(c.campaignId, (claimed.get(c.campaignId) ?? 0) + c.amountCents);
  return (
    campaigns
      .map((c) => ({
        campaignId: c.id,
        createdAt: c.createdAt,
        cents: (balances.get(accountKeys.escrow(c.id)) ?? 0) - (claimed.get(c.id) ?? 0),
      }))
      .filter((c) => c.cents > 0)
      // Newest first: the campaign most likely funded by the top-up being reversed.
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.campaignId < b.campaignId ? -1 : 1))
  );
}

async function applySteps(tx: Tx, deps: Deps, event: ReversalEvent, topUp: TopUp, steps: Step[]) {
  const takes = steps.some((s) => s.kind === 'refund' || s.kind === 'chargeback');
  const now = deps.clock.now();
  // Lock order (docs/ledger.md): after the top-up, the payer's live campaigns (their escrow can be claimed) and
  // the withdrawals it holds, then the payer's user row, then the ledger accounts.
  const campaigns = takes ? await lockLiveCampaignsOf(tx, topUp.userId) : [];
  // Claims of earlier reversals on them, locked before the ledger accounts (a won dispute locks them too).
  const pending = await lockPendingClaims(
    tx,
    campaigns.map((c) => c.id),
  );
  if (takes) await holdCreatorWithdrawals(tx, { ownerId: topUp.userId, now, reason: HOLD_REASON });
  // Only a reversal that takes money suspends; its user row comes before the ledger accounts (level 2 < 4).
  const owner = takes ? await lockUser(tx, topUp.userId) : await findUser(tx, topUp.userId);
  if (!owner) throw notFound(MONEY_MSG.paymentNotFound);
  const creditKey = accountKeys.creditOf(owner);
  await lockAccounts(tx, [creditKey, EXTERNAL_REFUNDS, PLATFORM_LOSS]);
  // A campaign created meanwhile took credit this reversal would have taken: its escrow is claimable too.
  if (takes) {
    const late = await lateCampaigns(tx, owner.id, campaigns);
    campaigns.push(...late);
    pending.push(
      ...(await readPendingClaims(
        tx,
        late.map((c) => c.id),
      )),
    );
  }
  const claimable = await claimableEscrow(tx, campaigns, pending);
  let credit = await balanceOf(tx, creditKey);
  const applied: Reversal[] = [];
  const claimed = new Set<string>();
  // What a statement line can show: which top-up, through whom, and the provider's own reference.
  const memo = (kind: string, ref: string) =>
    `${kind} of the $${formatCents(topUp.amountCents)} top-up (${event.provider} ${ref})`;

  for (const step of steps) {
    let row: Reversal;
    if (step.kind === 'refund' || step.kind === 'chargeback') {
      // What is left of the credit goes first; then the live escrow (claimed: its campaign's settlement gives it
      // back); only what creators were already paid stays the platform's loss. Both are on platform:loss now.
      const creditCents = Math.min(credit, step.amountCents);
      credit -= creditCents;
      row = await insertReversal(tx, {
        topUpId: topUp.id,
        provider: event.provider,
        providerRef: step.ref,
        kind: step.kind,
        amountCents: step.amountCents,
        creditCents,
        lossCents: step.amountCents - creditCents,
        createdAt: now,
      });
      let toClaim = row.lossCents;
      for (const c of claimable) {
        const cents = Math.min(c.cents, toClaim);
        if (cents <= 0) continue;
        await insertEscrowClaim(tx, { reversalId: row.id, campaignId: c.campaignId, amountCents: cents });
        c.cents -= cents;
        toClaim -= cents;
        claimed.add(c.campaignId);
      }
      const entry = await reverseTopUp(tx, {
        kind: step.kind,
        reversalId: row.id,
        creditKey,
        creditCents: row.creditCents,
        lossCents: row.lossCents,
        memo: memo(step.kind === 'refund' ? 'Refund' : 'Chargeback', row.providerRef),
        actorId: event.actorId,
      });
      await setReversalEntry(tx, row.id, entry.entryId);
    } else {
      const { closes } = step;
      const chargeback = typeof closes === 'string' ? applied.find((r) => r.providerRef === closes)! : closes;
      const won = step.kind === 'chargeback_won';
      // Won: its claims stop (pending ones leave the escrow to the owner); what they already took back from a
      // settled campaign's escrow comes to the credit, since that escrow is gone.
      const recovered = won ? await releaseClaims(tx, chargeback.id) : 0;
      row = await insertReversal(tx, {
        topUpId: topUp.id,
        provider: event.provider,
        providerRef: `${chargeback.providerRef}:${won ? 'won' : 'lost'}`,
        kind: step.kind,
        amountCents: chargeback.amountCents,
        creditCents: won ? chargeback.creditCents + recovered : 0,
        lossCents: won ? chargeback.lossCents - recovered : 0,
        closesId: chargeback.id,
        createdAt: now,
      });
      if (won) {
        const entry = await restoreChargeback(tx, {
          reversalId: row.id,
          creditKey,
          creditCents: row.creditCents,
          lossCents: row.lossCents,
          memo: memo('Dispute won', chargeback.providerRef),
          actorId: event.actorId,
        });
        await setReversalEntry(tx, row.id, entry.entryId);
      }
    }
    applied.push(row);
    await writeAudit(tx, {
      actorId: event.actorId,
      action: `topup.${row.kind}`,
      targetType: 'top_up',
      targetId: topUp.id,
      before: null,
      after: {
        reversalId: row.id,
        provider: event.provider,
        providerRef: row.providerRef,
        amountCents: row.amountCents,
        fromCreditCents: row.creditCents,
        platformLossCents: row.lossCents,
        userId: owner.id,
      },
    });
  }

  // Suspended for review (docs/spec.md, Top-ups): the deactivation the operator's own switch does (admin-users).
  const suspended = takes && owner.isActive;
  if (suspended) {
    await updateUser(tx, owner.id, {
      isActive: false,
      suspendedReason: SUSPEND_REASON.reversal,
      suspendedAt: now,
    });
    await endSessions(tx, owner.id);
    await writeAudit(tx, {
      actorId: event.actorId,
      action: 'user.update',
      targetType: 'user',
      targetId: owner.id,
      before: { isActive: true },
      after: { isActive: false, reason: SUSPEND_REASON.reversal },
    });
  }

  const message = await writeMessage(tx, deps, reversalMessage(topUp, applied, owner.id));
  const notice: Notice = {
    topUp,
    owner,
    applied,
    suspended,
    message,
    creditCents: await balanceOf(tx, creditKey),
  };
  return { applied, suspended, notice, claimed: [...claimed] };
}

const HOLD_REASON = 'A top-up of a campaign owner that paid this creator was refunded or charged back.';

/**
 * The owner's campaigns created between the listing above and the credit's lock (their reserve held it). Under the
 * credit's lock no new one can start. One that cannot be locked at once is refused: nothing is written, the
 * provider retries, the operator simulates again; better than leaving its escrow to the owner.
 */
async function lateCampaigns(tx: Tx, ownerId: string, locked: Array<{ id: string }>) {
  const late = await lockLateCampaigns(tx, ownerId, new Set(locked.map((c) => c.id)));
  if (!late) throw conflict(MONEY_MSG.reversalRaced, ERROR_CODE.CONFLICT);
  return late;
}

export type { ReversalKind };
