import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './test-app';
import { encodeOdd, oddStrings } from './odd-strings';

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
    oddStrings,
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
          fc.oneof(fc.string({ maxLength: 10 }), oddStrings),
          async (body, param, who, q) => {
            const url = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(param)).replace(/\*$/, param);
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: `${url}?page=${encodeOdd(q)}&status=${encodeOdd(q)}&amount=${encodeOdd(q)}`,
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

/**
 * NUL and other control characters, lone surrogates, and 500,000-character strings, in every string field of a
 * plausible body, every query parameter and every path parameter, one place at a time, as anonymous and every
 * role. PostgreSQL refuses \u0000 in text, so a NUL that reaches a query is a 500 unless something refuses it first.
 */
describe('no 5xx from control characters or over-long strings, anywhere', () => {
  let t: TestApp;
  let callers: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp({
      config: { rateLimit: { windowSeconds: 600, perEmail: 10_000_000, perIp: 10_000_000 } },
    });
    const [venue, business, customer, admin] = await Promise.all(
      ([1, 2, 3, 4] as const).map(async (r) => (await t.createUser(r)).auth),
    );
    callers = { anonymous: {}, venue, business, customer, admin };
  });
  afterAll(() => t.close());

  const uuid = '00000000-0000-4000-8000-000000000000';
  const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  /** Something each route could accept, so a bad value in one field gets as far as it can. */
  const plausibleBody = {
    email: 'walker@test.spruik.app',
    password: 'Password123!',
    confirmPassword: 'Password123!',
    name: 'Walker',
    phone: '0412345678',
    instagramId: 'walker',
    tiktokId: 'walker',
    youtubeId: 'walker',
    country: 'Australia',
    city: 'Melbourne',
    role: 3,
    token: '123456',
    referralCode: 'ABC123',
    business: { name: 'Biz', abn: '12345678901' },
    venue: { name: 'Cafe', abn: '12345678901', address: '1 Main St', websiteLink: 'cafe.example' },
    details: { name: 'Cafe', address: '1 Main St', logo: '', websiteLink: 'cafe.example' },
    type: 1,
    title: 'Title',
    conditions: 'Conditions',
    platform: 'instagram',
    link: 'example.com/post',
    participantsCount: '2',
    participantsShare: '1',
    endDate: tomorrowPlus,
    item: 'Coffee',
    discount: '',
    approve: true,
    reason: 'Reason',
    disclosed: true,
    amount: '25',
    accountName: 'Walker',
    BSB: '123-456',
    accountNumber: '12345678',
    wallet: '1',
    pocket: '',
    venueID: uuid,
    redeemID: '',
    requestId: uuid,
    price: '5',
    ingredients: 'Beans',
    image: '',
    isActive: true,
    membership: 1,
    latitude: -37.8,
    longitude: 144.9,
    level: 1,
    address: '1 Main St',
    instagramFollowers: 10,
    imageUrl: 'https://cdn.example.com/a.png',
    position: 0,
    answers: [
      { title: 'Yes', isCorrect: true },
      { title: 'No', isCorrect: false },
    ],
    quizId: uuid,
    questionId: uuid,
    answerId: uuid,
    start: '2024-01-01T00:00:00Z',
    end: '2024-01-01T00:01:00Z',
  };
  const plausibleQuery: Record<string, string> = {
    page: '1',
    limit: '10',
    status: 'pending',
    q: 'cafe',
    role: '1',
    notUsed: 'true',
    venue: uuid,
    transactionId: uuid,
    session_id: 'cs_test_1',
    from: '2024-01-01',
    to: '2024-01-31',
    token: 'reset-token',
    bbox: '144.5,-38.2,145.5,-37.4',
  };

  const CONTROL = 'a\u0000b\u0001c\u001b\u007f\u0085\u009f';
  /** jsonb (the audit log) refuses a lone surrogate; in an address it arrives as the bytes encodeOdd writes. */
  const LONE_SURROGATE = 'a\ud800b\udc00c';
  const HUGE = 'x'.repeat(500_000);
  /**
   * Per place: control characters, lone surrogates, 500,000 characters, and a long text that still passes the
   * request-wide caps.
   */
  const badValues = {
    param: {
      control: CONTROL,
      'lone surrogate': LONE_SURROGATE,
      huge: HUGE,
      'at the router limit': 'x'.repeat(100),
    },
    query: { control: CONTROL, 'long but within the address cap': 'x'.repeat(2_000) },
    body: {
      control: CONTROL,
      'lone surrogate': LONE_SURROGATE,
      huge: HUGE,
      'long but within the body cap': 'x'.repeat(10_000),
    },
  };

  /** Every path to a string leaf of the body ('venue.name', 'answers.0.title'). */
  const stringPaths = (v: unknown, at: string[] = []): string[][] =>
    typeof v === 'string'
      ? [at]
      : v && typeof v === 'object'
        ? Object.entries(v).flatMap(([k, x]) => stringPaths(x, [...at, k]))
        : [];
  const withValue = (body: unknown, path: string[], value: string): unknown => {
    if (path.length === 0) return value;
    const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string, unknown>;
    copy[path[0]] = withValue(copy[path[0]], path.slice(1), value);
    return copy;
  };

  it('answers every route 2xx or 4xx with an errors text', async () => {
    const routes = t.app.routeList.filter((r) => !r.url.startsWith('/socket.io') && r.url !== '*');
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const params = route.url.match(/:[A-Za-z]+|\*$/g) ?? [];
      const goodParams = params.map(() => uuid);
      type Case = { label: string; params: string[]; query: Record<string, string>; body: unknown };
      const base = { params: goodParams, query: plausibleQuery, body: plausibleBody };
      // 500,000 characters in the address: once per route (the whole address is refused, whichever key).
      const cases: Case[] = [{ ...base, label: 'query page huge', query: { ...plausibleQuery, page: HUGE } }];
      for (const [kind, bad] of Object.entries(badValues.param))
        params.forEach((_, i) =>
          cases.push({
            ...base,
            label: `param ${i} ${kind}`,
            params: params.map((p, j) => (i === j ? bad : uuid)),
          }),
        );
      for (const [kind, bad] of Object.entries(badValues.query))
        for (const key of Object.keys(plausibleQuery))
          cases.push({ ...base, label: `query ${key} ${kind}`, query: { ...plausibleQuery, [key]: bad } });
      if (hasBody)
        for (const [kind, bad] of Object.entries(badValues.body))
          for (const path of stringPaths(plausibleBody))
            cases.push({
              ...base,
              label: `body ${path.join('.')} ${kind}`,
              body: withValue(plausibleBody, path, bad),
            });

      for (const c of cases) {
        let i = 0;
        const url = route.url.replace(/:[A-Za-z]+|\*$/g, () => encodeOdd(c.params[i++]));
        const qs = new URLSearchParams(c.query).toString();
        const payload = hasBody ? Buffer.from(JSON.stringify(c.body)) : undefined;
        // The callers go at once: sign-in's password hashing runs off the main thread.
        await Promise.all(
          Object.entries(callers).map(async ([who, headers]) => {
            requests++;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: `${url}?${qs}`,
              headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
              ...(payload ? { payload } : {}),
            });
            const where = `${route.method} ${route.url} ${c.label} (${who})`;
            if (res.statusCode >= 500)
              failures.push(`${where} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
            else if (
              res.statusCode >= 400 &&
              res.headers['content-type']?.toString().includes('json') &&
              typeof res.json().errors !== 'string'
            )
              failures.push(`${where} -> ${res.statusCode} without an errors text`);
          }),
        );
      }
    }
    expect(requests).toBeGreaterThan(10_000);
    expect([...new Set(failures.map((f) => f.replace(/ \(.*$/, '')))]).toEqual([]);
  }, 600_000);
});
