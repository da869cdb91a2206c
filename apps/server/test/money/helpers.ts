import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { topUps } from '../../src/db/schema';
import { accountKeys, checkLedger, payCustomer, reconcile } from '../../src/ledger';
import type { TestApp } from '../test-app';

export type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** inject wrappers that return status, JSON body (when any) and headers. */
export function client(t: TestApp) {
  const call = async (method: Method, url: string, headers: Headers = {}, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const parsed = () => {
      try {
        return res.json();
      } catch {
        return {};
      }
    };
    const body = parsed();
    return { status: res.statusCode, body, headers: res.headers, text: res.body };
  };
  return {
    get: (url: string, headers?: Headers) => call('GET', url, headers),
    post: (url: string, payload: unknown, headers?: Headers) => call('POST', url, headers, payload),
  };
}

export const sessionIdOf = (url: string) => url.split('/sandbox/checkout/')[1];

/** Starts a sandbox top-up (card or PayPal endpoint) and returns its ids. */
export async function startSandboxTopUp(
  t: TestApp,
  auth: Headers,
  amount: number | string,
  method: 'card' | 'paypal' = 'card',
) {
  const api = client(t);
  const res =
    method === 'card'
      ? await api.post('/api/transaction/stripe', { amount }, auth)
      : await api.post('/api/transaction', { amount }, auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url: string = method === 'card' ? res.body.data.url : res.body.data.redirectLink.href;
  const sessionId = sessionIdOf(url);
  const [row] = await t.db.select().from(topUps).where(eq(topUps.providerSessionId, sessionId));
  return { url, sessionId, transactionId: row.id };
}

/** Pays a sandbox session (the provider's side) and verifies it (our side): the real top-up path. */
export async function topUp(t: TestApp, auth: Headers, amount: number, method: 'card' | 'paypal' = 'card') {
  const s = await startSandboxTopUp(t, auth, amount, method);
  await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${s.sessionId}/complete` });
  const v = await client(t).get(
    `/api/transaction/verify?transactionId=${s.transactionId}&session_id=${s.sessionId}`,
    auth,
  );
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  return s;
}

/**
 * Gives a customer wallet money the way campaigns will: a business tops up through the sandbox, then
 * the ledger pays the customer from that business's credit.
 */
export async function fundCustomer(t: TestApp, customerId: string, cents: number) {
  const business = await t.createUser(2);
  // The PayPal endpoint: it stays on the sandbox in tests that configure a Stripe mock.
  await topUp(t, business.auth, Math.max(20, Math.ceil(cents / 100)), 'paypal');
  await t.db.transaction((tx) =>
    payCustomer(tx, {
      fromKey: accountKeys.businessCredit(business.user.id),
      customerId,
      amountCents: cents,
      key: `test:pay:${customerId}:${Math.random()}`,
      memo: 'Test Business',
    }),
  );
  return business;
}

/** Saves bank details; a campaign owner needs another account number than its creators (self-dealing). */
export async function addBank(t: TestApp, auth: Headers, accountNumber = '12345678') {
  const res = await client(t).post(
    '/api/users/bank',
    { accountName: 'Casey Jones', BSB: '063-000', accountNumber },
    auth,
  );
  expect(res.status).toBe(200);
}

/** The ledger proves itself, and it reconciles with the providers' records. */
export async function expectLedgerOk(t: TestApp) {
  const r = await checkLedger(t.db);
  expect(r.problems).toEqual([]);
  expect(r.ok).toBe(true);
  const rec = await reconcile(t.db);
  expect(rec.differenceCents, JSON.stringify(rec.terms)).toBe(0);
  expect(rec.ok).toBe(true);
}
