import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntries, messages, topUps, withdrawals } from '../../src/db/schema';
import { accountKeys, balanceOf } from '../../src/ledger';
import type { TestApp } from '../test-app';
import { postStripeWebhook, stripeSignature, stripeTestApp, type StripeMock } from '../support/stripe-app';
import { addBank, client, expectLedgerOk, fundCustomer, startSandboxTopUp, topUp } from './helpers';
import { describeWith } from '../support/describe-with';

const statuses = (rs: Array<{ status: number }>) => rs.map((r) => r.status).sort();
const count = (rs: Array<{ status: number }>, status: number) => rs.filter((r) => r.status === status).length;

/** Real row-lock contention needs the real server: PGlite is one connection behind a mutex. */
describeWith('postgres')('money under real concurrency (postgres)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let stripe: StripeMock;
  let close: () => Promise<void>;
  let admin: Awaited<ReturnType<TestApp['createUser']>>;

  beforeAll(async () => {
    ({ t, stripe, api, close } = await stripeTestApp('postgres'));
    admin = await t.createUser(4);
  });
  afterAll(() => close());

  it('50 concurrent withdrawals of a whole wallet: exactly one succeeds', async () => {
    const c = await t.createUser(3);
    await addBank(t, c.auth);
    await fundCustomer(t, c.user.id, 5000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => api.post('/api/users/withdraw', { amount: 50 }, c.auth)),
    );
    expect(count(results, 200)).toBe(1);
    expect(count(results, 400)).toBe(49);
    for (const r of results.filter((x) => x.status === 400))
      expect(r.body.errors).toBe('You cannot withdraw more than your wallet balance.');
    expect(await balanceOf(t.db, accountKeys.wallet(c.user.id))).toBe(0);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, c.user.id))).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('50 concurrent $10 withdrawals from a $100 wallet: exactly ten succeed', async () => {
    const c = await t.createUser(3);
    await addBank(t, c.auth);
    await fundCustomer(t, c.user.id, 10000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => api.post('/api/users/withdraw', { amount: 10 }, c.auth)),
    );
    expect(count(results, 200)).toBe(10);
    expect(await balanceOf(t.db, accountKeys.wallet(c.user.id))).toBe(0);
    await expectLedgerOk(t);
  });

  it('the same sandbox top-up verified 20 times at once is credited once', async () => {
    const b = await t.createUser(2);
    const s = await startSandboxTopUp(t, b.auth, 25, 'paypal');
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${s.sessionId}/complete` });
    const url = `/api/transaction/verify?transactionId=${s.transactionId}&session_id=${s.sessionId}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => api.get(url, b.auth)));
    expect(statuses(results)).toEqual(Array(20).fill(200));
    expect(await balanceOf(t.db, accountKeys.businessCredit(b.user.id))).toBe(2500);
    expect(
      await t.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, `topup:${s.transactionId}`)),
    ).toHaveLength(1);
    expect(await t.db.select().from(messages).where(eq(messages.userId, b.user.id))).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('a Stripe top-up confirmed by 10 webhook replays racing 10 verify calls is credited once', async () => {
    const b = await t.createUser(2);
    const res = await api.post('/api/transaction/stripe', { amount: 33 }, b.auth);
    const sessionId = String(res.body.data.url).split('/c/pay/')[1];
    const [row] = await t.db.select().from(topUps).where(eq(topUps.providerSessionId, sessionId));
    stripe.pay(sessionId);
    const payload = JSON.stringify(stripe.completedEvent(sessionId));
    const signature = stripeSignature(t, payload);
    const webhook = () => postStripeWebhook(t, payload, signature).then((r) => ({ status: r.statusCode }));
    const verify = () =>
      api.get(`/api/transaction/verify?transactionId=${row.id}&session_id=${sessionId}`, b.auth);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? webhook() : verify())));
    expect(statuses(results)).toEqual(Array(20).fill(200));
    expect(await balanceOf(t.db, accountKeys.businessCredit(b.user.id))).toBe(3300);
    expect(await t.db.select().from(messages).where(eq(messages.userId, b.user.id))).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('forged and stale webhooks sent at once credit nothing', async () => {
    const b = await t.createUser(2);
    const res = await api.post('/api/transaction/stripe', { amount: 44 }, b.auth);
    const sessionId = String(res.body.data.url).split('/c/pay/')[1];
    const payload = JSON.stringify(stripe.completedEvent(sessionId));
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const forged = stripeSignature(t, payload, { secret: 'whsec_forged', timestamp: now });
    const stale = stripeSignature(t, payload, { timestamp: now - 3600 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postStripeWebhook(t, payload, i % 2 ? forged : stale)),
    );
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    expect(await balanceOf(t.db, accountKeys.businessCredit(b.user.id))).toBe(0);
  });

  it('10 concurrent admin decisions on one withdrawal: one wins, the rest get 409', async () => {
    const c = await t.createUser(3);
    await addBank(t, c.auth);
    await fundCustomer(t, c.user.id, 2000);
    const w = await api.post('/api/users/withdraw', { amount: 20 }, c.auth);
    const id = w.body.data.withdraw.id;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post(`/api/admin/withdraws/${id}`, { approve: i % 2 === 0, reason: 'Not paid.' }, admin.auth),
      ),
    );
    expect(count(results, 200)).toBe(1);
    expect(count(results, 409)).toBe(9);
    const winner = results.find((r) => r.status === 200)!.body.data.withdraw.status;
    expect(await balanceOf(t.db, accountKeys.wallet(c.user.id))).toBe(winner === 3 ? 2000 : 0);
    await expectLedgerOk(t);
  });

  it('many users topping up, withdrawing and being decided at once: no deadlock, invariants hold', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => t.createUser(3)));
    const venues = await Promise.all(Array.from({ length: 4 }, () => t.createUser(1)));
    for (const p of people) {
      await addBank(t, p.auth);
      await fundCustomer(t, p.user.id, 3000);
    }
    for (const v of venues) await topUp(t, v.auth, 50, 'paypal');
    const requests = [
      ...people.flatMap((p) =>
        [10, 15, 20].map((amount) => api.post('/api/users/withdraw', { amount }, p.auth)),
      ),
      ...venues.flatMap((v) => [30, 30].map((amount) => api.post('/api/withdraws', { amount }, v.auth))),
      ...venues.map((v) => topUp(t, v.auth, 20, 'paypal').then(() => ({ status: 200 }))),
    ];
    const results = await Promise.all(requests);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const pending = await api.get('/api/admin/withdraws?status=1', admin.auth);
    const decisions = await Promise.all(
      pending.body.data.withdraws.map((w: { id: string }, i: number) =>
        api.post(`/api/admin/withdraws/${w.id}`, { approve: i % 3 !== 0, reason: 'Not paid.' }, admin.auth),
      ),
    );
    expect(decisions.every((r) => r.status === 200)).toBe(true);
    await expectLedgerOk(t);
  });
});
