/**
 * Payout accounts through the API (docs/payouts.md "Payout accounts"): Stripe onboarding (the Connect mock's
 * Account Links and account.updated, or the TEST MODE page), PayPal confirmed by a mailed code, and the bank rail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS, MONEY_MSG, PAYOUT_MSG } from '@spruik/shared';
import { payoutAccounts } from '../../src/db/schema';
import { addBank, client } from '../money/helpers';
import {
  startStripeConnectMock,
  STRIPE_CONNECT_WEBHOOK_SECRET,
  STRIPE_MOCK_KEY,
  type StripeConnectMock,
} from '../support/platform-mocks/stripe-connect';
import { latestCode } from '../support/sign-up';
import { createTestApp, type TestApp } from '../test-app';
import type { User } from './payout-helpers';

type PayoutAccountView = { rail: string; ready: boolean; missing: string[]; stripeConnected: boolean };

const me = async (t: TestApp, u: User) => {
  const res = await client(t).get('/api/users/me', u.auth);
  expect(res.status).toBe(200);
  return res.body.data.user.payoutAccount as PayoutAccountView;
};

describe('payout accounts with Stripe (Connect mock)', () => {
  let t: TestApp;
  let mock: StripeConnectMock;
  beforeAll(async () => {
    mock = await startStripeConnectMock();
    t = await createTestApp({
      config: {
        stripeSecretKey: STRIPE_MOCK_KEY,
        stripeApiUrl: mock.url,
        stripeConnectWebhookSecret: STRIPE_CONNECT_WEBHOOK_SECRET,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await mock.close();
  });

  const stamp = () => ({ timestamp: Math.floor(t.clock.now().getTime() / 1000) });
  const deliver = (w: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payouts/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': w.signature },
      payload: w.payload,
    });

  it('onboarding: a Stripe link; not ready with what is missing; account.updated makes it ready, and not again', async () => {
    const u = await t.createUser(3);
    const res = await client(t).post('/api/payouts/account', { rail: 'stripe' }, u.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    const [acct] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, u.user.id));
    const accountId = acct.stripeAccountId!;
    expect(mock.accounts.get(accountId)?.account.metadata).toMatchObject({ userId: u.user.id });
    // The link returns to the customer's wallet page.
    const link = mock.requests.find(
      (r) => r.path === '/v1/account_links' && r.form.get('account') === accountId,
    );
    expect(link?.form.get('return_url')).toBe(`${t.config.publicUrl}/my_wallet?payout_account=stripe`);

    // Before Stripe's first account.updated: onboarding is what is left.
    expect(await me(t, u)).toMatchObject({
      rail: 'stripe',
      ready: false,
      stripeConnected: true,
      missing: ['Stripe onboarding'],
    });

    mock.completeOnboarding(accountId);
    const updated = await deliver(mock.accountUpdatedWebhook(accountId, stamp()));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await me(t, u)).toMatchObject({ rail: 'stripe', ready: true, missing: [] });

    // Stripe asks for more: not ready again, with what it needs in the payee's words.
    mock.requireMore(accountId, {
      currently_due: ['individual.verification.document'],
      past_due: ['external_account'],
    });
    expect((await deliver(mock.accountUpdatedWebhook(accountId, stamp()))).statusCode).toBe(200);
    const again = await me(t, u);
    expect(again.ready).toBe(false);
    expect(again.missing.sort()).toEqual(['a bank account for payouts', 'an identity document']);
  });

  it('a Connect webhook with a wrong signature is refused and changes nothing', async () => {
    const u = await t.createUser(3);
    await client(t).post('/api/payouts/account', { rail: 'stripe' }, u.auth);
    const [acct] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, u.user.id));
    mock.completeOnboarding(acct.stripeAccountId!);
    const forged = mock.accountUpdatedWebhook(acct.stripeAccountId!, { ...stamp(), secret: 'whsec_other' });
    expect((await deliver(forged)).statusCode).toBe(400);
    expect((await me(t, u)).ready).toBe(false);
  });
});

describe('payout accounts in TEST MODE', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  it('Stripe: the sandbox page, its Finish button makes the account ready and sends a customer to /my_wallet', async () => {
    const u = await t.createUser(3);
    const res = await api.post('/api/payouts/account', { rail: 'stripe' }, u.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(
      new RegExp(`^${t.config.publicUrl}/sandbox/payouts/acct_sandbox_[0-9a-f]+$`),
    );
    const accountId = String(res.body.data.url).split('/sandbox/payouts/')[1];
    expect(await me(t, u)).toMatchObject({ rail: 'stripe', ready: false });
    expect((await me(t, u)).missing).toEqual(['Stripe onboarding']);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/payouts/${accountId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain(`/sandbox/payouts/${accountId}/complete`);

    const done = await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${accountId}/complete` });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/my_wallet?payout_account=stripe');
    expect(await me(t, u)).toMatchObject({ rail: 'stripe', ready: true, missing: [] });
  });

  it('Stripe: a venue is sent back to /venue_credit; an unknown account is a 404', async () => {
    const v = await t.createUser(1);
    const res = await api.post('/api/payouts/account', { rail: 'stripe' }, v.auth);
    const accountId = String(res.body.data.url).split('/sandbox/payouts/')[1];
    const done = await t.app.inject({ method: 'POST', url: `/sandbox/payouts/${accountId}/complete` });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/venue_credit?payout_account=stripe');
    expect((await me(t, v)).ready).toBe(true);
    for (const method of ['GET', 'POST'] as const) {
      const url = `/sandbox/payouts/acct_sandbox_0000000000000000${method === 'POST' ? '/complete' : ''}`;
      expect((await t.app.inject({ method, url })).statusCode).toBe(404);
    }
  });

  it('PayPal: a code is mailed; wrong codes count; the right one confirms', async () => {
    const u = await t.createUser(3);
    const email = `payee-${u.user.id.slice(0, 8)}@example.com`;
    const res = await api.post('/api/payouts/account', { rail: 'paypal', email }, u.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe(PAYOUT_MSG.codeSent);
    expect(await me(t, u)).toMatchObject({ rail: 'paypal', ready: false, missing: ['the e-mailed code'] });
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';

    const bad = await api.post('/api/payouts/account/confirm', { code: wrong }, u.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toBe(PAYOUT_MSG.codeInvalid);
    const [acct] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, u.user.id));
    expect(acct.paypalCodeTries).toBe(1);

    const ok = await api.post('/api/payouts/account/confirm', { code }, u.auth);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.message).toBe(PAYOUT_MSG.paypalConfirmed);
    expect(await me(t, u)).toMatchObject({ rail: 'paypal', ready: true, missing: [] });
  });

  it(`PayPal: ${LIMITS.codeMaxAttempts} wrong codes kill the code, even the right one then`, async () => {
    const u = await t.createUser(3);
    const email = `payee-${u.user.id.slice(0, 8)}@example.com`;
    await api.post('/api/payouts/account', { rail: 'paypal', email }, u.auth);
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= LIMITS.codeMaxAttempts; i++) {
      const res = await api.post('/api/payouts/account/confirm', { code: wrong }, u.auth);
      expect(res.status).toBe(400);
    }
    const late = await api.post('/api/payouts/account/confirm', { code }, u.auth);
    expect(late.status).toBe(400);
    expect(late.body.errors).toBe(PAYOUT_MSG.codeTooManyTries);
    expect((await me(t, u)).ready).toBe(false);
  });

  it('bank: needs saved bank details (400 BANK_REQUIRED), then is ready', async () => {
    const u = await t.createUser(3);
    const res = await api.post('/api/payouts/account', { rail: 'bank' }, u.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: MONEY_MSG.bankRequired, code: 'BANK_REQUIRED' });
    await addBank(t, u.auth, '30000001');
    const ok = await api.post('/api/payouts/account', { rail: 'bank' }, u.auth);
    expect(ok.status).toBe(200);
    expect(ok.body.data.payoutAccount).toMatchObject({ rail: 'bank', ready: true, missing: [] });
  });

  it('refuses an unknown rail, and PayPal without a valid e-mail', async () => {
    const u = await t.createUser(3);
    for (const rail of ['venmo', '', 'STRIPE']) {
      const res = await api.post('/api/payouts/account', { rail }, u.auth);
      expect(res.status, rail).toBe(400);
      expect(res.body.errors).toBe(PAYOUT_MSG.railInvalid);
    }
    const noEmail = await api.post('/api/payouts/account', { rail: 'paypal' }, u.auth);
    expect(noEmail.body.errors).toBe(PAYOUT_MSG.paypalEmailRequired);
    const badEmail = await api.post('/api/payouts/account', { rail: 'paypal', email: 'nope' }, u.auth);
    expect(badEmail.body.errors).toBe(PAYOUT_MSG.paypalEmailInvalid);
    expect(
      (await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, u.user.id))).length,
    ).toBe(0);
  });

  it('is for customers and venues only', async () => {
    for (const role of [2, 4] as const) {
      const u = await t.createUser(role);
      expect((await api.post('/api/payouts/account', { rail: 'stripe' }, u.auth)).status).toBe(403);
    }
  });
});
