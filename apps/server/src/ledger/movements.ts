/**
 * The named money movements of the product. Each is one balanced entry with its own idempotency key,
 * posted inside the caller's transaction. Features call these, never postEntry with hand-made lines,
 * so every path that moves money is listed in this one file.
 */
import type { Tx } from '../db/client';
import { accountKeys } from './accounts';
import type { LedgerLine } from './post';
import { postEntry, type EntryInput, type PostResult } from './post';

/** A confirmed top-up: money enters the platform into the payer's credit. */
export function creditTopUp(
  tx: Tx,
  p: { topUpId: string; user: { id: string; role: number }; amountCents: number; memo?: string },
): Promise<PostResult> {
  return postEntry(tx, {
    kind: 'topup',
    idempotencyKey: `topup:${p.topUpId}`,
    memo: p.memo ?? null,
    actorId: p.user.id,
    lines: [
      { key: accountKeys.externalTopUps(), amountCents: -p.amountCents },
      { key: accountKeys.creditOf(p.user), amountCents: p.amountCents },
    ],
  });
}

/** A withdrawal request: the amount leaves the spendable balance at once and waits in flight. */
export function holdWithdrawal(
  tx: Tx,
  p: {
    withdrawalId: string;
    userId: string;
    fromKey: string;
    amountCents: number;
    insufficientMessage: string;
  },
): Promise<PostResult> {
  return postEntry(tx, {
    kind: 'withdraw_request',
    idempotencyKey: `withdraw:request:${p.withdrawalId}`,
    actorId: p.userId,
    insufficientMessage: p.insufficientMessage,
    lines: [
      { key: p.fromKey, amountCents: -p.amountCents },
      { key: accountKeys.withdrawal(p.withdrawalId), amountCents: p.amountCents, ownerId: p.userId },
    ],
  });
}

/**
 * A withdrawal's end, once: paid out (leaves the platform, less an instant payout's fee, which is the platform's
 * revenue) or returned (rejected by the operator, or a payout that failed: back where it came from). The actor
 * is the operator who decided, or null when a rail's answer or the operator's bank file settled it.
 */
export function settleWithdrawal(
  tx: Tx,
  p: {
    withdrawalId: string;
    approve: boolean;
    returnKey: string;
    amountCents: number;
    feeCents?: number;
    adminId: string | null;
    memo?: string;
  },
): Promise<PostResult> {
  const fee = p.approve ? (p.feeCents ?? 0) : 0;
  const lines: LedgerLine[] = [{ key: accountKeys.withdrawal(p.withdrawalId), amountCents: -p.amountCents }];
  if (p.approve) {
    lines.push({ key: accountKeys.externalPayouts(), amountCents: p.amountCents - fee });
    if (fee > 0) lines.push({ key: accountKeys.platformRevenue(), amountCents: fee });
  } else lines.push({ key: p.returnKey, amountCents: p.amountCents });
  return postEntry(tx, {
    kind: 'withdraw_decision',
    idempotencyKey: `withdraw:decision:${p.withdrawalId}`,
    memo: p.memo ?? (p.approve ? 'paid out' : 'rejected'),
    actorId: p.adminId,
    lines,
  });
}

type TransferInput = {
  kind: string;
  idempotencyKey: string;
  fromKey: string;
  toKey: string;
  amountCents: number;
  memo?: string | null;
  actorId?: string | null;
  insufficientMessage?: string;
};

/** The entry of a transfer (below), for a caller that posts several at once (postEntries). */
export function transferEntry(p: TransferInput): EntryInput {
  if (p.fromKey.startsWith('external:') || p.toKey.startsWith('external:')) {
    throw new Error('ledger: transfer cannot touch external accounts');
  }
  return {
    kind: p.kind,
    idempotencyKey: p.idempotencyKey,
    memo: p.memo,
    actorId: p.actorId,
    insufficientMessage: p.insufficientMessage,
    lines: [
      { key: p.fromKey, amountCents: -p.amountCents },
      { key: p.toKey, amountCents: p.amountCents },
    ],
  };
}

/**
 * A plain move between two inside balances (credit to escrow, escrow to a wallet, refunds, venue payments).
 * Never touches the external accounts: money only enters by top-up and leaves by payout.
 */
export function transfer(tx: Tx, p: TransferInput): Promise<PostResult> {
  return postEntry(tx, transferEntry(p));
}

/**
 * Pays a customer's wallet (campaign payouts, types 1-5) from escrow or a credit account.
 * The memo is what the customer's money history shows as the sender (e.g. the business name).
 */
export function payCustomer(
  tx: Tx,
  p: {
    fromKey: string;
    customerId: string;
    amountCents: number;
    key: string;
    memo: string;
    actorId?: string | null;
  },
): Promise<PostResult> {
  return transfer(tx, {
    kind: 'customer_payout',
    idempotencyKey: p.key,
    fromKey: p.fromKey,
    toKey: accountKeys.wallet(p.customerId),
    amountCents: p.amountCents,
    memo: p.memo,
    actorId: p.actorId,
  });
}

/** Entry kinds of the top-up reversals; the only entries that touch external:refunds and platform:loss. */
export const REVERSAL_ENTRY_KIND = {
  refund: 'topup_refund',
  chargeback: 'chargeback',
  chargebackWon: 'chargeback_reversal',
} as const;

type ReversalSplit = {
  /** The top-up_reversals row this entry belongs to: its id names the entry. */
  reversalId: string;
  /** The payer's credit account, the one the top-up went into. */
  creditKey: string;
  /** Taken from (or, won, given back to) that credit. */
  creditCents: number;
  /** Absorbed by (or, won, returned to) the platform: the part already spent. */
  lossCents: number;
  memo: string;
  actorId?: string | null;
};

/** The lines of a split, leaving out a zero part (a ledger line is never zero). */
function splitLines(p: ReversalSplit, sign: 1 | -1): LedgerLine[] {
  const lines: LedgerLine[] = [
    { key: accountKeys.externalRefunds(), amountCents: -sign * (p.creditCents + p.lossCents) },
  ];
  if (p.creditCents > 0) lines.push({ key: p.creditKey, amountCents: sign * p.creditCents });
  if (p.lossCents > 0) lines.push({ key: accountKeys.platformLoss(), amountCents: sign * p.lossCents });
  return lines;
}

/**
 * A refund or chargeback of a top-up: the money goes back to the payer (external:refunds +X), taken
 * from what is left of the payer's credit, and the rest, already spent, from the platform (platform:loss). The
 * caller splits X under the credit account's lock, so the credit never goes below zero.
 */
export function reverseTopUp(
  tx: Tx,
  p: ReversalSplit & { kind: 'refund' | 'chargeback' },
): Promise<PostResult> {
  return postEntry(tx, {
    kind: p.kind === 'refund' ? REVERSAL_ENTRY_KIND.refund : REVERSAL_ENTRY_KIND.chargeback,
    idempotencyKey: `topup:${p.kind}:${p.reversalId}`,
    memo: p.memo,
    actorId: p.actorId ?? null,
    lines: splitLines(p, -1),
  });
}

/** A won dispute: what its chargeback took comes back, to the credit and to the platform, split as it was taken. */
export function restoreChargeback(tx: Tx, p: ReversalSplit): Promise<PostResult> {
  return postEntry(tx, {
    kind: REVERSAL_ENTRY_KIND.chargebackWon,
    idempotencyKey: `topup:chargeback_won:${p.reversalId}`,
    memo: p.memo,
    actorId: p.actorId ?? null,
    lines: splitLines(p, 1),
  });
}

export const adjustmentKey = (adjustmentId: string) => `adjustment:${adjustmentId}`;

/**
 * An operator's manual adjustment: credit (positive cents) or debit (negative) one user balance
 * against platform:adjustments, with the reason as the memo the user's statement shows. A debit never takes the
 * balance below zero (AppError 400 with the caller's text), like every other movement.
 */
export function adjustBalance(
  tx: Tx,
  p: {
    adjustmentId: string;
    accountKey: string;
    amountCents: number;
    reason: string;
    adminId: string;
    insufficientMessage: string;
  },
): Promise<PostResult> {
  return postEntry(tx, {
    kind: 'adjustment',
    idempotencyKey: adjustmentKey(p.adjustmentId),
    memo: p.reason,
    actorId: p.adminId,
    insufficientMessage: p.insufficientMessage,
    lines: [
      { key: p.accountKey, amountCents: p.amountCents },
      { key: accountKeys.platformAdjustments(), amountCents: -p.amountCents },
    ],
  });
}
