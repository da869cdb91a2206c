/**
 * The Stripe Connect rail (docs/payouts.md): a withdrawal becomes a Transfer from the platform to the payee's
 * Express account and then one Payout on that account (payouts are on a manual schedule, so each Connect payout
 * event names one withdrawal). Also the Express onboarding and the mapping of Connect webhook events.
 */
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Config } from '../../../config/env';
import { stripeClient } from '../../../plugins/providers/stripe-client';
import { payoutFailureReason, refusalReason } from './stripe-reasons';
import {
  RailRefused,
  type ConnectAccountState,
  type ConnectOnboarding,
  type PayoutOutcome,
  type PayoutRail,
} from './types';

/** Per-call settings; tests shorten the timeout so a hung call fails in milliseconds, not the client's 20 s. */
export type StripeRailOptions = { timeoutMs?: number };

const CURRENCY = 'usd';

/**
 * A definitive refusal: Stripe looked at the call and said no (400/402/403/404). 409 (an idempotent call still in
 * flight), 429, 5xx and connection errors are not: the job retries those with the same idempotency key.
 */
function isRefusal(err: unknown): err is Stripe.errors.StripeError {
  const refusing =
    err instanceof Stripe.errors.StripeInvalidRequestError ||
    err instanceof Stripe.errors.StripeCardError ||
    err instanceof Stripe.errors.StripePermissionError;
  const status = refusing ? err.statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/** What of a Stripe error may be logged: never its headers or the request, which carry the key's account. */
function errorFacts(err: unknown) {
  if (!(err instanceof Stripe.errors.StripeError)) return { error: String(err) };
  return {
    type: err.type,
    code: err.code,
    status: err.statusCode,
    requestId: err.requestId,
    message: err.message,
  };
}

export function stripeRail(config: Config, log: FastifyBaseLogger, opts: StripeRailOptions = {}): PayoutRail {
  const stripe = stripeClient(config);
  const settings = (idempotencyKey: string, stripeAccount?: string): Stripe.RequestOptions => ({
    idempotencyKey,
    ...(stripeAccount && { stripeAccount }),
    ...(opts.timeoutMs !== undefined && { timeout: opts.timeoutMs }),
  });

  /** Turns a refusal into RailRefused (logged); anything else is thrown as it is, for the job to retry. */
  function refusedOrRethrown(err: unknown, what: string, withdrawalId: string): never {
    if (!isRefusal(err)) {
      log.warn({ withdrawalId, ...errorFacts(err) }, `stripe ${what} failed; the job retries it`);
      throw err;
    }
    log.warn({ withdrawalId, ...errorFacts(err) }, `stripe refused the ${what}`);
    throw new RailRefused(refusalReason(err.code, err.message));
  }

  async function reverse(withdrawalId: string, transferId: string, amountCents: number) {
    try {
      await stripe.transfers.createReversal(
        transferId,
        { amount: amountCents, metadata: { withdrawalId } },
        settings(`${withdrawalId}-reversal`),
      );
    } catch (err) {
      // A reversal refused because the transfer is already reversed (an earlier try whose idempotent answer
      // has expired) is done; any other refusal is the operator's.
      if (isRefusal(err) && (await alreadyReversed(transferId, amountCents))) return;
      refusedOrRethrown(err, 'transfer reversal', withdrawalId);
    }
  }

  async function alreadyReversed(transferId: string, amountCents: number) {
    const transfer = await stripe.transfers.retrieve(
      transferId,
      {},
      opts.timeoutMs !== undefined ? { timeout: opts.timeoutMs } : {},
    );
    return transfer.amount_reversed >= amountCents;
  }

  return {
    name: 'stripe',

    async send(order) {
      const { withdrawalId, amountCents, destination } = order;
      // The same key answers the same transfer: a retry after a lost answer (or a failed payout) never pays twice.
      const transfer = await stripe.transfers
        .create(
          {
            amount: amountCents,
            currency: CURRENCY,
            destination,
            transfer_group: withdrawalId,
            metadata: { withdrawalId },
          },
          settings(withdrawalId),
        )
        .catch((err: unknown) => refusedOrRethrown(err, 'transfer', withdrawalId));
      try {
        const payout = await stripe.payouts.create(
          {
            amount: amountCents,
            currency: CURRENCY,
            method: order.instant ? 'instant' : 'standard',
            metadata: { withdrawalId },
          },
          settings(`${withdrawalId}-payout`, destination),
        );
        return { providerRef: transfer.id, payoutRef: payout.id };
      } catch (err) {
        if (!isRefusal(err)) refusedOrRethrown(err, 'payout', withdrawalId);
        // The money already sits in the connected account: pull it back, so a refusal still means that nothing
        // left the platform (a failed reversal is thrown instead, and the job's retry comes back here).
        await reverse(withdrawalId, transfer.id, amountCents);
        return refusedOrRethrown(err, 'payout', withdrawalId);
      }
    },

    async recover({ withdrawalId, providerRef, amountCents }) {
      // A failed payout's money returns to the connected account's balance; the reversal brings it home.
      await reverse(withdrawalId, providerRef, amountCents);
    },
  };
}

/** Express onboarding through Stripe's hosted Account Links. */
export function stripeOnboarding(config: Config, opts: StripeRailOptions = {}): ConnectOnboarding {
  const stripe = stripeClient(config);
  const timeout = opts.timeoutMs !== undefined ? { timeout: opts.timeoutMs } : {};
  return {
    async createAccount({ userId, email, country }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country,
          email,
          capabilities: { transfers: { requested: true } },
          // Manual: the platform makes one Payout per withdrawal, so each payout event maps to one withdrawal.
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: { userId },
        },
        { idempotencyKey: `account-${userId}`, ...timeout },
      );
      return account.id;
    },
    async accountLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create(
        { account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl },
        timeout,
      );
      return link.url;
    },
    async accountState(accountId) {
      return connectAccountState(await stripe.accounts.retrieve(accountId, {}, timeout));
    },
  };
}

/** Ready when transfers are active and payouts enabled; missing is what Stripe still asks for, once each. */
export function connectAccountState(account: Stripe.Account): ConnectAccountState {
  const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
  return {
    accountId: account.id,
    ready: account.payouts_enabled && account.capabilities?.transfers === 'active',
    missing: [...new Set(due)],
  };
}

export type ConnectEventOutcome =
  { kind: 'account'; state: ConnectAccountState } | { kind: 'payout'; outcome: PayoutOutcome } | null;

/**
 * What a verified Connect webhook event means for us. Only events from a connected account (event.account) about
 * objects this app made (their metadata names a user or a withdrawal) count; everything else is null.
 */
export function connectEventOutcome(event: Stripe.Event): ConnectEventOutcome {
  if (!event.account) return null;
  switch (event.type) {
    case 'account.updated': {
      const account = event.data.object;
      return account.metadata?.userId ? { kind: 'account', state: connectAccountState(account) } : null;
    }
    case 'payout.paid': {
      const payout = event.data.object;
      const withdrawalId = payout.metadata?.withdrawalId;
      return withdrawalId
        ? { kind: 'payout', outcome: { withdrawalId, state: 'paid', payoutRef: payout.id } }
        : null;
    }
    case 'payout.failed':
    case 'payout.canceled': {
      const payout = event.data.object;
      const withdrawalId = payout.metadata?.withdrawalId;
      if (!withdrawalId) return null;
      return {
        kind: 'payout',
        outcome: {
          withdrawalId,
          state: 'failed',
          reason: payoutFailureReason(payout.failure_code, event.type === 'payout.canceled'),
          payoutRef: payout.id,
          // The payout's money went back to the connected account's balance: the transfer must be reversed.
          recover: true,
        },
      };
    }
    default:
      return null;
  }
}
