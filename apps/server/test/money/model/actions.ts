/**
 * The money model test's vocabulary: every movement the product makes, as fast-check arbitraries. Indices
 * (`pick`, `campaign`, `activity`…) choose among what the sequence has made so far, modulo its length, so a
 * shrunk sequence stays meaningful when earlier steps are removed.
 *
 * People in each sequence: owners 0 (a business), 1 and 2 (venues); customers 0-2 (customer 2 never saves
 * bank details). `who` in adjustments: 0-2 the owners, 3-5 the customers.
 */
import fc from 'fast-check';

export type TopUpOutcome = 'pay' | 'cancel' | 'none';
export type DisputeEvent = 'dispute_opened' | 'dispute_won' | 'dispute_lost';
export type Review = 'verify' | 'reject' | 'leave';
export type PayoutRailName = 'stripe' | 'paypal' | 'bank';

/**
 * An amount drawn relative to the balance it comes from, so steps are mostly possible and sometimes not:
 * 0-1000 is that many thousandths of the balance (floored), above 1000 is the balance plus (part - 1000) cents.
 */
export type Part = number;
export const amountOf = (balance: number, part: Part) =>
  part <= 1000 ? Math.floor((balance * part) / 1000) : balance + part - 1000;

export type Action =
  /** A sandbox top-up: started, paid / cancelled / left open, verified; `replay` posts the provider's Pay again and verifies again. */
  | { type: 'topUp'; owner: number; cents: number; outcome: TopUpOutcome; replay: boolean }
  /** A later provider confirmation of an earlier top-up (Pay on its checkout), then the payer's verify. */
  | { type: 'confirmLater'; pick: number }
  /** A campaign (escrow), and the operator's review of it. `kind` picks among the types the owner may create. */
  | {
      type: 'createCampaign';
      owner: number;
      kind: number;
      count: number;
      shareCents: number;
      days: number;
      tiktok: boolean;
      review: Review;
    }
  | { type: 'accept'; customer: number; campaign: number }
  | { type: 'submit'; activity: number }
  | { type: 'decide'; activity: number; approve: boolean }
  | { type: 'appeal'; activity: number }
  | { type: 'decideAppeal'; activity: number; overturn: boolean }
  /** The owner ends the campaign, or the operator closes it. */
  | { type: 'end'; campaign: number; byOperator: boolean }
  /** Time passes (hours); then `job` runs the campaign job: settlement, 72-hour auto-approval, 72-hour expiry. */
  | { type: 'wait'; hours: number }
  | { type: 'job' }
  /** A customer pays at a venue: wallet and pocket parts, and optionally one of their vouchers (by index). */
  | {
      type: 'pay';
      customer: number;
      venue: 1 | 2;
      /** Parts of the wallet and of the pocket at that venue. */
      wallet: Part;
      pocket: Part;
      /** One of the customer's vouchers, by index (null: none). */
      voucher: number | null;
    }
  /**
   * who: 0-2 customers, 3 and 4 the venues (owners 1 and 2); a part of the wallet or the earnings. `instant`: a
   * Stripe instant payout (a fee); `fails`: the amount's cents made .13, which the TEST MODE rails fail.
   */
  | { type: 'withdraw'; who: number; part: Part; instant: boolean; fails: boolean }
  /** The payee (who as in withdraw) sets up a payout account; `finish`: Stripe's onboarding page finished. */
  | { type: 'payoutAccount'; who: number; rail: PayoutRailName; finish: boolean }
  /** Time passes (seconds) and the job queue runs: payouts are sent and the TEST MODE rails answer. */
  | { type: 'settlePayouts'; seconds: number }
  | { type: 'decideWithdrawal'; pick: number; approve: boolean }
  /** A refund of an earlier top-up: a part of what is left (null: all of it, the simulator's default). */
  | { type: 'refund'; pick: number; part: Part | null }
  | { type: 'dispute'; pick: number; event: DisputeEvent; part: Part | null }
  /** A credit of `cents`, or a debit of a part of the balance. */
  | { type: 'adjust'; who: number; credit: boolean; cents: number; part: Part }
  /** The operator switches a suspended owner back on after review. */
  | { type: 'reactivate'; owner: number };

const owner = fc.integer({ min: 0, max: 2 });
const customer = fc.integer({ min: 0, max: 2 });
const pick = fc.nat(40);
/** Mostly within the balance, a tenth of the time just above it. */
const part = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 1, max: 1000 }) },
  fc.integer({ min: 1001, max: 1100 }),
);
const maybePart = fc.option(part, { nil: null, freq: 3 });

/** Weighted so the paths that create money to move (top-ups, campaigns, joins) come often enough. */
export const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('topUp' as const),
      owner,
      cents: fc.integer({ min: 1500, max: 8000 }),
      outcome: fc.constantFrom<TopUpOutcome>('pay', 'pay', 'pay', 'cancel', 'none'),
      replay: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('confirmLater' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('createCampaign' as const),
      owner,
      kind: fc.nat(4),
      count: fc.integer({ min: 1, max: 3 }),
      shareCents: fc.integer({ min: 2, max: 1500 }),
      days: fc.integer({ min: 2, max: 5 }),
      tiktok: fc.boolean(),
      review: fc.constantFrom<Review>('verify', 'verify', 'verify', 'verify', 'reject', 'leave'),
    }),
  },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('accept' as const), customer, campaign: pick }) },
  { weight: 6, arbitrary: fc.record({ type: fc.constant('submit' as const), activity: pick }) },
  {
    weight: 6,
    arbitrary: fc.record({ type: fc.constant('decide' as const), activity: pick, approve: fc.boolean() }),
  },
  { weight: 5, arbitrary: fc.record({ type: fc.constant('appeal' as const), activity: pick }) },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('decideAppeal' as const),
      activity: pick,
      overturn: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('end' as const), campaign: pick, byOperator: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('wait' as const),
      hours: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constantFrom(72, 73)),
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('job' as const) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('pay' as const),
      customer,
      venue: fc.constantFrom<1 | 2>(1, 2),
      wallet: fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: part }),
      pocket: fc.oneof(fc.constant(0), part),
      voucher: fc.option(pick, { nil: null, freq: 2 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('withdraw' as const),
      who: fc.integer({ min: 0, max: 4 }),
      part,
      instant: fc.constantFrom(false, false, true),
      fails: fc.constantFrom(false, false, false, true),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('payoutAccount' as const),
      who: fc.integer({ min: 0, max: 4 }),
      rail: fc.constantFrom<PayoutRailName>('stripe', 'paypal', 'bank'),
      finish: fc.constantFrom(true, true, true, false),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('settlePayouts' as const),
      seconds: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant('decideWithdrawal' as const), pick, approve: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('refund' as const), pick, part: maybePart }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('dispute' as const),
      pick,
      event: fc.constantFrom<DisputeEvent>('dispute_opened', 'dispute_won', 'dispute_lost'),
      part: maybePart,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('adjust' as const),
      who: fc.integer({ min: 0, max: 5 }),
      credit: fc.boolean(),
      cents: fc.integer({ min: 1, max: 3000 }),
      part,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('reactivate' as const), owner }) },
);

export const ACTION_TYPES: ReadonlyArray<Action['type']> = [
  'topUp',
  'confirmLater',
  'createCampaign',
  'accept',
  'submit',
  'decide',
  'appeal',
  'decideAppeal',
  'end',
  'wait',
  'job',
  'pay',
  'withdraw',
  'decideWithdrawal',
  'payoutAccount',
  'settlePayouts',
  'refund',
  'dispute',
  'adjust',
  'reactivate',
];

/** Follower counts on each band's edges (docs/spec.md, Creators: under 1,000 0.5; to 9,999 0.75; 10,000 and up 1.0). */
export const instagramFollowers = fc.constantFrom(100, 999, 1000, 4321, 9999, 10_000, 250_000);
export const tiktokFollowers = fc.constantFrom(50, 999, 1000, 9999, 10_000, 80_000);

/**
 * One sequence: the customers' follower counts and the steps, between minOps and maxOps of them (the long mode
 * asks for exactly 50; the normal suite for up to its count, which lets fast-check shrink a failure's length).
 */
export const sequence = (minOps: number, maxOps: number) =>
  fc.record({
    followers: fc.array(fc.tuple(instagramFollowers, tiktokFollowers), { minLength: 3, maxLength: 3 }),
    /** The type of the business's opening campaign (1-5) and whether it targets TikTok. */
    opening: fc.record({ kind: fc.nat(4), tiktok: fc.boolean() }),
    actions: fc.array(action, { minLength: minOps, maxLength: maxOps, size: 'max' }),
  });

export type Sequence = {
  followers: Array<[number, number]>;
  opening: { kind: number; tiktok: boolean };
  actions: Action[];
};
