/**
 * The crash test's model: what the acknowledged answers say happened, and so what every balance must be. It is
 * built only from the driver's own requests and the server's 2xx answers (ids, never amounts), with the
 * product's rules written out again here (payout by follower factor, a venue's reserve from credit first, a
 * refund's split), so a server that moved money twice, lost it, or half-did an operation disagrees with it.
 */
import { accountKeys } from '../../src/ledger/accounts';
import type { Auth } from './http';

export type Actor = { id: string; role: 1 | 2 | 3 | 4; auth: Auth; followers: number };

export type ActivityState = 'todo' | 'submitted' | 'approved' | 'expired';
export type ModelActivity = {
  id: string;
  customer: Actor;
  state: ActivityState;
  payoutCents: number | null;
  voucherId: string | null;
};
export type ModelCampaign = {
  id: string;
  owner: Actor;
  type: number;
  shareCents: number;
  count: number;
  reservedCents: number;
  settled: boolean;
  activities: ModelActivity[];
};
export type PayoutRailName = 'stripe' | 'paypal' | 'bank';
export type ModelWithdrawal = {
  id: string;
  user: Actor;
  cents: number;
  sourceKey: string;
  status: 1 | 2 | 3;
  rail: PayoutRailName;
  /** The instant payout fee (Stripe only): the platform's revenue when paid. */
  feeCents: number;
  /** What the last answer (or the final read) said: waiting, queued, sent, paid, failed or rejected. */
  state: string;
};

/** The instant payout fee (docs/payouts.md), written out again: the percentage, rounded half up, at least 1 cent. */
export const instantFee = (cents: number, percent: number) =>
  percent <= 0 ? 0 : Math.max(1, Math.round((cents * percent) / 100));
export type ModelPayment = {
  id: string;
  customerId: string;
  venueId: string;
  walletCents: number;
  pocketCents: number;
  voucherId: string | null;
};
export type ModelTopUp = {
  id: string;
  owner: Actor;
  cents: number;
  refundedCents: number;
  refunds: number;
  /** A dispute was opened (a chargeback): one per top-up in this test. */
  disputed?: boolean;
};

export const creditKey = (a: Actor) => accountKeys.creditOf(a);

/** The follower factor (docs/spec.md, Creators), written out again: 1 from 10,000, 0.75 from 1,000, else 0.5. */
export function modelPayout(type: number, shareCents: number, followers: number) {
  if (type === 7) return null;
  if (type === 6) return shareCents;
  const factor = followers >= 10_000 ? 1 : followers >= 1_000 ? 0.75 : 0.5;
  return Math.floor(shareCents * factor);
}

export class Model {
  readonly balances = new Map<string, number>();
  readonly topUps = new Map<string, ModelTopUp>();
  readonly campaigns = new Map<string, ModelCampaign>();
  readonly withdrawals = new Map<string, ModelWithdrawal>();
  readonly payments = new Map<string, ModelPayment>();
  /** Net cents and count of the manual adjustments on each account. */
  readonly adjustments = new Map<string, { cents: number; count: number }>();
  /** Every (user, Idempotency-Key) that was answered 2xx: each must have exactly one stored answer. */
  readonly keys: Array<{ userId: string; key: string; route: string }> = [];
  /** Top-up starts whose key stayed claimed by a killed server (409 busy) and were started again. */
  abandonedStarts = 0;
  /** Answers other than the expected 2xx (the driver only sends what the model says must succeed). */
  readonly refusals: string[] = [];
  /** Operations fully acknowledged, by name. */
  readonly done = new Map<string, number>();

  bal(key: string) {
    return this.balances.get(key) ?? 0;
  }

  /** One journal entry: its lines must sum to zero, as the ledger's must. */
  post(lines: Array<[string, number]>) {
    const sum = lines.reduce((s, [, c]) => s + c, 0);
    if (sum !== 0) throw new Error(`model entry does not balance: ${JSON.stringify(lines)}`);
    for (const [key, cents] of lines) if (cents !== 0) this.balances.set(key, this.bal(key) + cents);
  }

  count(op: string) {
    this.done.set(op, (this.done.get(op) ?? 0) + 1);
  }

  /** A venue's spendable credit (campaigns): its credit plus its earnings. */
  venueSpendable(v: Actor) {
    return this.bal(accountKeys.venueCredit(v.id)) + this.bal(accountKeys.venueEarnings(v.id));
  }

  /** A campaign reserve: a venue pays from its credit first, then its earnings. */
  reserve(owner: Actor, campaignId: string, cents: number) {
    const escrow = accountKeys.escrow(campaignId);
    if (owner.role !== 1)
      return this.post([
        [creditKey(owner), -cents],
        [escrow, cents],
      ]);
    const fromCredit = Math.min(this.bal(accountKeys.venueCredit(owner.id)), cents);
    this.post([
      [escrow, cents],
      [accountKeys.venueCredit(owner.id), -fromCredit],
      [accountKeys.venueEarnings(owner.id), -(cents - fromCredit)],
    ]);
  }

  /** An approval's payout: escrow to the wallet (types 1-5) or the pocket at the venue (6); nothing for 7. */
  pay(c: ModelCampaign, a: ModelActivity) {
    a.state = 'approved';
    a.payoutCents = modelPayout(c.type, c.shareCents, a.customer.followers);
    if (a.payoutCents === null) return;
    const to =
      c.type === 6 ? accountKeys.pocket(a.customer.id, c.owner.id) : accountKeys.wallet(a.customer.id);
    this.post([
      [accountKeys.escrow(c.id), -a.payoutCents],
      [to, a.payoutCents],
    ]);
  }

  /**
   * Settlement (admin close, or a reversal's claim): submissions are paid, to-dos expire, the rest of the escrow
   * goes back: first to the platform's loss up to what a reversal claimed, then to the owner.
   */
  settle(c: ModelCampaign, claimedCents = 0) {
    for (const a of c.activities) {
      if (a.state === 'submitted') this.pay(c, a);
      else if (a.state === 'todo') a.state = 'expired';
    }
    const rest = this.bal(accountKeys.escrow(c.id));
    const recovered = Math.min(claimedCents, rest);
    this.post([
      [accountKeys.escrow(c.id), -recovered],
      [accountKeys.platformLoss(), recovered],
    ]);
    this.post([
      [accountKeys.escrow(c.id), -(rest - recovered)],
      [creditKey(c.owner), rest - recovered],
    ]);
    c.settled = true;
  }

  /**
   * A refund or chargeback of a top-up (docs/ledger.md "Reversals never create money"): what is left of the
   * payer's credit, the rest on the platform's loss at once and claimed on the payer's open campaigns (newest
   * first); those close right away (settlement), and what their escrow still holds goes back to the loss, up to
   * the claim, the rest to the owner.
   */
  refund(t: ModelTopUp, cents: number) {
    const credit = creditKey(t.owner);
    const fromCredit = Math.min(this.bal(credit), cents);
    this.post([
      [credit, -fromCredit],
      [accountKeys.platformLoss(), -(cents - fromCredit)],
      [accountKeys.externalRefunds(), cents],
    ]);
    t.refundedCents += cents;
    t.refunds++;
    let toClaim = cents - fromCredit;
    const live = [...this.campaigns.values()]
      .filter((c) => c.owner.id === t.owner.id && !c.settled && c.type !== 7)
      .reverse();
    for (const c of live) {
      const claim = Math.min(this.bal(accountKeys.escrow(c.id)), toClaim);
      if (claim <= 0) continue;
      toClaim -= claim;
      this.settle(c, claim);
    }
  }

  /**
   * A withdrawal leaves flight, once: paid (to external:payouts, less the instant fee, which is platform:revenue;
   * the operator's bank payment or the rail's word) or back to where it came from (rejected, or the rail failed).
   */
  settleWithdrawal(w: ModelWithdrawal, state: 'paid' | 'failed' | 'rejected') {
    const lines: Array<[string, number]> = [[accountKeys.withdrawal(w.id), -w.cents]];
    if (state === 'paid')
      lines.push(
        [accountKeys.externalPayouts(), w.cents - w.feeCents],
        [accountKeys.platformRevenue(), w.feeCents],
      );
    else lines.push([w.sourceKey, w.cents]);
    this.post(lines);
    w.status = state === 'paid' ? 2 : 3;
    w.state = state;
  }

  adjust(key: string, cents: number) {
    this.post([
      [key, cents],
      [accountKeys.platformAdjustments(), -cents],
    ]);
    const a = this.adjustments.get(key) ?? { cents: 0, count: 0 };
    this.adjustments.set(key, { cents: a.cents + cents, count: a.count + 1 });
  }
}
