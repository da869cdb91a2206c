import {
  boolean,
  check,
  index,
  integer,
  type AnyPgColumn,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cents, createdAt, id, ts } from './columns';
import { users } from './users';
import { journalEntries } from './ledger';
import { campaigns } from './campaigns';

/** Top-ups through Stripe, PayPal or the offline sandbox. Credited once, when status turns 'paid'. */
export const topUps = pgTable(
  'top_ups',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    providerSessionId: text('provider_session_id').unique(),
    /**
     * The provider's id of the money itself, stored when the top-up is confirmed: Stripe's payment_intent, PayPal's
     * capture id. Refunds and disputes name it, not the checkout.
     */
    providerPaymentId: text('provider_payment_id'),
    /** The card's fingerprint (Stripe: the charge's payment_method_details.card.fingerprint), for the trust checks. */
    cardFingerprint: text('card_fingerprint'),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('top_ups_user_idx').on(t.userId),
    // The operator's list: newest first, keyset paging on (created_at, id).
    index('top_ups_created_idx').on(t.createdAt, t.id),
    uniqueIndex('top_ups_provider_payment_idx').on(t.provider, t.providerPaymentId),
    // The operator's flag looks for a paid top-up in the 24 hours before each withdrawal.
    index('top_ups_user_paid_idx').on(t.userId, t.paidAt),
    // The self-dealing guard and the shared-card flag look top-ups up by card.
    index('top_ups_card_fingerprint_idx').on(t.cardFingerprint),
  ],
);

/**
 * Money a paid top-up gave back: a refund, a chargeback (a dispute that took the money), and a dispute's
 * end (won: what it took comes back; lost: nothing moves, the row records the outcome). The top-up itself stays
 * 'paid' (money did come in); its shown status is derived from these rows. `credit_cents` is what left (or, won,
 * came back to) the payer's credit, `loss_cents` what the platform absorbed (or got back) on platform:loss; together
 * they make `amount_cents` for every kind but lost. `provider_ref` names the provider's object (refund, dispute)
 * and is unique per provider, so each one is applied once.
 */
export const topUpReversals = pgTable(
  'top_up_reversals',
  {
    id: id(),
    topUpId: uuid('top_up_id')
      .notNull()
      .references(() => topUps.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** refund | chargeback | chargeback_won | chargeback_lost */
    kind: text('kind').notNull(),
    amountCents: cents('amount_cents').notNull(),
    creditCents: cents('credit_cents').notNull().default(0),
    lossCents: cents('loss_cents').notNull().default(0),
    /** For chargeback_won and chargeback_lost: the chargeback row it closes. */
    closesId: uuid('closes_id').references((): AnyPgColumn => topUpReversals.id),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('top_up_reversals_ref_idx').on(t.provider, t.providerRef),
    // A dispute closes once.
    uniqueIndex('top_up_reversals_closes_idx').on(t.closesId),
    index('top_up_reversals_top_up_idx').on(t.topUpId),
    check(
      'top_up_reversals_kind',
      sql`${t.kind} in ('refund', 'chargeback', 'chargeback_won', 'chargeback_lost')`,
    ),
    check(
      'top_up_reversals_amounts',
      sql`${t.amountCents} > 0 and ${t.creditCents} >= 0 and ${t.lossCents} >= 0 and (${t.kind} = 'chargeback_lost' or ${t.creditCents} + ${t.lossCents} = ${t.amountCents})`,
    ),
  ],
);

/**
 * What a refund or chargeback took from a live campaign's escrow (docs/ledger.md "Refunds and chargebacks"): the
 * reversal booked it on platform:loss at once; the campaign's settlement gives it back there (entry
 * `campaign:recover:<campaignId>`, status `recovered`, `recovered_cents` what the escrow still held) instead of to the
 * owner. A won dispute before the settlement cancels it (the escrow returns to the owner as usual). Written under
 * the top-up's and the campaign's row locks; settled under the campaign's.
 */
export const escrowClaims = pgTable(
  'escrow_claims',
  {
    id: id(),
    reversalId: uuid('reversal_id')
      .notNull()
      .references(() => topUpReversals.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    amountCents: cents('amount_cents').notNull(),
    /** pending | recovered | cancelled */
    status: text('status').notNull().default('pending'),
    recoveredCents: cents('recovered_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('escrow_claims_reversal_campaign_idx').on(t.reversalId, t.campaignId),
    index('escrow_claims_campaign_idx').on(t.campaignId),
    check('escrow_claims_status', sql`${t.status} in ('pending', 'recovered', 'cancelled')`),
    check(
      'escrow_claims_amounts',
      sql`${t.amountCents} > 0 and ${t.recoveredCents} >= 0 and ${t.recoveredCents} <= ${t.amountCents}`,
    ),
  ],
);

/** Provider webhook events already handled (replays are ignored). */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/** Customer and venue withdrawals: 1 pending (money in flight), 2 verified (paid out), 3 rejected (returned). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    status: smallint('status').notNull().default(1),
    accountName: text('account_name'),
    bsb: text('bsb'),
    accountNumber: text('account_number'),
    /** When the copied bank details were last changed before the request (the operator's 7-day flag). */
    bankChangedAt: ts('bank_changed_at'),
    /** The operator's reason for a rejection, messaged to the user. */
    rejectReason: text('reject_reason'),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by'),
    /**
     * Held for the operator's review (docs/business-rules.md): a top-up of a campaign owner that paid this creator
     * in the 30 days before was refunded or charged back. Only the operator's release clears it; no automatic path
     * pays a held withdrawal.
     */
    heldAt: ts('held_at'),
    heldReason: text('held_reason'),
    /**
     * How it is paid (docs/payouts.md): 'stripe' (Connect transfer and payout), 'paypal' (Payouts) or 'bank' (the
     * operator's ABA file), copied from the payee's payout account at the request.
     */
    rail: text('rail').notNull().default('bank'),
    /**
     * Where it stands: waiting (for the operator, with wait_reasons), queued (to its rail), sent (the provider
     * has it; the money is still in flight), paid, failed (the money came back) or rejected. status follows it
     * (1 until paid, failed or rejected).
     */
    state: text('state').notNull().default('waiting'),
    /** Why it waits for the operator (PAYOUT_WAIT_REASONS codes); empty once it may go. */
    waitReasons: text('wait_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Stripe only: paid out at once for a fee (fee_cents, the platform's revenue when paid). */
    instant: boolean('instant').notNull().default(false),
    feeCents: cents('fee_cents').notNull().default(0),
    /** The copied destination: a Stripe connected account (acct_…) or a confirmed PayPal e-mail. */
    destination: text('destination'),
    /** The provider's references: Stripe transfer and payout ids, PayPal batch and item ids. */
    providerRef: text('provider_ref'),
    payoutRef: text('payout_ref'),
    /** Why a payout failed, in the payee's words (their message says it). */
    failureReason: text('failure_reason'),
    sentAt: ts('sent_at'),
    /** When the money reached the payee's side (time to money, per rail). */
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  // Lists are newest first with keyset paging on (created_at, id): a user's own, the operator's by status or all.
  (t) => [
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    // Time to money per rail, and what is in flight per rail.
    index('withdrawals_rail_paid_idx').on(t.rail, t.paidAt),
    index('withdrawals_state_idx').on(t.state, t.rail),
    check('withdrawals_fee_check', sql`${t.feeCents} >= 0 and ${t.feeCents} < ${t.amountCents}`),
  ],
);

/** A customer paying at a venue with wallet and/or pocket money, optionally redeeming a voucher. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => users.id),
    walletCents: cents('wallet_cents').notNull().default(0),
    pocketCents: cents('pocket_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull().default(0),
    voucherId: uuid('voucher_id'),
    confirmationCode: text('confirmation_code').notNull(),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  // The customer's and the venue's money history: newest first, keyset paging on (created_at, id).
  (t) => [
    index('payments_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('payments_venue_created_idx').on(t.venueId, t.createdAt, t.id),
    // A campaign's Return: each participant's spend at the venue over a window, read from the index alone.
    index('payments_venue_customer_idx').on(
      t.venueId,
      t.customerId,
      t.createdAt,
      t.walletCents,
      t.pocketCents,
    ),
  ],
);

/**
 * Where a payee's withdrawals go (docs/payouts.md "Payout accounts"): the rail they chose, their Stripe Express
 * account and its onboarding state, and their PayPal e-mail with its confirmation. No row: the bank details.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The chosen rail: 'stripe', 'paypal' or 'bank'. */
    rail: text('rail').notNull().default('bank'),
    stripeAccountId: text('stripe_account_id').unique(),
    /** Stripe says transfers are active and payouts enabled (account.updated). */
    stripeReady: boolean('stripe_ready').notNull().default(false),
    /** What Stripe still needs, in its field names (requirements currently or past due). */
    stripeMissing: text('stripe_missing')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paypalEmail: text('paypal_email'),
    paypalConfirmedAt: ts('paypal_confirmed_at'),
    /** The e-mailed code (keyed hash), its expiry and the wrong tries against it. */
    paypalCodeHash: text('paypal_code_hash'),
    paypalCodeExpiresAt: ts('paypal_code_expires_at'),
    paypalCodeTries: integer('paypal_code_tries').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payout_accounts_paypal_idx').on(t.paypalEmail)],
);
