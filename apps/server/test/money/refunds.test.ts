/**
 * Refunds and chargebacks through the sandbox (the same path as the providers' webhooks). What is left
 * of the top-up's credit goes back, the rest is the platform's loss, the account is suspended, everyone is told,
 * and the ledger check stays green after each.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, messages, topUpReversals, topUps } from '../../src/db/schema';
import {
  accountKeys,
  balanceOf,
  checkLedger,
  EXTERNAL_REFUNDS,
  PLATFORM_LOSS,
  postEntry,
} from '../../src/ledger';
import type { Mail } from '../../src/lib/mail';
import { noRealtime } from '../../src/plugins/realtime';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';
import { client, expectLedgerOk, topUp } from './helpers';

type Person = Awaited<ReturnType<TestApp['createUser']>>;

describe.each(databaseKinds)('refunds and chargebacks through the sandbox (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  const mails: Mail[] = [];
  const pushed: Array<{ userId: string; event: string; payload: unknown }> = [];
  const disconnected: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    admin = await t.createUser(4, { email: `ops-${randomUUID()}@test.spruik.app` });
    t.app.deps.mailer = { send: async (m) => void mails.push(m) };
    t.app.deps.realtime = {
      ...noRealtime,
      emitToUser: (userId, event, payload) => void pushed.push({ userId, event, payload }),
      disconnectUser: (userId) => void disconnected.push(userId),
    };
  });
  beforeEach(() => {
    mails.length = 0;
    pushed.length = 0;
    disconnected.length = 0;
  });
  afterAll(() => t.close());

  const simulate = (topUpId: string, body: Record<string, unknown>, key = randomUUID()) =>
    api.post(`/api/admin/top-ups/${topUpId}/simulate`, body, { ...admin.auth, 'idempotency-key': key });
  const credit = (p: Person) => balanceOf(t.db, accountKeys.creditOf(p.user));
  const account = (key: string) => balanceOf(t.db, key);
  const isActive = async (p: Person) => (await t.reload(p.user.id)).isActive;
  const messagesOf = (p: Person) => t.db.select().from(messages).where(eq(messages.userId, p.user.id));
  const reversalsOf = (topUpId: string) =>
    t.db.select().from(topUpReversals).where(eq(topUpReversals.topUpId, topUpId));

  /** A business with a paid sandbox top-up of `dollars`, and optionally some of it spent on a campaign. */
  async function paidBusiness(dollars: number, spend = 0) {
    const b = await t.createUser(2, { email: `biz-${randomUUID()}@test.spruik.app`, name: 'Casey Owner' });
    const s = await topUp(t, b.auth, dollars);
    if (spend > 0) {
      const res = await api.post(
        '/api/campaigns',
        {
          type: 1,
          title: 'Spend some credit',
          conditions: 'Tag us.',
          participantsCount: 1,
          participantsShare: spend.toFixed(2),
          endDate: new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString(),
          link: 'www.example.com',
          platform: 'instagram',
        },
        b.auth,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    return { b, topUpId: s.transactionId };
  }

  it('a full refund with the credit still there takes it all back, suspends the account and tells everyone', async () => {
    const { b, topUpId } = await paidBusiness(50);
    const loss0 = await account(PLATFORM_LOSS);
    const out0 = await account(EXTERNAL_REFUNDS);
    pushed.length = 0;

    const res = await simulate(topUpId, { event: 'refund' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.message).toBe('The refund was recorded.');
    expect(res.body.data.topUp).toMatchObject({
      status: 'refunded',
      amount: 50,
      refunded: 50,
      remaining: 0,
      user: { id: b.user.id, isActive: false },
    });

    expect(await credit(b)).toBe(0);
    expect((await account(EXTERNAL_REFUNDS)) - out0).toBe(5000);
    expect(await account(PLATFORM_LOSS)).toBe(loss0);
    const [row] = await reversalsOf(topUpId);
    expect(row).toMatchObject({ kind: 'refund', amountCents: 5000, creditCents: 5000, lossCents: 0 });

    // Suspended: the account is off, its token no longer works, its open tabs were told and then closed.
    expect(await isActive(b)).toBe(false);
    expect((await api.get('/api/users/me', b.auth)).status).toBe(401);
    const title =
      '$50.00 of your $50.00 top-up was refunded to your payment method: $50.00 left your credit. ' +
      'Your account is suspended for review.';
    expect((await messagesOf(b)).map((m) => [m.title, m.event])).toContainEqual([title, 4]);
    expect(pushed.filter((p) => p.userId === b.user.id).map((p) => p.event)).toEqual(['message', 'balance']);
    expect(disconnected).toEqual([b.user.id]);

    // The owner and every operator get an e-mail; the audit log records the refund and the suspension.
    expect(mails.find((m) => m.to === b.user.email)?.subject).toBe(
      'Your Spruik account is suspended for review',
    );
    const ops = mails.find((m) => m.to === admin.user.email);
    expect(ops?.subject).toBe(`Refund: ${b.user.email} suspended for review`);
    expect(ops?.text).toContain(`/admin/top-ups?q=${encodeURIComponent(b.user.email)}`);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, topUpId));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['topup.refund', admin.user.id]]);
    const suspension = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, b.user.id), eq(auditLog.action, 'user.update')));
    expect(suspension.map((a) => a.after)).toEqual([
      { isActive: false, reason: 'Suspended for review: a top-up was refunded or charged back.' },
    ]);
    await expectLedgerOk(t);
  });

  it('a refund after the credit went into a live campaign takes what is left, then that escrow; nothing is lost', async () => {
    const { b, topUpId } = await paidBusiness(50, 30);
    expect(await credit(b)).toBe(2000);
    const loss0 = await account(PLATFORM_LOSS);

    expect((await simulate(topUpId, { event: 'refund' })).status).toBe(200);
    expect(await credit(b)).toBe(0);
    // The $30 booked on platform:loss came back from the campaign's escrow when the refund closed it.
    expect((await account(PLATFORM_LOSS)) - loss0).toBe(0);
    const [row] = await reversalsOf(topUpId);
    expect(row).toMatchObject({ amountCents: 5000, creditCents: 2000, lossCents: 3000 });
    const [message] = await messagesOf(b).then((ms) => ms.filter((m) => m.event === 4));
    expect(message.title).toBe(
      '$50.00 of your $50.00 top-up was refunded to your payment method: $20.00 left your credit ' +
        '(the rest came from your campaigns: the running ones are closed). Your account is suspended for review.',
    );
    await expectLedgerOk(t);
  });

  it('partial refunds add up and never exceed the top-up; the account is suspended once', async () => {
    const { b, topUpId } = await paidBusiness(50);
    expect((await simulate(topUpId, { event: 'refund', amount: 10 })).body.data.topUp).toMatchObject({
      status: 'partially_refunded',
      refunded: 10,
      remaining: 40,
    });
    expect(await credit(b)).toBe(4000);
    expect((await simulate(topUpId, { event: 'refund', amount: '15.50' })).status).toBe(200);
    expect(await credit(b)).toBe(2450);

    const above = await simulate(topUpId, { event: 'refund', amount: 24.51 });
    expect(above.status).toBe(400);
    expect(above.body.errors).toBe('The amount is more than what is left of this top-up.');
    expect(await credit(b)).toBe(2450);

    const rest = await simulate(topUpId, { event: 'refund' });
    expect(rest.body.data.topUp).toMatchObject({ status: 'refunded', refunded: 50, remaining: 0 });
    expect(await credit(b)).toBe(0);
    const nothing = await simulate(topUpId, { event: 'refund', amount: 1 });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors).toBe('Nothing is left of this top-up to refund or dispute.');

    expect((await reversalsOf(topUpId)).map((r) => r.amountCents).sort()).toEqual([1000, 1550, 2450]);
    const suspensions = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, b.user.id), eq(auditLog.action, 'user.update')));
    expect(suspensions).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('a repeated simulation with the same Idempotency-Key refunds once', async () => {
    const { b, topUpId } = await paidBusiness(40);
    const key = randomUUID();
    const first = await simulate(topUpId, { event: 'refund', amount: 10 }, key);
    const again = await simulate(topUpId, { event: 'refund', amount: 10 }, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await credit(b)).toBe(3000);
    expect(await reversalsOf(topUpId)).toHaveLength(1);
  });

  it('a dispute takes the money when opened; won, it gives back exactly what it took, and the account stays suspended', async () => {
    const { b, topUpId } = await paidBusiness(50, 20);
    const loss0 = await account(PLATFORM_LOSS);
    const out0 = await account(EXTERNAL_REFUNDS);

    const opened = await simulate(topUpId, { event: 'dispute_opened' });
    expect(opened.body.data.topUp).toMatchObject({
      status: 'disputed',
      hasOpenDispute: true,
      chargedBack: 50,
    });
    expect(await credit(b)).toBe(0);
    // The $20 in the campaign's escrow was claimed back: the campaign closed, nothing was lost.
    expect((await account(PLATFORM_LOSS)) - loss0).toBe(0);
    expect(await isActive(b)).toBe(false);
    const twice = await simulate(topUpId, { event: 'dispute_opened', amount: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toBe('This top-up already has an open dispute.');

    const won = await simulate(topUpId, { event: 'dispute_won' });
    expect(won.body.data.topUp).toMatchObject({
      status: 'dispute_won',
      hasOpenDispute: false,
      remaining: 50,
    });
    // Everything it took: the $30 of credit and the $20 it claimed back from the escrow.
    expect(await credit(b)).toBe(5000);
    expect(await account(PLATFORM_LOSS)).toBe(loss0);
    expect(await account(EXTERNAL_REFUNDS)).toBe(out0);
    // The operator decides on the account: a won dispute does not switch it back on.
    expect(await isActive(b)).toBe(false);
    const titles = (await messagesOf(b)).map((m) => [m.title, m.event]);
    expect(titles).toContainEqual([
      'The dispute on your $50.00 top-up was closed in our favour: $50.00 is back in your credit.',
      3,
    ]);
    expect((await simulate(topUpId, { event: 'dispute_won' })).status).toBe(409);
    await expectLedgerOk(t);
  });

  it('a lost dispute keeps what it took and moves nothing more', async () => {
    const { b, topUpId } = await paidBusiness(60);
    expect((await simulate(topUpId, { event: 'dispute_opened', amount: 25 })).status).toBe(200);
    expect(await credit(b)).toBe(3500);
    const out = await account(EXTERNAL_REFUNDS);
    const lost = await simulate(topUpId, { event: 'dispute_lost' });
    expect(lost.body.data).toMatchObject({
      message: 'The dispute was lost.',
      topUp: { status: 'charged_back', chargedBack: 25, remaining: 35 },
    });
    expect(await credit(b)).toBe(3500);
    expect(await account(EXTERNAL_REFUNDS)).toBe(out);
    expect((await reversalsOf(topUpId)).map((r) => [r.kind, r.entryId === null])).toEqual([
      ['chargeback', false],
      ['chargeback_lost', true],
    ]);
    const noneOpen = await simulate(topUpId, { event: 'dispute_won' });
    expect(noneOpen.status).toBe(409);
    expect(noneOpen.body.errors).toBe('This top-up has no open dispute.');
    await expectLedgerOk(t);
  });

  it('refuses what it cannot simulate: unknown, unpaid or non-sandbox top-ups, bad events and amounts', async () => {
    const { topUpId } = await paidBusiness(20);
    expect((await simulate(randomUUID(), { event: 'refund' })).body.errors).toBe('Top-up not found.');
    expect((await simulate('not-an-id', { event: 'refund' })).status).toBe(404);
    expect((await simulate(topUpId, { event: 'steal' })).body.errors).toBe('Please choose what to simulate.');
    expect((await simulate(topUpId, { event: 'refund', amount: 0 })).status).toBe(400);
    expect((await simulate(topUpId, { event: 'refund', amount: '1.234' })).status).toBe(400);
    const b = await t.createUser(2);
    const pending = await api.post('/api/transaction/stripe', { amount: 20 }, b.auth);
    expect(pending.status).toBe(200);
    const list = await api.get(`/api/admin/top-ups?q=${encodeURIComponent(b.user.email)}`, admin.auth);
    const row = list.body.data.topUps[0];
    expect(row).toMatchObject({ status: 'pending', canSimulate: false });
    expect((await simulate(row.id, { event: 'refund' })).body.errors).toBe(
      'Only a paid top-up can be refunded or disputed.',
    );
  });
});

describe("a venue's refunded top-up", () => {
  let w: PayWorld;
  beforeAll(async () => {
    w = await payWorld();
  });
  afterAll(() => w.close());

  it('takes its topped-up credit, never the earnings customers paid it at the counter', async () => {
    const venue = await w.venue();
    const c = await w.customer();
    await w.giveWallet(c, 4000);
    expect((await w.pay(c, { wallet: '25.00', pocket: '', venueID: venue.user.id })).status).toBe(200);
    await w.fund(venue, 3000);
    const [row] = await w.t.db.select().from(topUps).where(eq(topUps.userId, venue.user.id));
    const res = await w.post(`/api/admin/top-ups/${row.id}/simulate`, await w.admin(), { event: 'refund' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await w.balance(accountKeys.venueCredit(venue.user.id))).toBe(0);
    expect(await w.venueEarnings(venue)).toBe(2500);
    await w.expectLedgerOk();
  });
});

describe('the sandbox simulation while the sandbox is off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { paymentsSandbox: false } });
  });
  afterAll(() => t.close());

  it('refuses every simulation, and the list offers none', async () => {
    const admin = await t.createUser(4);
    const b = await t.createUser(2);
    const [row] = await t.db
      .insert(topUps)
      .values({ userId: b.user.id, provider: 'sandbox', method: 'card', amountCents: 2000, status: 'paid' })
      .returning();
    const api = client(t);
    const res = await api.post(`/api/admin/top-ups/${row.id}/simulate`, { event: 'refund' }, admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.errors).toBe(
      'Only TEST MODE top-ups can be simulated, and only while the sandbox is on.',
    );
    const list = await api.get('/api/admin/top-ups', admin.auth);
    expect(list.body.data.topUps[0]).toMatchObject({ id: row.id, canSimulate: false });
  });
});

describe('the ledger check proves the reversals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports money sent to external:refunds without a reversal, and a reversal row its entry does not match', async () => {
    const b = await t.createUser(2);
    const s = await topUp(t, b.auth, 30);
    const admin = await t.createUser(4);
    const res = await client(t).post(
      `/api/admin/top-ups/${s.transactionId}/simulate`,
      { event: 'refund', amount: 10 },
      admin.auth,
    );
    expect(res.status).toBe(200);
    await expectLedgerOk(t);

    // A row claiming more than its entry moved.
    await t.db.update(topUpReversals).set({ amountCents: 1100, creditCents: 1100 });
    // And a side door: money out through external:refunds by an entry that is no reversal.
    await t.db.transaction((tx) =>
      postEntry(tx, {
        kind: 'transfer',
        idempotencyKey: 'test:side-door',
        lines: [
          { key: accountKeys.businessCredit(b.user.id), amountCents: -500 },
          { key: EXTERNAL_REFUNDS, amountCents: 500 },
        ],
      }),
    );
    const { ok, problems } = await checkLedger(t.db);
    expect(ok).toBe(false);
    expect(problems).toEqual(
      expect.arrayContaining([
        'external:refunds is 1500 cents but refunds and chargebacks total 1100.',
        'Entry test:side-door (transfer) touches external:refunds or platform:loss without being a reversal.',
        expect.stringMatching(/^Reversal .* \(refund\) and its ledger entry disagree\.$/),
      ]),
    );
  });
});
