import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../test-app';
import { addBank, fundCustomer } from './helpers';
import { encodeOdd, oddStrings } from '../odd-strings';

/** Whatever arrives in bodies, queries and ids, the money endpoints answer 2xx or 4xx with an errors text. */
describe('money endpoints never answer 5xx to bad input', () => {
  let t: TestApp;
  let auths: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp();
    const [venue, business, customer, admin] = await Promise.all([
      t.createUser(1),
      t.createUser(2),
      t.createUser(3),
      t.createUser(4),
    ]);
    await addBank(t, customer.auth);
    await fundCustomer(t, customer.user.id, 2000);
    auths = {
      venue: venue.auth,
      business: business.auth,
      customer: customer.auth,
      admin: admin.auth,
      none: {},
    };
  });
  afterAll(() => t.close());

  const posts = [
    '/api/transaction/stripe',
    '/api/transaction',
    '/api/users/bank',
    '/api/users/withdraw',
    '/api/withdraws',
  ];
  const gets = [
    '/api/transaction/verify',
    '/api/withdraws',
    '/api/admin/withdraws',
    '/api/payments',
    '/api/vouchers',
    '/api/admin/ledger/check',
  ];
  const who = fc.constantFrom('venue', 'business', 'customer', 'admin', 'none');
  const queryValue = fc.oneof(
    fc.string(),
    oddStrings,
    fc.constantFrom('true', 'false', '1', '-1', '1e309', 'null', '00000000-0000-0000-0000-000000000000'),
  );

  it('POST bodies: any JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        who,
        fc.oneof(
          fc.jsonValue(),
          fc.record({ amount: fc.jsonValue() }),
          fc.record({ amount: oddStrings }),
          fc.record({ accountName: oddStrings, BSB: oddStrings, accountNumber: oddStrings }),
          fc.record({
            accountName: oddStrings,
            BSB: fc.constant('063-000'),
            accountNumber: fc.constant('123456'),
          }),
        ),
        async (url, role, body) => {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...auths[role], 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().errors).toBe('string');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('GET queries and admin decision ids: any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...gets),
        who,
        fc.dictionary(
          fc.constantFrom('transactionId', 'session_id', 'status', 'notUsed', 'venue', 'x'),
          queryValue,
        ),
        fc.oneof(fc.string(), oddStrings),
        fc.jsonValue(),
        async (url, role, query, id, approve) => {
          const qs = new URLSearchParams(query).toString();
          const a = await t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: auths[role] });
          expect(a.statusCode, `${url}?${qs}`).toBeLessThan(500);
          const b = await t.app.inject({
            method: 'POST',
            url: `/api/admin/withdraws/${encodeOdd(id)}`,
            headers: auths[role],
            payload: { approve } as object,
          });
          expect(b.statusCode, id).toBeLessThan(500);
          const c = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${encodeOdd(id)}` });
          expect(c.statusCode, id).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('odd content types and empty bodies', async () => {
    for (const url of [...posts, '/api/transaction/stripe/webhook']) {
      for (const [type, payload] of [
        ['text/plain', 'amount=25'],
        ['application/x-www-form-urlencoded', 'amount=25'],
        ['application/json', ''],
        ['application/json', '{"amount":'],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...auths.customer, 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${url} ${type}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${type}`).toBeLessThan(500);
      }
    }
  });
});
