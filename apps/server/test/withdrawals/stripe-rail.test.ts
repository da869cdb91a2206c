/**
 * The Stripe Connect rail against the local Connect mock (no app, no database): transfers and payouts, retries
 * that must never pay twice, refusals, reversals, Express onboarding, and what Connect events mean.
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type Config } from '../../src/config/env';
import { verifiedStripeEvent } from '../../src/plugins/providers/stripe-client';
import {
  connectAccountState,
  connectEventOutcome,
  stripeOnboarding,
  stripeRail,
} from '../../src/features/withdrawals/rails/stripe';
import { RailRefused, type PayoutRail } from '../../src/features/withdrawals/rails/types';
import {
  STRIPE_CONNECT_WEBHOOK_SECRET,
  STRIPE_MOCK_KEY,
  startStripeConnectMock,
  type StripeConnectMock,
} from '../support/platform-mocks/stripe-connect';

let mock: StripeConnectMock;
let config: Config;
let rail: PayoutRail;
const logLines: string[] = [];
const log = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });

beforeAll(async () => {
  mock = await startStripeConnectMock();
  config = testConfig({ stripeSecretKey: STRIPE_MOCK_KEY, stripeApiUrl: mock.url });
  // A hung call fails after 300 ms here (20 s in production).
  rail = stripeRail(config, log, { timeoutMs: 300 });
});
afterAll(() => mock.close());
afterEach(() => {
  // Whatever happened, the secret key never reached the log.
  expect(logLines.join('\n')).not.toContain(STRIPE_MOCK_KEY);
});

const onboarding = () => stripeOnboarding(config);

/** A payee whose Express account finished onboarding. */
async function readyAccount(opts: { instantPayouts?: boolean } = {}) {
  const accountId = await onboarding().createAccount({
    userId: randomUUID(),
    email: 'payee@example.com',
    country: 'AU',
  });
  mock.completeOnboarding(accountId, opts);
  return accountId;
}

const order = (destination: string, over: Partial<Parameters<PayoutRail['send']>[0]> = {}) => ({
  withdrawalId: randomUUID(),
  amountCents: 4_250,
  destination,
  instant: false,
  ...over,
});

const callsTo = (path: string, key: string) =>
  mock.requests.filter((r) => r.path === path && r.idempotencyKey === key);
const transfersOf = (withdrawalId: string) => mock.transfers.filter((t) => t.transfer_group === withdrawalId);
const payoutsOf = (withdrawalId: string) =>
  mock.payouts.filter((p) => p.metadata?.withdrawalId === withdrawalId);

describe('send', () => {
  it('transfers to the connected account, then pays it out with a standard payout', async () => {
    const accountId = await readyAccount();
    const o = order(accountId);
    const sent = await rail.send(o);

    const [transfer] = transfersOf(o.withdrawalId);
    const [payout] = payoutsOf(o.withdrawalId);
    expect(sent).toEqual({ providerRef: transfer.id, payoutRef: payout.id });
    expect(transfer).toMatchObject({
      amount: 4_250,
      currency: 'usd',
      destination: accountId,
      transfer_group: o.withdrawalId,
      metadata: { withdrawalId: o.withdrawalId },
    });
    expect(payout).toMatchObject({
      account: accountId,
      amount: 4_250,
      currency: 'usd',
      method: 'standard',
      metadata: { withdrawalId: o.withdrawalId },
    });
    // As sent on the wire: the idempotency keys, and the payout made on the connected account.
    const [transferCall] = callsTo('/v1/transfers', o.withdrawalId);
    expect(transferCall.stripeAccount).toBeNull();
    expect(transferCall.form.get('metadata[withdrawalId]')).toBe(o.withdrawalId);
    const [payoutCall] = callsTo('/v1/payouts', `${o.withdrawalId}-payout`);
    expect(payoutCall.stripeAccount).toBe(accountId);
    expect(payoutCall.form.get('method')).toBe('standard');
    expect(mock.balanceOf(accountId)).toBe(0);
  });

  it('an instant payout is sent with method=instant', async () => {
    const accountId = await readyAccount();
    const o = order(accountId, { instant: true });
    const sent = await rail.send(o);

    const [payoutCall] = callsTo('/v1/payouts', `${o.withdrawalId}-payout`);
    expect(payoutCall.form.get('method')).toBe('instant');
    expect(payoutsOf(o.withdrawalId)).toEqual([
      expect.objectContaining({ id: sent.payoutRef, method: 'instant' }),
    ]);
  });

  it('a retry after the payout call failed makes no second transfer', async () => {
    const accountId = await readyAccount();
    const o = order(accountId);
    // Stripe is down for the payout: the SDK's own two retries fail too.
    mock.failNext(503, undefined, { path: '/v1/payouts' }, 3);
    const first = await rail.send(o).catch((err: unknown) => err);
    expect(first).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(first).not.toBeInstanceOf(RailRefused);
    expect(transfersOf(o.withdrawalId)).toHaveLength(1);
    expect(payoutsOf(o.withdrawalId)).toHaveLength(0);

    // The job retries the same order: the transfer's key answers the first transfer again.
    const sent = await rail.send(o);
    expect(transfersOf(o.withdrawalId)).toHaveLength(1);
    expect(payoutsOf(o.withdrawalId)).toHaveLength(1);
    expect(sent.providerRef).toBe(transfersOf(o.withdrawalId)[0].id);
    const transferCalls = callsTo('/v1/transfers', o.withdrawalId);
    expect(transferCalls.map((r) => r.replayed)).toEqual([false, true]);
    expect(mock.balanceOf(accountId)).toBe(0);
  });

  it('a transfer whose answer was lost (timeouts) then retried makes one transfer', async () => {
    const accountId = await readyAccount();
    const o = order(accountId);
    // Stripe makes the transfer but no answer arrives, for the call and both SDK retries.
    mock.hangNext({ path: '/v1/transfers' }, 3);
    const first = await rail.send(o).catch((err: unknown) => err);
    expect(first).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(transfersOf(o.withdrawalId)).toHaveLength(1);

    const sent = await rail.send(o);
    expect(transfersOf(o.withdrawalId)).toHaveLength(1);
    expect(sent.providerRef).toBe(transfersOf(o.withdrawalId)[0].id);
    expect(callsTo('/v1/transfers', o.withdrawalId)).toHaveLength(4);
    expect(payoutsOf(o.withdrawalId)).toHaveLength(1);
  });

  it("one lost answer is retried by the SDK itself, with the withdrawal's key: still one transfer", async () => {
    const accountId = await readyAccount();
    const o = order(accountId);
    mock.hangNext({ path: '/v1/transfers' }, 1);
    await rail.send(o);
    expect(transfersOf(o.withdrawalId)).toHaveLength(1);
    expect(callsTo('/v1/transfers', o.withdrawalId).map((r) => r.replayed)).toEqual([false, true]);
  });

  it('an account that cannot receive transfers yet is a RailRefused, and nothing moved', async () => {
    const accountId = await onboarding().createAccount({
      userId: randomUUID(),
      email: 'new@example.com',
      country: 'AU',
    });
    const o = order(accountId);
    const err = await rail.send(o).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RailRefused);
    expect((err as RailRefused).reason).toBe(
      'The Stripe account cannot receive transfers yet (onboarding is not finished).',
    );
    expect(transfersOf(o.withdrawalId)).toHaveLength(0);
  });

  it('an unknown destination is a RailRefused with a plain reason', async () => {
    const err = await rail.send(order('acct_doesnotexist')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RailRefused);
    expect((err as RailRefused).reason).toBe('The Stripe account does not exist any more.');
  });

  it('a refused payout reverses its transfer before the RailRefused, so nothing left the platform', async () => {
    const accountId = await readyAccount({ instantPayouts: false });
    const o = order(accountId, { instant: true });
    const err = await rail.send(o).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RailRefused);
    expect((err as RailRefused).reason).toBe(
      'Instant payouts are not available for this bank account or card.',
    );
    const [transfer] = transfersOf(o.withdrawalId);
    expect(transfer).toMatchObject({ amount_reversed: 4_250, reversed: true });
    expect(mock.reversals.filter((r) => r.transfer === transfer.id)).toHaveLength(1);
    expect(mock.balanceOf(accountId)).toBe(0);
    expect(payoutsOf(o.withdrawalId)).toHaveLength(0);
  });

  it('429 and 409 (a call still in flight) are thrown as they are, for the job to retry', async () => {
    const accountId = await readyAccount();
    const o = order(accountId);
    mock.failNext(
      429,
      { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' } },
      {
        path: '/v1/transfers',
      },
    );
    const limited = await rail.send(o).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(Stripe.errors.StripeRateLimitError);

    const inFlight = {
      error: {
        type: 'idempotency_error',
        message:
          'There is currently another in-progress request using this Idempotency-Key. Try again later.',
      },
    };
    mock.failNext(409, inFlight, { path: '/v1/transfers' }, 3);
    const conflict = await rail.send(o).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(Stripe.errors.StripeError);
    expect(conflict).not.toBeInstanceOf(RailRefused);
    expect(transfersOf(o.withdrawalId)).toHaveLength(0);

    await rail.send(o);
    expect(transfersOf(o.withdrawalId)).toHaveLength(1);
  });

  it('Stripe being down is thrown as it is (a 500), never a refusal', async () => {
    const accountId = await readyAccount();
    mock.setDown(true);
    try {
      const err = await rail.send(order(accountId)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Stripe.errors.StripeAPIError);
      expect((err as Stripe.errors.StripeError).statusCode).toBe(500);
    } finally {
      mock.setDown(false);
    }
  });
});

describe('recover', () => {
  it('reverses the transfer of a failed payout once, however often it is asked', async () => {
    const accountId = await readyAccount();
    const o = order(accountId);
    const sent = await rail.send(o);
    mock.settlePayout(sent.payoutRef!, 'failed', 'account_closed');
    expect(mock.balanceOf(accountId)).toBe(4_250);

    const p = {
      withdrawalId: o.withdrawalId,
      providerRef: sent.providerRef,
      payoutRef: sent.payoutRef,
      amountCents: 4_250,
    };
    await rail.recover(p);
    await rail.recover(p);
    const reversals = mock.reversals.filter((r) => r.transfer === sent.providerRef);
    expect(reversals).toEqual([
      expect.objectContaining({ amount: 4_250, metadata: { withdrawalId: o.withdrawalId } }),
    ]);
    expect(callsTo(`/v1/transfers/${sent.providerRef}/reversals`, `${o.withdrawalId}-reversal`)).toHaveLength(
      2,
    );
    expect(mock.balanceOf(accountId)).toBe(0);

    // A day later Stripe no longer knows the key: the transfer is seen to be reversed already, and that is done.
    mock.forgetIdempotencyKeys();
    await rail.recover(p);
    expect(mock.reversals.filter((r) => r.transfer === sent.providerRef)).toHaveLength(1);
  });

  it('an unreachable Stripe is thrown, so the caller retries', async () => {
    const accountId = await readyAccount();
    const o = order(accountId);
    const sent = await rail.send(o);
    mock.settlePayout(sent.payoutRef!, 'failed', 'no_account');
    mock.setDown(true);
    try {
      await expect(
        rail.recover({
          withdrawalId: o.withdrawalId,
          providerRef: sent.providerRef,
          payoutRef: null,
          amountCents: 4_250,
        }),
      ).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    } finally {
      mock.setDown(false);
    }
    expect(mock.reversals.filter((r) => r.transfer === sent.providerRef)).toHaveLength(0);
  });
});

describe('onboarding', () => {
  it('creates one Express account per user, on a manual payout schedule', async () => {
    const userId = randomUUID();
    const p = { userId, email: 'creator@example.com', country: 'AU' };
    const accountId = await onboarding().createAccount(p);
    expect(await onboarding().createAccount(p)).toBe(accountId);

    const calls = mock.requests.filter(
      (r) => r.path === '/v1/accounts' && r.idempotencyKey === `account-${userId}`,
    );
    expect(calls.map((r) => r.replayed)).toEqual([false, true]);
    const form = Object.fromEntries(calls[0].form);
    expect(form).toMatchObject({
      type: 'express',
      country: 'AU',
      email: 'creator@example.com',
      'capabilities[transfers][requested]': 'true',
      'settings[payouts][schedule][interval]': 'manual',
      'metadata[userId]': userId,
    });
    expect(mock.accounts.get(accountId)?.account.settings?.payouts?.schedule.interval).toBe('manual');
    expect([...mock.accounts.values()].filter((a) => a.account.metadata?.userId === userId)).toHaveLength(1);
  });

  it('answers a hosted onboarding link that returns to the app', async () => {
    const accountId = await onboarding().createAccount({
      userId: randomUUID(),
      email: 'l@example.com',
      country: 'AU',
    });
    const url = await onboarding().accountLink({
      accountId,
      returnUrl: 'https://spruik.test/payouts/done',
      refreshUrl: 'https://spruik.test/payouts/again',
    });
    expect(url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${accountId}/`));
    const call = mock.requests.filter((r) => r.path === '/v1/account_links').at(-1)!;
    expect(Object.fromEntries(call.form)).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: 'https://spruik.test/payouts/done',
      refresh_url: 'https://spruik.test/payouts/again',
    });
  });

  it("reads the account's state: what is missing until onboarding is done, then ready", async () => {
    const accountId = await onboarding().createAccount({
      userId: randomUUID(),
      email: 's@example.com',
      country: 'AU',
    });
    const before = await onboarding().accountState(accountId);
    expect(before.ready).toBe(false);
    expect(before.accountId).toBe(accountId);
    expect(before.missing).toContain('external_account');
    expect(new Set(before.missing).size).toBe(before.missing.length);

    mock.completeOnboarding(accountId);
    expect(await onboarding().accountState(accountId)).toEqual({ accountId, ready: true, missing: [] });
  });

  it('missing is currently_due and past_due once each; not ready while payouts are off', () => {
    const account = { ...mock.accounts.values().next().value!.account };
    const state = connectAccountState({
      ...account,
      payouts_enabled: false,
      capabilities: { transfers: 'active' },
      requirements: {
        ...account.requirements!,
        currently_due: ['individual.id_number', 'external_account'],
        past_due: ['external_account'],
      },
    });
    expect(state).toEqual({
      accountId: account.id,
      ready: false,
      missing: ['individual.id_number', 'external_account'],
    });
    // Payouts on, but transfers not active: still not ready.
    expect(
      connectAccountState({ ...account, payouts_enabled: true, capabilities: { transfers: 'pending' } })
        .ready,
    ).toBe(false);
  });
});

describe('connectEventOutcome', () => {
  /** The event as the webhook handler has it: the signed body verified with the Connect endpoint's secret. */
  const verified = (w: { payload: string; signature: string }) =>
    verifiedStripeEvent(
      config,
      new Date(),
      Buffer.from(w.payload),
      w.signature,
      STRIPE_CONNECT_WEBHOOK_SECRET,
    );

  async function paidOut() {
    const accountId = await readyAccount();
    const o = order(accountId);
    return { accountId, o, sent: await rail.send(o) };
  }

  it('account.updated is the account state', async () => {
    const accountId = await readyAccount();
    const w = mock.accountUpdatedWebhook(accountId);
    expect(w.event.account).toBe(accountId);
    expect(connectEventOutcome(verified(w))).toEqual({
      kind: 'account',
      state: { accountId, ready: true, missing: [] },
    });
  });

  it('payout.paid is the withdrawal paid, named by the payout metadata', async () => {
    const { o, sent } = await paidOut();
    expect(connectEventOutcome(verified(mock.payoutPaidWebhook(sent.payoutRef!)))).toEqual({
      kind: 'payout',
      outcome: { withdrawalId: o.withdrawalId, state: 'paid', payoutRef: sent.payoutRef },
    });
  });

  it('payout.failed is the withdrawal failed, in plain words, with the transfer to recover', async () => {
    const { o, sent } = await paidOut();
    expect(
      connectEventOutcome(verified(mock.payoutFailedWebhook(sent.payoutRef!, 'account_closed'))),
    ).toEqual({
      kind: 'payout',
      outcome: {
        withdrawalId: o.withdrawalId,
        state: 'failed',
        reason: 'The bank account is closed.',
        payoutRef: sent.payoutRef,
        recover: true,
      },
    });
  });

  it('an unknown failure code reads as a refusal by the bank', async () => {
    const { sent } = await paidOut();
    const outcome = connectEventOutcome(verified(mock.payoutFailedWebhook(sent.payoutRef!, 'some_new_code')));
    expect(outcome).toMatchObject({
      kind: 'payout',
      outcome: { state: 'failed', reason: 'The bank refused the payment.' },
    });
  });

  it('payout.canceled is a failure to recover too', async () => {
    const { o, sent } = await paidOut();
    const w = mock.signed(mock.settlePayout(sent.payoutRef!, 'canceled'));
    expect(connectEventOutcome(verified(w))).toEqual({
      kind: 'payout',
      outcome: {
        withdrawalId: o.withdrawalId,
        state: 'failed',
        reason: 'The payout was cancelled before it reached the bank.',
        payoutRef: sent.payoutRef,
        recover: true,
      },
    });
  });

  it('events without our metadata, without a connected account, or of other types are null', async () => {
    const { accountId, sent } = await paidOut();
    const payout = { ...mock.payouts.find((p) => p.id === sent.payoutRef)!, metadata: {} };
    expect(
      connectEventOutcome(verified(mock.signed(mock.connectEvent('payout.paid', accountId, payout)))),
    ).toBeNull();

    const ours = mock.settlePayout(sent.payoutRef!, 'paid');
    expect(connectEventOutcome({ ...ours, account: undefined } as Stripe.Event)).toBeNull();
    expect(connectEventOutcome({ ...ours, type: 'payout.created' } as Stripe.Event)).toBeNull();

    const foreign = { ...mock.accounts.get(accountId)!.account, metadata: {} };
    expect(connectEventOutcome(mock.connectEvent('account.updated', accountId, foreign))).toBeNull();
  });
});
