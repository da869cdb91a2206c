/**
 * A plain in-memory model of every balance one sequence touches, written from docs/ledger.md,
 * docs/business-rules.md and docs/spec.md, not from the product's code. Each `plan*` answers whether the product
 * must accept the step (`ok`) and, if so, `apply` changes the model as the product must change its ledger.
 * All amounts are integer cents; times are epoch milliseconds from the test's clock.
 */
const HOUR = 3_600_000;
export const WINDOW = 72 * HOUR;

export type OwnerKind = 'business' | 'venue';
export type Plan = { ok: boolean; apply: () => void };
const refused: Plan = { ok: false, apply: () => undefined };
const accepted = (apply: () => void): Plan => ({ ok: true, apply });

export type ModelOwner = {
  kind: OwnerKind;
  /** business_credit or venue_credit. */
  credit: number;
  /** venue_earnings (venues only). */
  earnings: number;
  active: boolean;
};

export type ModelCampaign = {
  id: string;
  owner: number;
  type: number;
  shareCents: number;
  count: number;
  platform: 'instagram' | 'tiktok';
  end: number;
  verified: boolean;
  /** Closed by settlement (end, close, rejection): isActive false and settledAt set. */
  settled: boolean;
  escrow: number;
  /** The service fee rate it was made with, in basis points (0 for vouchers), and what it has paid so far. */
  feeBp: number;
  paid: number;
  /** When it was created (the clock): a reversal claims the newest escrow first (then the lower id). */
  created: number;
  /** What refunds and chargebacks claimed of this escrow; settlement gives it back to them (docs/ledger.md). */
  claims: ModelClaim[];
};

/** A reversal's claim on a live campaign's escrow: pending until the campaign settles. */
export type ModelClaim = { cents: number; recovered: number; status: 'pending' | 'recovered' | 'cancelled' };

/** 1 to do, 2 approved, 3 rejected, 4 submitted, 5 expired (the product's activity statuses). */
export type ActivityStatus = 1 | 2 | 3 | 4 | 5;
export type ModelActivity = {
  id: string;
  campaign: number;
  customer: number;
  status: ActivityStatus;
  acceptedAt: number;
  submittedAt: number | null;
  decidedAt: number | null;
  /** The follower count snapshotted at submission, on the campaign's platform. */
  followers: number | null;
  appeal: 'none' | 'open' | 'decided';
};

export type ModelTopUp = {
  id: string;
  sessionId: string;
  owner: number;
  cents: number;
  /** The provider's side: the first Pay or Cancel on the sandbox checkout wins. */
  decision: 'paid' | 'cancelled' | null;
  /** Our side: credited (status paid), or marked cancelled by a verify that saw the cancel. */
  status: 'pending' | 'paid' | 'cancelled';
  /** What refunds and chargebacks can still take (amount less reversals plus won disputes). */
  remaining: number;
  open: Taken | null;
};

/** What a refund or chargeback took: from the credit, on platform:loss, and its claims on live escrow. */
type Taken = { cents: number; creditCents: number; lossCents: number; claims: ModelClaim[] };

export type Rail = 'stripe' | 'paypal' | 'bank';
/** A payee's payout account (docs/payouts.md "Payout accounts"): no choice made means bank. */
export type ModelPayee = { rail: Rail; stripeReady: boolean; paypalConfirmed: boolean };
/** What the product said of a withdrawal's state, last time the test looked (docs/payouts.md "States"). */
export type WithdrawalState = 'waiting' | 'queued' | 'sent' | 'paid' | 'failed' | 'rejected';

export type ModelWithdrawal = {
  id: string;
  /** A customer index, or an owner index (venues). */
  from: { customer: number } | { owner: number };
  cents: number;
  /** The instant payout fee (Stripe only): kept by the platform when paid, returned when it fails. */
  fee: number;
  rail: Rail;
  /** The money moved out of flight (paid, failed or rejected): once, ever. */
  decided: boolean;
  state: WithdrawalState;
};

/** A voucher an approval of a type 7 activity issued; `id` is filled in by the driver from the product's row. */
export type ModelVoucher = { id: string; activity: string; customer: number; venue: number; used: boolean };

/** The instant payout fee (docs/payouts.md): the percentage, rounded half up to the cent, at least 1 cent. */
export function instantFee(cents: number, percent: number): number {
  if (percent <= 0) return 0;
  return Math.max(1, Math.round((cents * percent) / 100));
}

/** The follower factor (docs/spec.md, Creators), floored to the cent, in integer arithmetic. */
export function payout(shareCents: number, followers: number | null): number {
  const f = followers ?? 0;
  if (f >= 10_000) return shareCents;
  if (f >= 1_000) return Math.floor((shareCents * 3) / 4);
  return Math.floor(shareCents / 2);
}

/** The fee on an amount at a rate in basis points, half up to the cent (docs/finance.md). */
export const feeOn = (cents: number, bp: number) => Math.floor((cents * bp + 5_000) / 10_000);

export class MoneyModel {
  owners: ModelOwner[];
  wallet: number[];
  /** pocket[customer][owner]: pocket money at that venue. */
  pocket: number[][];
  /** Instagram and TikTok follower counts per customer. */
  followers: Array<[number, number]>;
  hasBank: boolean[];
  campaigns: ModelCampaign[] = [];
  activities: ModelActivity[] = [];
  topUps: ModelTopUp[] = [];
  withdrawals: ModelWithdrawal[] = [];
  vouchers: ModelVoucher[] = [];
  /** Payout accounts by `who` of the payout actions: 0-2 the customers, 3 and 4 the venues (owners 1 and 2). */
  payees: ModelPayee[];
  /** The platform's accounts, as changes since the sequence began (they are shared by every sequence). */
  platform = { topUps: 0, payouts: 0, refunds: 0, loss: 0, adjustments: 0, revenue: 0 };
  /** PAYOUT_INSTANT_FEE_PERCENT of the app under test. */
  instantFeePercent = 1;
  /** PLATFORM_FEE_PERCENT of the app under test, in basis points. */
  feeBasisPoints = 0;

  constructor(followers: Array<[number, number]>) {
    this.owners = (['business', 'venue', 'venue'] as const).map((kind) => ({
      kind,
      credit: 0,
      earnings: 0,
      active: true,
    }));
    this.followers = followers;
    this.wallet = followers.map(() => 0);
    this.pocket = followers.map(() => [0, 0, 0]);
    this.hasBank = [true, true, false];
    this.payees = [0, 1, 2, 3, 4].map(() => ({ rail: 'bank', stripeReady: false, paypalConfirmed: false }));
  }

  // ---- top-ups ----

  /** Starting a checkout: $20 at least, an active payer (a suspended one has no session). */
  planStart(owner: number, cents: number): Plan {
    return cents >= 2000 && this.owners[owner].active ? accepted(() => undefined) : refused;
  }

  /** The payer's verify: 200 paid (credited once), 400 cancelled, 409 not decided; a suspended payer 401. */
  verify(t: ModelTopUp): 200 | 400 | 401 | 409 {
    if (!this.owners[t.owner].active) return 401;
    if (t.status === 'paid') return 200;
    if (t.decision === 'paid') {
      t.status = 'paid';
      this.owners[t.owner].credit += t.cents;
      this.platform.topUps -= t.cents;
      return 200;
    }
    if (t.decision === 'cancelled') {
      t.status = 'cancelled';
      return 400;
    }
    return 409;
  }

  /** The provider's Pay or Cancel (the checkout redirects back either way): the first decision wins. */
  decide(t: ModelTopUp, decision: 'paid' | 'cancelled'): 303 {
    t.decision ??= decision;
    return 303;
  }

  // ---- refunds and chargebacks ----

  /**
   * Takes what is left of the credit first, then claims the escrow of the payer's live campaigns (newest first)
   * for the rest, which is booked on platform:loss at once; the claimed campaigns close now (unless an appeal
   * holds them) and their escrow goes back to platform:loss. Suspends the payer.
   */
  private take(t: ModelTopUp, cents: number, now: number): Taken {
    const o = this.owners[t.owner];
    const creditCents = Math.min(o.credit, cents);
    o.credit -= creditCents;
    this.platform.loss -= cents - creditCents;
    this.platform.refunds += cents;
    t.remaining -= cents;
    o.active = false;
    const claims: ModelClaim[] = [];
    const claimed: number[] = [];
    let toClaim = cents - creditCents;
    const live = this.campaigns
      .map((c, ci) => ({ c, ci }))
      .filter(({ c }) => c.owner === t.owner && !c.settled && c.type !== 7)
      .sort((a, b) => b.c.created - a.c.created || (a.c.id < b.c.id ? -1 : 1));
    for (const { c, ci } of live) {
      const free = c.escrow - c.claims.filter((x) => x.status === 'pending').reduce((n, x) => n + x.cents, 0);
      const part = Math.min(free, toClaim);
      if (part <= 0) continue;
      const claim: ModelClaim = { cents: part, recovered: 0, status: 'pending' };
      c.claims.push(claim);
      claims.push(claim);
      claimed.push(ci);
      toClaim -= part;
    }
    for (const ci of claimed) if (!this.awaitsAppeals(ci, now)) this.settle(ci, now);
    return { cents, creditCents, lossCents: cents - creditCents, claims };
  }

  planRefund(t: ModelTopUp, cents: number | null, now: number): Plan {
    if (t.status !== 'paid' || t.remaining <= 0) return refused;
    const amount = cents ?? t.remaining;
    if (amount > t.remaining) return refused;
    return accepted(() => void this.take(t, amount, now));
  }

  /** Returns 'conflict' for the 409s (a dispute already open, or none to close). */
  planDispute(
    t: ModelTopUp,
    event: string,
    cents: number | null,
    now: number,
  ): Plan & { conflict?: boolean } {
    if (t.status !== 'paid') return refused;
    if (event === 'dispute_opened') {
      if (t.open) return { ...refused, conflict: true };
      if (t.remaining <= 0) return refused;
      const amount = cents ?? t.remaining;
      if (amount > t.remaining) return refused;
      return accepted(() => void (t.open = this.take(t, amount, now)));
    }
    const open = t.open;
    if (!open) return { ...refused, conflict: true };
    return accepted(() => {
      t.open = null;
      if (event !== 'dispute_won') return;
      // Won: exactly what the chargeback took comes back: pending claims stop (their escrow returns to the owner
      // at settlement), and what the settled ones recovered comes to the credit with the credit part.
      let recovered = 0;
      for (const claim of open.claims) {
        if (claim.status === 'pending') claim.status = 'cancelled';
        else if (claim.status === 'recovered') recovered += claim.recovered;
      }
      this.owners[t.owner].credit += open.creditCents + recovered;
      this.platform.loss += open.lossCents - recovered;
      this.platform.refunds -= open.cents;
      t.remaining += open.cents;
    });
  }

  // ---- campaigns ----

  /** What creating reserves: share x count and the fee on it (types 1-6); type 7 nothing. */
  reserveOf(type: number, shareCents: number, count: number) {
    return type === 7 ? 0 : shareCents * count + feeOn(shareCents * count, this.feeBasisPoints);
  }

  /**
   * Types 1-6 reserve share x count and the service fee on it: a venue's credit first, then its earnings. Type 7
   * reserves nothing.
   */
  planCreate(owner: number, type: number, shareCents: number, count: number): Plan {
    const o = this.owners[owner];
    const cost = this.reserveOf(type, shareCents, count);
    if (!o.active || cost > o.credit + o.earnings) return refused;
    return accepted(() => {
      const fromCredit = Math.min(o.credit, cost);
      o.credit -= fromCredit;
      o.earnings -= cost - fromCredit;
    });
  }

  /** Verified, not settled, end ahead. */
  live(c: ModelCampaign, now: number) {
    return c.verified && this.open(c, now);
  }
  open(c: ModelCampaign, now: number) {
    return !c.settled && c.end > now;
  }
  private stale(a: ModelActivity, now: number) {
    return a.status === 1 && a.acceptedAt <= now - WINDOW;
  }
  private actsOf(c: number) {
    return this.activities.filter((a) => a.campaign === c);
  }

  planAccept(customer: number, ci: number, now: number): Plan {
    const c = this.campaigns[ci];
    if (!this.live(c, now) || !this.owners[c.owner].active) return refused;
    const acts = this.actsOf(ci);
    if (acts.some((a) => a.customer === customer)) return refused;
    const taken = acts.filter((a) => a.status !== 5 && !this.stale(a, now)).length;
    if (taken >= c.count) return refused;
    // Accept frees the campaign's to-dos past 72 hours first.
    return accepted(() => acts.forEach((a) => this.stale(a, now) && (a.status = 5)));
  }

  addActivity(id: string, campaign: number, customer: number, now: number) {
    this.activities.push({
      id,
      campaign,
      customer,
      status: 1,
      acceptedAt: now,
      submittedAt: null,
      decidedAt: null,
      followers: null,
      appeal: 'none',
    });
  }

  /** Approval, whoever approves: the wallet by the follower factor (1-5), the pocket in full (6), a voucher (7). */
  private approve(a: ModelActivity, now: number) {
    const c = this.campaigns[a.campaign];
    a.status = 2;
    a.decidedAt = now;
    if (c.type === 7) {
      this.vouchers.push({ id: '', activity: a.id, customer: a.customer, venue: c.owner, used: false });
      return;
    }
    const cents = c.type === 6 ? c.shareCents : payout(c.shareCents, a.followers);
    // The fee on the campaign's running total, so the fees add up to the fee on all it paid.
    const fee = feeOn(c.paid + cents, c.feeBp) - feeOn(c.paid, c.feeBp);
    c.paid += cents;
    c.escrow -= cents + fee;
    this.platform.revenue += fee;
    if (c.type === 6) this.pocket[a.customer][c.owner] += cents;
    else this.wallet[a.customer] += cents;
  }

  planSubmit(ai: number, now: number): Plan & { instant?: boolean } {
    const a = this.activities[ai];
    const c = this.campaigns[a.campaign];
    if (a.status !== 1 || !this.open(c, now) || this.stale(a, now) || !this.owners[c.owner].active)
      return refused;
    const instant = c.type === 1 || c.type === 3;
    return {
      instant,
      ...accepted(() => {
        a.status = 4;
        a.submittedAt = now;
        a.followers = this.followers[a.customer][c.platform === 'tiktok' ? 1 : 0];
        if (instant) this.approve(a, now);
      }),
    };
  }

  /** The owner decides (a suspended owner's session is gone). */
  planDecide(ai: number, approve: boolean, now: number): Plan {
    const a = this.activities[ai];
    const c = this.campaigns[a.campaign];
    if (!this.owners[c.owner].active || a.status !== 4 || !this.live(c, now)) return refused;
    return accepted(() => {
      if (approve) this.approve(a, now);
      else Object.assign(a, { status: 3, decidedAt: now });
    });
  }

  planAppeal(ai: number, now: number): Plan {
    const a = this.activities[ai];
    const c = this.campaigns[a.campaign];
    const ok = a.status === 3 && a.appeal === 'none' && now < a.decidedAt! + WINDOW && !c.settled;
    return ok ? accepted(() => void (a.appeal = 'open')) : refused;
  }

  planAppealDecision(ai: number, overturn: boolean, now: number): Plan {
    const a = this.activities[ai];
    if (a.appeal !== 'open') return refused;
    return accepted(() => {
      a.appeal = 'decided';
      if (overturn) this.approve(a, now);
    });
  }

  /** An open appeal, or a rejection still inside its window and not appealed, holds settlement back. */
  awaitsAppeals(ci: number, now: number) {
    return this.actsOf(ci).some(
      (a) => a.appeal === 'open' || (a.status === 3 && a.appeal === 'none' && now < a.decidedAt! + WINDOW),
    );
  }

  /** Settlement: waiting submissions approved, to-dos expired, the rest of the escrow back to the owner's credit. */
  settle(ci: number, now: number) {
    const c = this.campaigns[ci];
    for (const a of this.actsOf(ci)) {
      if (a.status === 4) this.approve(a, now);
      if (a.status === 1) a.status = 5;
    }
    // The pending claims, oldest first, take back what they claimed while it lasts; the owner gets the rest.
    for (const claim of c.claims) {
      if (claim.status !== 'pending') continue;
      claim.recovered = Math.min(claim.cents, c.escrow);
      claim.status = 'recovered';
      c.escrow -= claim.recovered;
      this.platform.loss += claim.recovered;
    }
    this.owners[c.owner].credit += c.escrow;
    c.escrow = 0;
    c.settled = true;
  }

  /** The owner's end or the operator's close: refused when settled, awaiting appeals, or the owner is suspended. */
  planEnd(ci: number, byOperator: boolean, now: number): Plan {
    const c = this.campaigns[ci];
    if (c.settled || this.awaitsAppeals(ci, now) || (!byOperator && !this.owners[c.owner].active))
      return refused;
    return accepted(() => this.settle(ci, now));
  }

  /** The operator's rejection of a new campaign: the whole escrow back, settled. */
  rejectCampaign(ci: number, now: number) {
    this.settle(ci, now);
  }

  /**
   * The campaign job, in its order: settle campaigns past their end or claimed by a reversal (not awaiting appeals), approve submissions
   * 72 hours old, expire to-dos 72 hours old. Only this sequence's campaigns are modelled; the job may also
   * settle earlier sequences', which touches none of these balances.
   */
  runJob(now: number) {
    this.campaigns.forEach((c, ci) => {
      // Past its end, or claimed by a reversal (it closes before its end).
      const due = c.end <= now || c.claims.some((x) => x.status === 'pending');
      if (!c.settled && due && !this.awaitsAppeals(ci, now)) this.settle(ci, now);
    });
    for (const a of this.activities) {
      if (this.campaigns[a.campaign].settled) continue;
      if (a.status === 4 && a.submittedAt! <= now - WINDOW) this.approve(a, now);
    }
    for (const a of this.activities) {
      if (!this.campaigns[a.campaign].settled && this.stale(a, now)) a.status = 5;
    }
  }

  // ---- paying at the venue ----

  /** `status` 404 for a suspended venue, 409 for a used voucher, 400 for the rest. */
  planPay(
    customer: number,
    venue: number,
    walletCents: number,
    pocketCents: number,
    voucher: ModelVoucher | null,
  ): Plan & { status?: number } {
    // The form's own rule first, then the venue (a suspended one is not found), then vouchers and balances.
    if (walletCents + pocketCents === 0 && !voucher) return { ...refused, status: 400 };
    if (!this.owners[venue].active) return { ...refused, status: 404 };
    if (voucher && (voucher.customer !== customer || voucher.venue !== venue))
      return { ...refused, status: 400 };
    if (voucher?.used) return { ...refused, status: 409 };
    if (walletCents > this.wallet[customer] || pocketCents > this.pocket[customer][venue])
      return { ...refused, status: 400 };
    return accepted(() => {
      if (voucher) voucher.used = true;
      this.wallet[customer] -= walletCents;
      this.pocket[customer][venue] -= pocketCents;
      // The wallet part is the venue's withdrawable income; the pocket part was its own money, back as credit.
      this.owners[venue].earnings += walletCents;
      this.owners[venue].credit += pocketCents;
    });
  }

  // ---- withdrawals ----

  /** `who` of the payout actions: 0-2 a customer, 3 and 4 the venues (owners 1 and 2). */
  private bankOf(who: number) {
    return who < 3 ? this.hasBank[who] : true;
  }

  /**
   * A payout account chosen: bank needs saved bank details; Stripe is ready once its (TEST MODE) onboarding page
   * is finished; PayPal once the mailed code comes back (the same confirmed address again needs none).
   * A suspended venue has no session.
   */
  planPayoutAccount(who: number, rail: Rail): Plan & { codeMailed?: boolean } {
    if (who >= 3 && !this.owners[who - 2].active) return refused;
    if (rail === 'bank' && !this.bankOf(who)) return refused;
    const p = this.payees[who];
    return {
      codeMailed: rail === 'paypal' && !p.paypalConfirmed,
      ...accepted(() => void (p.rail = rail)),
    };
  }

  /**
   * The checks every withdrawal passes whatever its source (docs/payouts.md): the bank rail needs bank details; an
   * instant payout needs a ready Stripe account and a fee below the amount. Answers the fee, or null: refused.
   */
  private withdrawalFee(who: number, cents: number, instant: boolean): number | null {
    const p = this.payees[who];
    if (p.rail === 'bank' && !this.bankOf(who)) return null;
    if (!instant) return 0;
    if (p.rail !== 'stripe' || !p.stripeReady) return null;
    const fee = instantFee(cents, this.instantFeePercent);
    return fee < cents ? fee : null;
  }

  planCustomerWithdraw(customer: number, cents: number, instant = false): Plan & { fee?: number } {
    const fee = this.withdrawalFee(customer, cents, instant);
    if (cents < 1000 || fee === null || cents > this.wallet[customer]) return refused;
    return { fee, ...accepted(() => void (this.wallet[customer] -= cents)) };
  }

  planVenueWithdraw(owner: number, cents: number, instant = false): Plan & { fee?: number } {
    const o = this.owners[owner];
    const fee = this.withdrawalFee(owner + 2, cents, instant);
    if (!o.active || cents < 1 || fee === null || cents > o.earnings) return refused;
    return { fee, ...accepted(() => void (o.earnings -= cents)) };
  }

  /**
   * The operator decides a waiting withdrawal only (anything else: 409). Approving a bank one means it was paid;
   * approving a Stripe or PayPal one queues it to its rail (the money stays in flight). A held one cannot be
   * approved (409). Rejecting returns the money.
   */
  planWithdrawalDecision(w: ModelWithdrawal, approve: boolean, held = false): Plan {
    if (w.state !== 'waiting' || (approve && held)) return refused;
    return accepted(() => {
      if (approve && w.rail !== 'bank') return void (w.state = 'queued');
      if (approve) this.settleWithdrawal(w, 'paid');
      else this.settleWithdrawal(w, 'rejected');
    });
  }

  /**
   * What the product says of a withdrawal now, learnt: waiting, queued and sent move nothing; paid and failed
   * move its money once. Answers a problem (an outcome the rules forbid), or null.
   */
  observe(w: ModelWithdrawal, state: WithdrawalState): string | null {
    if (w.decided) return state === w.state ? null : `${w.id} was ${w.state}, now ${state}`;
    if (state === 'rejected') return `${w.id} rejected by no one`;
    if (state === 'paid' || state === 'failed') {
      if (w.rail === 'bank') return `${w.id} ${state} by itself on the bank rail`;
      // TEST MODE: an amount ending in .13 fails, every other is paid.
      const fails = w.cents % 100 === 13;
      if (fails !== (state === 'failed')) return `${w.id} of ${w.cents} cents ${state}`;
      this.settleWithdrawal(w, state);
      return null;
    }
    w.state = state;
    return null;
  }

  /** Out of flight, once: paid (less the fee, which is the platform's revenue), or back to where it came from. */
  private settleWithdrawal(w: ModelWithdrawal, state: 'paid' | 'failed' | 'rejected') {
    w.decided = true;
    w.state = state;
    if (state === 'paid') {
      this.platform.payouts += w.cents - w.fee;
      this.platform.revenue += w.fee;
    } else if ('customer' in w.from) this.wallet[w.from.customer] += w.cents;
    else this.owners[w.from.owner].earnings += w.cents;
  }

  // ---- adjustments ----

  /** who 0-2 owners (their credit, never earnings), 3-5 customers (the wallet). Never below zero. */
  planAdjust(who: number, credit: boolean, cents: number): Plan {
    const balance = who < 3 ? this.owners[who].credit : this.wallet[who - 3];
    if (!credit && cents > balance) return refused;
    const delta = credit ? cents : -cents;
    return accepted(() => {
      if (who < 3) this.owners[who].credit += delta;
      else this.wallet[who - 3] += delta;
      this.platform.adjustments -= delta;
    });
  }
}
