/**
 * The TEST MODE rails (docs/payouts.md "TEST MODE"): without Stripe or PayPal keys, onboarding is a page of ours
 * and a payout is settled by a job a moment later, through the same path as a provider's webhook. An amount
 * ending in .13 fails ("the bank account is closed"), so the demo and the tests can walk a failure too.
 */
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../../deps';
import { findByStripeAccount } from '../payout-accounts.repository';
import type { ConnectOnboarding, PayoutOutcome, PayoutRail, RailName } from './types';

/** The job that plays the provider's answer. */
export const SANDBOX_OUTCOME_JOB = 'payout-sandbox-outcome';
/** How long the sandbox takes to pay: long enough to see "On its way", short enough for a demo. */
export const SANDBOX_PAY_SECONDS = 2;
export const SANDBOX_FAILURE_TEXT = 'The bank account is closed.';
export const SANDBOX_ACCOUNT_PREFIX = 'acct_sandbox_';

/** The outcome the sandbox plays for an amount: cents ending in 13 fail. */
export function sandboxOutcome(w: { id: string; amountCents: number; rail: string }): PayoutOutcome {
  if (w.amountCents % 100 === 13)
    return {
      withdrawalId: w.id,
      state: 'failed',
      reason: SANDBOX_FAILURE_TEXT,
      payoutRef: `sandbox_po_${w.id}`,
      recover: w.rail === 'stripe',
    };
  return { withdrawalId: w.id, state: 'paid', payoutRef: `sandbox_po_${w.id}` };
}

export function sandboxRail(deps: Deps, name: RailName): PayoutRail {
  return {
    name,
    async send(order) {
      await deps.queue.send(
        SANDBOX_OUTCOME_JOB,
        { withdrawalId: order.withdrawalId },
        { startAfterSeconds: SANDBOX_PAY_SECONDS, singletonKey: order.withdrawalId },
      );
      return { providerRef: `sandbox_${name}_${order.withdrawalId}`, payoutRef: null };
    },
    // Nothing left the platform in TEST MODE.
    async recover() {},
  };
}

/** Onboarding without Stripe: the account is ours, and our page (sandbox routes) finishes it. */
export function sandboxOnboarding(deps: Deps): ConnectOnboarding {
  return {
    async createAccount() {
      return `${SANDBOX_ACCOUNT_PREFIX}${randomBytes(8).toString('hex')}`;
    },
    // The page sends the payee back to their own wallet or credit page (never to an address in the link).
    async accountLink({ accountId }) {
      return `${deps.config.publicUrl}/sandbox/payouts/${accountId}`;
    },
    async accountState(accountId) {
      const row = await findByStripeAccount(deps.db, accountId);
      return { accountId, ready: row?.stripeReady ?? false, missing: row?.stripeMissing ?? SANDBOX_MISSING };
    },
  };
}

/** What a fresh TEST MODE account lacks until its page is finished (Stripe's field names). */
export const SANDBOX_MISSING = ['external_account', 'individual.verification.document'];
