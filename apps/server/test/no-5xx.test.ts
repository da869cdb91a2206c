import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './test-app';

/**
 * Walks every route the app registers and sends it odd input as every kind of caller. Whatever the input,
 * the answer is never a 5xx, and every JSON error carries an `errors` text for the user.
 */
describe('no 5xx from any input, on any route', () => {
  let t: TestApp;
  let callers: Array<Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp({
      config: { rateLimit: { windowSeconds: 600, perEmail: 100000, perIp: 1000000 } },
    });
    callers = [
      {},
      ...(await Promise.all([1, 2, 3, 4].map(async (r) => (await t.createUser(r as 1 | 2 | 3 | 4)).auth))),
    ];
  });
  afterAll(() => t.close());

  const oddValue = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 30 }),
    fc.constant('x'.repeat(5000)),
    fc.constant('../../etc/passwd'),
    fc.constant("'; drop table users; --"),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.constant({ nested: { deep: [1, 'a'] } }),
    fc.constant('00000000-0000-0000-0000-000000000000'),
    fc.constant(-1),
    fc.constant(1e21),
  );
  const fields = [
    'email',
    'password',
    'amount',
    'name',
    'title',
    'type',
    'platform',
    'link',
    'participantsCount',
    'participantsShare',
    'endDate',
    'discount',
    'item',
    'approve',
    'reason',
    'wallet',
    'pocket',
    'venueID',
    'redeemID',
    'price',
    'token',
    'role',
    'details',
    'isActive',
    'membership',
    'latitude',
    'longitude',
    'answers',
  ];
  const oddBody = fc.oneof(
    fc.dictionary(fc.constantFrom(...fields), oddValue, { maxKeys: 6 }),
    fc.constant([]),
    fc.constant('a string body'),
  );
  const oddParam = fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00', '1', 'me');

  it('answers every route with 4xx or success for odd bodies, params and queries', async () => {
    const routes = t.app.routeList.filter((r) => !r.url.startsWith('/socket.io') && r.url !== '*');
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          oddBody,
          oddParam,
          fc.nat(callers.length - 1),
          fc.string({ maxLength: 10 }),
          async (body, param, who, q) => {
            const url = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(param)).replace(/\*$/, param);
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: `${url}?page=${encodeURIComponent(q)}&status=${encodeURIComponent(q)}&amount=${encodeURIComponent(q)}`,
              headers: callers[who],
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body as object }),
            });
            if (res.statusCode >= 500)
              failures.push(`${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
              expect(typeof res.json().errors, `${route.method} ${url}`).toBe('string');
            }
          },
        ),
        { numRuns: 12, seed: 42 },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
