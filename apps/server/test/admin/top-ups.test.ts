/**
 * The operator's top-ups list: provider, ids, status after refunds and disputes, account; search,
 * filters and keyset paging; and no 5xx from whatever arrives at the new endpoints.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { topUps } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { encodeOdd, oddStrings } from '../odd-strings';
import { client, startSandboxTopUp, topUp } from '../money/helpers';
import { PAYPAL_WEBHOOK_ID, startPayPalMock } from '../money/provider-mocks';

type Person = Awaited<ReturnType<TestApp['createUser']>>;

describe.each(databaseKinds)("the operator's top-ups (%s)", (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  let alice: Person;
  let bob: Person;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    admin = await t.createUser(4);
    alice = await t.createUser(2, { email: `alice-${randomUUID()}@cafe.test`, name: 'Alice Able' });
    bob = await t.createUser(1, { email: `bob-${randomUUID()}@bar.test`, name: 'Bob Baker' });
    // Oldest first: alice pays $20 and $30, bob pays $40 and leaves a $25 checkout open.
    ids.a20 = (await topUp(t, alice.auth, 20)).transactionId;
    ids.a30 = (await topUp(t, alice.auth, 30)).transactionId;
    ids.b40 = (await topUp(t, bob.auth, 40, 'paypal')).transactionId;
    ids.b25 = (await startSandboxTopUp(t, bob.auth, 25)).transactionId;
    const simulate = (id: string, body: object) =>
      api.post(`/api/admin/top-ups/${id}/simulate`, body, { ...admin.auth, 'idempotency-key': randomUUID() });
    expect((await simulate(ids.a20, { event: 'refund', amount: 5 })).status).toBe(200);
    expect((await simulate(ids.b40, { event: 'dispute_opened' })).status).toBe(200);
  });
  afterAll(() => t.close());

  const list = (query = '') => api.get(`/api/admin/top-ups${query}`, admin.auth);
  const idsOf = (res: Awaited<ReturnType<typeof list>>) =>
    (res.body.data.topUps as Array<{ id: string }>).map((x) => x.id);

  it('lists every top-up newest first with provider, ids, status, amounts and the account', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([ids.b25, ids.b40, ids.a30, ids.a20]);
    const [b25, b40, a30, a20] = res.body.data.topUps;
    const [session] = await t.db.select().from(topUps).where(eq(topUps.id, ids.a30));
    expect(a30).toMatchObject({
      provider: 'sandbox',
      method: 'card',
      providerSessionId: session.providerSessionId,
      providerPaymentId: session.providerSessionId,
      amount: 30,
      refunded: 0,
      remaining: 30,
      status: 'paid',
      canSimulate: true,
      user: {
        id: alice.user.id,
        name: 'Alice Able',
        email: alice.user.email,
        role: 2,
        organisation: 'Test Business',
      },
    });
    expect(a20).toMatchObject({ status: 'partially_refunded', refunded: 5, remaining: 15 });
    expect(b40).toMatchObject({
      method: 'paypal',
      status: 'disputed',
      hasOpenDispute: true,
      chargedBack: 40,
      user: { organisation: 'Test Venue', isActive: false },
    });
    expect(b25).toMatchObject({
      status: 'pending',
      providerPaymentId: null,
      canSimulate: false,
      paidAt: null,
    });
  });

  it('searches by e-mail, name, organisation, provider id and top-up id', async () => {
    expect(idsOf(await list(`?q=${encodeURIComponent('@CAFE.test')}`))).toEqual([ids.a30, ids.a20]);
    expect(idsOf(await list('?q=baker'))).toEqual([ids.b25, ids.b40]);
    expect(idsOf(await list('?q=Test%20Venue'))).toEqual([ids.b25, ids.b40]);
    const [row] = await t.db.select().from(topUps).where(eq(topUps.id, ids.a30));
    expect(idsOf(await list(`?q=${row.providerSessionId!.slice(4, 16)}`))).toEqual([ids.a30]);
    expect(idsOf(await list(`?q=${ids.b40.toUpperCase()}`))).toEqual([ids.b40]);
    expect(idsOf(await list('?q=100%25'))).toEqual([]);
  });

  it('filters by paid, pending, refunded and disputed', async () => {
    expect(idsOf(await list('?status=paid'))).toEqual([ids.a30]);
    expect(idsOf(await list('?status=pending'))).toEqual([ids.b25]);
    expect(idsOf(await list('?status=refunded'))).toEqual([ids.a20]);
    expect(idsOf(await list('?status=disputed'))).toEqual([ids.b40]);
    const bad = await list('?status=stolen');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toBe('The status filter is not valid.');
  });

  it('pages by keyset: each page continues after the last, and a foreign cursor is refused', async () => {
    const first = await list('?limit=3');
    expect(idsOf(first)).toEqual([ids.b25, ids.b40, ids.a30]);
    expect(first.body.data.limit).toBe(3);
    const next = await list(`?limit=3&cursor=${first.body.data.nextCursor}`);
    expect(idsOf(next)).toEqual([ids.a20]);
    expect(next.body.data.nextCursor).toBeNull();
    expect((await list('?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await list('?limit=101')).status).toBe(400);
  });
});

describe('the top-up endpoints never answer 5xx to bad input', () => {
  let t: TestApp;
  let paypal: Awaited<ReturnType<typeof startPayPalMock>>;
  let auths: Record<string, Record<string, string>>;
  let paidId: string;
  beforeAll(async () => {
    paypal = await startPayPalMock();
    t = await createTestApp({
      config: {
        paypalClientId: 'pp-client',
        paypalClientSecret: 'pp-secret',
        paypalApiUrl: paypal.url,
        paypalWebhookId: PAYPAL_WEBHOOK_ID,
      },
    });
    const [admin, business] = await Promise.all([t.createUser(4), t.createUser(2)]);
    auths = { admin: admin.auth, business: business.auth, none: {} };
    paidId = (await topUp(t, business.auth, 50)).transactionId;
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  const who = fc.constantFrom('admin', 'business', 'none');

  it('list queries, simulation bodies and ids: any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        who,
        fc.dictionary(
          fc.constantFrom('q', 'status', 'cursor', 'limit', 'x'),
          fc.oneof(fc.string(), oddStrings),
        ),
        fc.oneof(fc.constant(paidId), fc.string(), oddStrings),
        fc.oneof(
          fc.jsonValue(),
          fc.record({ event: fc.constantFrom('refund', 'dispute_opened', 'dispute_won', 'dispute_lost') }),
          fc.record({
            event: fc.constantFrom('refund', 'dispute_opened'),
            amount: fc.oneof(fc.jsonValue(), oddStrings),
          }),
        ),
        async (role, query, id, body) => {
          const qs = new URLSearchParams(query).toString();
          const a = await t.app.inject({
            method: 'GET',
            url: `/api/admin/top-ups?${qs}`,
            headers: auths[role],
          });
          expect(a.statusCode, qs).toBeLessThan(500);
          const b = await t.app.inject({
            method: 'POST',
            url: `/api/admin/top-ups/${encodeOdd(id)}/simulate`,
            headers: { ...auths[role], 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            payload: JSON.stringify(body),
          });
          expect(b.statusCode, `${id} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (b.statusCode >= 400) expect(typeof b.json().errors).toBe('string');
        },
      ),
      { numRuns: 100 },
    );
  });

  it('PayPal webhook deliveries: any body and headers', async () => {
    const header = fc.oneof(fc.string(), oddStrings, fc.constant(new Date().toISOString()));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        fc.record({
          'paypal-auth-algo': header,
          'paypal-cert-url': header,
          'paypal-transmission-id': header,
          'paypal-transmission-sig': header,
          'paypal-transmission-time': header,
        }),
        async (payload, headers) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/transaction/paypal/webhook',
            headers: { ...headers, 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
