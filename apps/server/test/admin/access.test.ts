import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureRoutes } from '../../src/routes';
import type { TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, operatorApp, NO_SUCH_ID, questionBody, type Method, type Person } from './helpers';

const ID = NO_SUCH_ID;

/** Every operator endpoint, with a body an admin could send. */
const ADMIN_ROUTES: Array<[Method, string, unknown?]> = [
  ['GET', '/api/admin/users?role=1&status=pending'],
  ['PUT', `/api/admin/users/${ID}`, { isActive: true }],
  ['GET', '/api/admin/campaigns?status=pending'],
  ['POST', `/api/admin/campaigns/${ID}/verify`, { approve: true }],
  ['POST', `/api/admin/campaigns/${ID}/close`, {}],
  ['GET', '/api/admin/withdraws?status=1'],
  ['POST', `/api/admin/withdraws/${ID}`, { approve: true }],
  ['GET', '/api/admin/withdraws/export.csv?from=2024-01-01&to=2024-12-31'],
  ['POST', `/api/admin/withdraws/batches/${ID}/pay`, {}],
  ['GET', '/api/admin/ledger/check'],
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/audit?page=1&limit=10'],
  ['GET', '/api/admin/outbox?to=example&page=1'],
  ['GET', '/api/admin/announcements'],
  ['POST', '/api/admin/announcements', { imageUrl: 'https://cdn.example.com/banner.png' }],
  ['PUT', `/api/admin/announcements/${ID}`, { link: 'example.com' }],
  ['DELETE', `/api/admin/announcements/${ID}`],
  ['GET', '/api/admin/questions'],
  ['POST', '/api/admin/questions', questionBody('Access check')],
  ['PUT', `/api/admin/questions/${ID}`, questionBody('Access check')],
  ['DELETE', `/api/admin/questions/${ID}`],
  // The creator verification queue's decline and the appeals queue.
  ['POST', `/api/admin/users/${ID}/decline-social`, { reason: 'The profile link does not open.' }],
  ['GET', '/api/admin/appeals?status=open'],
  ['POST', `/api/admin/appeals/${ID}`, { overturn: false }],
  // The operator's top-ups and TEST MODE refunds and disputes.
  ['GET', '/api/admin/top-ups?q=example'],
  ['POST', `/api/admin/top-ups/${ID}/simulate`, { event: 'refund' }],
  ['POST', `/api/admin/top-ups/${ID}/check`, {}],
  // The trust flags.
  ['GET', '/api/admin/flags/shared?by=phone'],
  ['GET', '/api/admin/flags/withdrawals-after-top-up'],
  ['GET', '/api/admin/flags/paid-by-one-owner'],
  ['GET', '/api/admin/flags/posts-removed'],
  // A withdrawal held after its campaign owner's top-up was reversed, released by finance.
  ['POST', `/api/admin/withdraws/${ID}/release`],
  // A user's statement, its CSV, and manual adjustments.
  ['GET', `/api/admin/users/${ID}/statement`],
  ['GET', `/api/admin/users/${ID}/statement.csv`],
  [
    'POST',
    `/api/admin/users/${ID}/adjustments`,
    { direction: 'credit', amount: '1', reason: 'Access check' },
  ],
  // Bulk "mark paid" and the reconciliation.
  ['POST', '/api/admin/withdraws/pay', { ids: [ID] }],
  // Payouts: time to money and the ABA bank file.
  ['GET', '/api/admin/payouts/times'],
  ['POST', '/api/admin/withdraws/bank-file', { ids: [ID] }],
  ['GET', '/api/admin/ledger/reconciliation'],
  ['POST', '/api/admin/ledger/reconciliation'],
  // The operator roles (owner only) and the outbox's audited reveal.
  ['GET', '/api/admin/operators'],
  ['PUT', `/api/admin/operators/${ID}`, { operatorRole: 'support' }],
  ['POST', `/api/admin/outbox/${ID}/reveal`, { reason: 'The user never got the mail.' }],
  // Receipts, invoices and credit notes (docs/finance.md).
  ['GET', '/api/admin/finance/documents'],
  ['GET', `/api/admin/finance/receipts/${ID}`],
  ['GET', `/api/admin/finance/receipts/${ID}/pdf`],
  ['GET', `/api/admin/finance/invoices/${ID}`],
  ['GET', `/api/admin/finance/invoices/${ID}/pdf`],
  ['POST', `/api/admin/finance/invoices/${ID}/credit-notes`, { amount: '1', reason: 'Access check' }],
  // The Finance reports and their CSVs.
  ['GET', '/api/admin/finance/revenue?from=2026-01&to=2026-06'],
  ['GET', '/api/admin/finance/revenue.csv'],
  ['GET', '/api/admin/finance/money?from=2026-01&to=2026-06'],
  ['GET', '/api/admin/finance/money.csv'],
  ['GET', '/api/admin/finance/payees?half=2026-H1'],
  ['GET', '/api/admin/finance/payees.csv?half=2026-H1'],
];

/**
 * Which operator roles each console route admits besides the owner (who may use all of them): docs/security.md
 * "Operator roles". Written out here, apart from the contracts, so a contract that widens a route fails.
 */
const S = 'support';
const F = 'finance';
const ALL = [S, F];
const OPERATOR_ROLES_OF: Record<string, string[]> = {
  'GET /api/admin/users': ALL,
  'PUT /api/admin/users/:id': [S],
  'GET /api/admin/campaigns': [S],
  'POST /api/admin/campaigns/:id/verify': [S],
  'POST /api/admin/campaigns/:id/close': [S],
  'GET /api/admin/withdraws': [F],
  'POST /api/admin/withdraws/:id': [F],
  'GET /api/admin/withdraws/export.csv': [F],
  'POST /api/admin/withdraws/batches/:id/pay': [F],
  'GET /api/admin/ledger/check': ALL,
  'GET /api/admin/overview': ALL,
  'GET /api/admin/audit': ALL,
  'GET /api/admin/outbox': [S],
  'GET /api/admin/announcements': [S],
  'POST /api/admin/announcements': [S],
  'PUT /api/admin/announcements/:id': [S],
  'DELETE /api/admin/announcements/:id': [S],
  'GET /api/admin/questions': [S],
  'POST /api/admin/questions': [S],
  'PUT /api/admin/questions/:id': [S],
  'DELETE /api/admin/questions/:id': [S],
  'POST /api/admin/users/:id/decline-social': [S],
  'GET /api/admin/appeals': [S],
  'POST /api/admin/appeals/:id': [S],
  'GET /api/admin/top-ups': [F],
  'POST /api/admin/top-ups/:id/simulate': [F],
  'POST /api/admin/top-ups/:id/check': [F],
  'GET /api/admin/flags/shared': ALL,
  'GET /api/admin/flags/withdrawals-after-top-up': ALL,
  'GET /api/admin/flags/paid-by-one-owner': ALL,
  'GET /api/admin/flags/posts-removed': ALL,
  'POST /api/admin/withdraws/:id/release': [F],
  'GET /api/admin/users/:id/statement': [F],
  'GET /api/admin/users/:id/statement.csv': [F],
  'POST /api/admin/users/:id/adjustments': [F],
  'POST /api/admin/withdraws/pay': [F],
  'GET /api/admin/payouts/times': [F],
  'POST /api/admin/withdraws/bank-file': [F],
  'GET /api/admin/ledger/reconciliation': [F],
  'POST /api/admin/ledger/reconciliation': [F],
  'GET /api/admin/operators': [],
  'PUT /api/admin/operators/:id': [],
  'POST /api/admin/outbox/:id/reveal': [],
  'GET /api/admin/finance/documents': [F],
  'GET /api/admin/finance/receipts/:id': [F],
  'GET /api/admin/finance/receipts/:id/pdf': [F],
  'GET /api/admin/finance/invoices/:id': [F],
  'GET /api/admin/finance/invoices/:id/pdf': [F],
  'POST /api/admin/finance/invoices/:id/credit-notes': [F],
  'GET /api/admin/finance/revenue': [F],
  'GET /api/admin/finance/revenue.csv': [F],
  'GET /api/admin/finance/money': [F],
  'GET /api/admin/finance/money.csv': [F],
  'GET /api/admin/finance/payees': [F],
  'GET /api/admin/finance/payees.csv': [F],
};

/** The routes the app registers, collected by running every feature's registration on a bare instance. */
async function registeredRoutes(t: TestApp) {
  const bare = Fastify();
  const found: Array<[string, string]> = [];
  bare.addHook('onRoute', (r) => {
    for (const m of [r.method].flat()) if (m !== 'HEAD') found.push([m, r.url]);
  });
  for (const register of featureRoutes) await register(bare, t.app.deps);
  await bare.close();
  return found;
}

const pattern = (url: string) => url.split('?')[0].replace(ID, ':id');

describe.each(databaseKinds)('operator endpoints are for admins only (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  let others: Person[];
  let operators: Record<'support' | 'finance', Person>;
  beforeAll(async () => {
    ({ t, api, admin } = await operatorApp(kind));
    others = [await t.createUser(1), await t.createUser(2), await t.createUser(3)];
    operators = {
      support: await t.createUser(4, { operatorRole: 'support' }),
      finance: await t.createUser(4, { operatorRole: 'finance' }),
    };
  });
  afterAll(() => t.close());

  it('the table below covers every /api/admin route the app registers', async () => {
    const admins = (await registeredRoutes(t)).filter(([, url]) => url.startsWith('/api/admin'));
    const listed = ADMIN_ROUTES.map(([m, url]) => `${m} ${pattern(url)}`);
    for (const [m, url] of admins)
      expect(listed, `${m} ${url} is missing from ADMIN_ROUTES`).toContain(`${m} ${url}`);
    expect(admins.length).toBeGreaterThanOrEqual(ADMIN_ROUTES.length);
  });

  it.each(ADMIN_ROUTES)(
    '%s %s: 401 without a token, 403 for roles 1-3, never refused for an admin',
    async (method, url, body) => {
      const anonymous = await api.call(method, url, {}, body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.errors).toBe('Please sign in again.');
      const bogus = await api.call(method, url, { authorization: 'Bearer not-a-token' }, body);
      expect(bogus.status).toBe(401);
      for (const person of others) {
        const res = await api.call(method, url, person.auth, body);
        expect(res.status, `role ${person.user.role}`).toBe(403);
        expect(res.body.errors).toBe('You are not allowed to do this.');
      }
      const ok = await api.call(method, url, admin.auth, body);
      expect([401, 403]).not.toContain(ok.status);
      expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(500);
    },
  );

  it('every console route says which operator roles it admits', () => {
    expect(Object.keys(OPERATOR_ROLES_OF).sort()).toEqual(
      ADMIN_ROUTES.map(([m, url]) => `${m} ${pattern(url)}`).sort(),
    );
  });

  it.each(ADMIN_ROUTES)(
    '%s %s: refused (403) to the operator roles it does not admit',
    async (method, url, body) => {
      const admits = OPERATOR_ROLES_OF[`${method} ${pattern(url)}`];
      for (const role of ['support', 'finance'] as const) {
        const res = await api.call(method, url, operators[role].auth, body);
        if (admits.includes(role)) {
          expect([401, 403], `${role} is admitted`).not.toContain(res.status);
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        } else {
          expect(res.status, role).toBe(403);
          expect(res.body.errors).toBe('You are not allowed to do this.');
        }
      }
    },
  );

  it('an operator without a console role is refused everywhere', async () => {
    const roleless = await t.createUser(4, { operatorRole: null });
    for (const [method, url, body] of ADMIN_ROUTES) {
      expect((await api.call(method, url, roleless.auth, body)).status, `${method} ${url}`).toBe(403);
    }
  });

  it('a deactivated admin is signed out everywhere', async () => {
    const other = await t.createUser(4);
    await api.put(`/api/admin/users/${other.user.id}`, { isActive: false }, admin.auth);
    for (const [method, url, body] of ADMIN_ROUTES) {
      expect((await api.call(method, url, other.auth, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('the customer quiz is for customers only', async () => {
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', '/api/questions/random'],
      ['GET', '/api/questions/current'],
      ['POST', '/api/questions/answer', { quizId: ID, questionId: ID, answerId: ID }],
      ['POST', '/api/questions/finish', { quizId: ID, correct: 0 }],
    ];
    for (const [method, url, body] of calls) {
      expect((await api.call(method, url, {}, body)).status).toBe(401);
      for (const person of [admin, others[0], others[1]]) {
        expect(
          (await api.call(method, url, person.auth, body)).status,
          `${url} role ${person.user.role}`,
        ).toBe(403);
      }
    }
  });
});
