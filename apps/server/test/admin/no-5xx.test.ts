import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { encodeOdd, oddStrings } from '../odd-strings';
import { client, questionBody, type Method } from './helpers';

/** Whatever arrives in bodies, queries and ids, the operator and quiz endpoints answer 2xx or 4xx with an errors text. */
describe.each(databaseKinds)('operator and quiz endpoints never answer 5xx to bad input (%s)', (kind) => {
  let t: TestApp;
  let auths: Record<string, Record<string, string>>;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp({ kind });
    const [admin, customer, venue] = await Promise.all([t.createUser(4), t.createUser(3), t.createUser(1)]);
    auths = { admin: admin.auth, customer: customer.auth, none: {} };
    const api = client(t);
    const q = await api.post('/api/admin/questions', questionBody('Fuzz'), admin.auth);
    const a = await api.post(
      '/api/admin/announcements',
      { imageUrl: 'https://cdn.example.com/f.png' },
      admin.auth,
    );
    ids = [q.body.data.question.id, a.body.data.announcement.id, venue.user.id, customer.user.id];
  });
  afterAll(() => t.close());

  const writes: Array<[Method, string]> = [
    ['POST', '/api/admin/announcements'],
    ['PUT', '/api/admin/announcements/:id'],
    ['DELETE', '/api/admin/announcements/:id'],
    ['POST', '/api/admin/questions'],
    ['PUT', '/api/admin/questions/:id'],
    ['DELETE', '/api/admin/questions/:id'],
    ['PUT', '/api/admin/users/:id'],
    ['POST', '/api/admin/withdraws/pay'],
    ['POST', '/api/questions/answer'],
    ['POST', '/api/questions/finish'],
  ];
  const gets = [
    '/api/admin/audit',
    '/api/admin/questions',
    '/api/admin/announcements',
    '/api/admin/overview',
    '/api/admin/withdraws/export.csv',
    '/api/admin/withdraws',
    '/api/admin/ledger/reconciliation',
    '/api/questions/random',
    '/api/questions/current',
  ];
  const who = fc.constantFrom('admin', 'customer', 'none');
  const field = fc.constantFrom(
    'imageUrl',
    'link',
    'position',
    'title',
    'answers',
    'isActive',
    'level',
    'address',
    'instagramFollowers',
    'membership',
    'latitude',
    'longitude',
    'quizId',
    'questionId',
    'answerId',
    'correct',
    'start',
    'end',
    'ids',
  );
  const anyId = () => fc.oneof(fc.string(), fc.uuid(), fc.constantFrom(...ids), oddStrings);
  /** Any JSON, where strings are often control characters or far too long. */
  const anyJson = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.jsonValue({ maxDepth: 1 }),
      oddStrings,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
    ),
  })).value;

  it('bodies and ids: any JSON, any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        who,
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(field, fc.jsonValue()),
          fc.dictionary(field, anyJson),
          fc.record({
            title: oddStrings,
            answers: fc.array(fc.record({ title: oddStrings }), { maxLength: 3 }),
          }),
        ),
        anyId(),
        async ([method, path], role, body, id) => {
          const url = path.replace(':id', encodeOdd(id) || 'x');
          const res = await t.app.inject({
            method,
            url,
            headers: { ...auths[role], 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().errors).toBe('string');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('queries: any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...gets),
        fc.constantFrom('admin', 'none'),
        fc.dictionary(
          fc.constantFrom(
            'page',
            'limit',
            'from',
            'to',
            'q',
            'status',
            'cursor',
            'actor',
            'action',
            'targetType',
            'targetId',
          ),
          fc.oneof(fc.string(), fc.constantFrom('1e309', '-1', '2024-02-29'), oddStrings),
        ),
        async (url, role, query) => {
          const qs = new URLSearchParams(query).toString();
          const res = await t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: auths[role] });
          expect(res.statusCode, `${url}?${qs}`).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('odd content types and empty bodies', async () => {
    for (const [method, path] of writes.filter(([m]) => m !== 'DELETE')) {
      for (const [type, payload] of [
        ['text/plain', 'title=x'],
        ['application/x-www-form-urlencoded', 'title=x'],
        ['application/json', ''],
        ['application/json', '{"title":'],
      ]) {
        const url = path.replace(':id', ids[0]);
        const res = await t.app.inject({
          method,
          url,
          headers: { ...auths.admin, 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${method} ${url} ${type}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url} ${type}`).toBeLessThan(500);
        expect(typeof res.json().errors).toBe('string');
      }
    }
  });
});
