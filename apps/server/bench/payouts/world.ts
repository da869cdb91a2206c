/**
 * The payout benchmark's world: the app as production runs it (real clock, the queue polling) with Stripe Connect
 * and PayPal Payouts live, their API URLs pointing at the test mocks behind a delaying proxy. The provider's
 * webhook is played here: once the mock has made the payout (Stripe: a Payout on the connected account; PayPal:
 * the batch item), the signed payout.paid or PAYMENT.PAYOUTS-ITEM.SUCCEEDED is posted to the app after the
 * provider's own processing time. Payees are customers with wallet money, a ready payout account and one earlier
 * payout paid (reviewed by the operator), as the API tests make them (test/withdrawals/payout-helpers.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { mailOutbox, payoutAccounts, withdrawals } from '../../src/db/schema';
import { accountKeys, payCustomer } from '../../src/ledger';
import { PAYPAL_WEBHOOK_ID } from '../../test/money/provider-mocks';
import { startPayPalPayoutsMock } from '../../test/support/platform-mocks/paypal-payouts';
import {
  startStripeConnectMock,
  STRIPE_CONNECT_WEBHOOK_SECRET,
  STRIPE_MOCK_KEY,
} from '../../test/support/platform-mocks/stripe-connect';
import { startDelayProxy, type ProxiedAnswer } from './delay-proxy';
import { benchPeople } from '../support/people';

export type Rail = 'stripe' | 'paypal';
export type Payee = { userId: string; auth: Record<string, string>; rail: Rail; destination: string };
type Delays = { api: () => number; webhook: () => number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const WEBHOOK_TRIES = 5;

export async function payoutWorld(database: Database) {
  const stripe = await startStripeConnectMock();
  const paypal = await startPayPalPayoutsMock();
  /** Zero while the world is built; the run sets the provider's 200-1000 ms. */
  const delays: Delays = { api: () => 0, webhook: () => 0 };
  /** Off while the floor calls the rails directly: those payouts are no withdrawal of the app's. */
  const webhooks = { on: true, posted: 0, refused: 0 };
  const stripeProxy = await startDelayProxy(stripe.url, {
    delayMs: () => delays.api(),
    onAnswer: stripeAnswer,
  });
  const paypalProxy = await startDelayProxy(paypal.url, {
    delayMs: () => delays.api(),
    onAnswer: paypalAnswer,
  });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'spruik-bench-payouts-'));
  const config = testConfig({
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    logLevel: 'silent',
    stripeSecretKey: STRIPE_MOCK_KEY,
    stripeApiUrl: stripeProxy.url,
    stripeConnectWebhookSecret: STRIPE_CONNECT_WEBHOOK_SECRET,
    paypalClientId: 'pp-client',
    paypalClientSecret: 'pp-secret',
    paypalApiUrl: paypalProxy.url,
    paypalWebhookId: PAYPAL_WEBHOOK_ID,
  });
  // No clock given: the system clock, as in production.
  const app = await buildApp({ config, database });
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const db = database.db;

  /** Posts a provider's delivery; a refusal is retried a little later, as the providers retry. */
  async function deliver(url: string, headers: Record<string, string>, payload: string) {
    for (let i = 0; i < WEBHOOK_TRIES; i++) {
      const res = await fetch(`${base}${url}`, { method: 'POST', headers, body: payload });
      await res.text();
      if (res.ok) return void webhooks.posted++;
      webhooks.refused++;
      await sleep(1000 * (i + 1));
    }
  }
  /** Plays one webhook after the provider's processing time (errors are counted, never thrown). */
  function later(build: () => { url: string; headers: Record<string, string>; payload: string }) {
    const wait = delays.webhook();
    setTimeout(() => {
      const d = build();
      deliver(d.url, d.headers, d.payload).catch(() => void webhooks.refused++);
    }, wait);
  }

  const seenPayouts = new Set<string>();
  function stripeAnswer(a: ProxiedAnswer) {
    if (!webhooks.on || a.method !== 'POST' || a.path !== '/v1/payouts' || a.status !== 200) return;
    const id = (JSON.parse(a.body) as { id?: string }).id;
    if (!id || seenPayouts.has(id)) return;
    seenPayouts.add(id);
    later(() => {
      const w = stripe.payoutPaidWebhook(id);
      return {
        url: '/api/payouts/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': w.signature },
        payload: w.payload,
      };
    });
  }
  function paypalAnswer(a: ProxiedAnswer) {
    if (!webhooks.on || a.method !== 'POST' || a.path !== '/v1/payments/payouts' || a.status !== 201) return;
    const batchId = (JSON.parse(a.body) as { batch_header?: { payout_batch_id?: string } }).batch_header
      ?.payout_batch_id;
    const itemId = batchId ? paypal.batches.get(batchId)?.itemIds[0] : undefined;
    if (!itemId || seenPayouts.has(itemId)) return;
    seenPayouts.add(itemId);
    later(() => {
      const d = paypal.signed(paypal.itemEvent(itemId, 'SUCCEEDED'));
      return { url: '/api/transaction/paypal/webhook', headers: d.headers, payload: d.payload };
    });
  }

  async function http(method: 'GET' | 'POST', url: string, auth: Record<string, string>, body?: unknown) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data?: Record<string, unknown> };
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json.data ?? {};
  }

  const { person, fund } = await benchPeople(app, db);

  const operator = await person(4);
  /** One business with a card top-up pays every payee's wallet. */
  async function funder(cents: number) {
    const business = await person(2);
    await fund(business, cents);
    return business.user.id;
  }

  /** Stripe: the Express account made by the app, onboarded at the mock, told by account.updated. */
  async function readyStripe(userId: string, auth: Record<string, string>) {
    await http('POST', '/api/payouts/account', auth, { rail: 'stripe' });
    const [acct] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
    const accountId = acct.stripeAccountId!;
    stripe.completeOnboarding(accountId);
    const w = stripe.accountUpdatedWebhook(accountId);
    await deliver(
      '/api/payouts/stripe/webhook',
      { 'content-type': 'application/json', 'stripe-signature': w.signature },
      w.payload,
    );
    return accountId;
  }

  /** PayPal: the e-mail confirmed by the code the app mailed. */
  async function readyPayPal(auth: Record<string, string>, n: number) {
    const email = `bench-payee-${n}-${randomUUID().slice(0, 8)}@example.com`;
    await http('POST', '/api/payouts/account', auth, { rail: 'paypal', email });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    await http('POST', '/api/payouts/account/confirm', auth, { code });
    return email;
  }

  /** A payee with `cents` in the wallet and a ready account on `rail`; the first payout is `firstPayouts`' job. */
  async function payee(n: number, rail: Rail, fromBusiness: string, cents: number): Promise<Payee> {
    const who = await person(3);
    await db.transaction((tx) =>
      payCustomer(tx, {
        fromKey: accountKeys.businessCredit(fromBusiness),
        customerId: who.user.id,
        amountCents: cents,
        key: `bench:pay:${who.user.id}`,
        memo: 'Bench Cafe',
      }),
    );
    const destination =
      rail === 'stripe' ? await readyStripe(who.user.id, who.auth) : await readyPayPal(who.auth, n);
    return { userId: who.user.id, auth: who.auth, rail, destination };
  }

  /** Every payee's first payout ($10): it waits ("first"), the operator approves, the rail pays it. */
  async function firstPayouts(payees: Payee[], timeoutMs: number) {
    const ids: string[] = [];
    for (const p of payees) {
      const w = (await http('POST', '/api/users/withdraw', p.auth, { amount: 10, instant: false }))
        .withdraw as {
        id: string;
        state: string;
      };
      if (w.state !== 'waiting') throw new Error(`a first payout should wait, not be ${w.state}`);
      await http('POST', `/api/admin/withdraws/${w.id}`, operator.auth, { approve: true });
      ids.push(w.id);
    }
    return untilSettled(ids, timeoutMs);
  }

  /** The rows once none is in flight any more (or at the deadline). */
  async function untilSettled(ids: string[], timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
      const open = rows.filter((r) => r.state === 'queued' || r.state === 'sent');
      if (open.length === 0 || Date.now() > deadline) return rows;
      await sleep(250);
    }
  }

  /** The withdrawal request over HTTP; it must go out by itself (queued). */
  async function withdraw(p: Payee, amountDollars: number) {
    const data = await http('POST', '/api/users/withdraw', p.auth, { amount: amountDollars, instant: false });
    const w = data.withdraw as { id: string; state: string };
    if (w.state !== 'queued') {
      const [r] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, w.id)));
      throw new Error(`withdrawal ${w.state}, not queued: ${JSON.stringify(r?.waitReasons)}`);
    }
    return w.id;
  }

  return {
    app,
    db,
    config,
    delays,
    webhooks,
    stripe,
    paypal,
    funder,
    payee,
    firstPayouts,
    untilSettled,
    withdraw,
    close: async () => {
      await app.deps.queue.stop();
      await app.close();
      await stripeProxy.close();
      await paypalProxy.close();
      await stripe.close();
      await paypal.close();
    },
  };
}
