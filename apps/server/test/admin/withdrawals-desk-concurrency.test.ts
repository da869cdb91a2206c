/**
 * Bulk "mark paid" under real concurrency (PostgreSQL; PGlite runs one transaction at a time): the same
 * withdrawal in two bulk requests at once, or in a bulk request and a single decision, is paid once, and a bulk
 * request's twins under one Idempotency-Key all answer the same. The transaction retry is off, so no deadlock
 * is hidden: each item takes its withdrawal's lock, then its ledger accounts, in its own transaction.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { auditLog, withdrawals } from '../../src/db/schema';
import { setMaxTransactionAttempts } from '../../src/db/transaction';
import { addBank, client, expectLedgerOk, fundCustomer } from '../money/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { describeWith } from '../support/describe-with';

type Person = Awaited<ReturnType<TestApp['createUser']>>;
type Answer = { paid: Array<{ id: string }>; alreadyDecided: Array<{ id: string; status: number }> };

describeWith('postgres')('bulk mark paid under real concurrency (postgres)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admins: Person[];
  let previousAttempts: number;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'postgres' });
    api = client(t);
    admins = [await t.createUser(4), await t.createUser(4)];
    previousAttempts = setMaxTransactionAttempts(1);
  });
  afterAll(async () => {
    setMaxTransactionAttempts(previousAttempts);
    await t.close();
  });

  /** `n` pending withdrawals of $10 from one customer. */
  async function pending(n: number) {
    const c = await t.createUser(3);
    await fundCustomer(t, c.user.id, n * 1000);
    await addBank(t, c.auth);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await api.post('/api/users/withdraw', { amount: 10 }, c.auth);
      expect(res.status).toBe(200);
      ids.push(res.body.data.withdraw.id);
    }
    return ids;
  }
  const payMany = (admin: Person, ids: string[], key?: string) =>
    api.post(
      '/api/admin/withdraws/pay',
      { ids },
      { ...admin.auth, ...(key ? { 'idempotency-key': key } : {}) },
    );

  /** Every withdrawal paid exactly once: status 2, one verify audit row each. */
  async function expectPaidOnce(ids: string[]) {
    const rows = await t.db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
    expect(rows.every((w) => w.status === 2)).toBe(true);
    const audits = await t.db.select().from(auditLog).where(inArray(auditLog.targetId, ids));
    expect(audits.filter((a) => a.action === 'withdrawal.verify')).toHaveLength(ids.length);
  }

  it('two bulk requests over the same withdrawals at once: each is paid once, by one of them', async () => {
    for (let round = 0; round < 5; round++) {
      const ids = await pending(6);
      // Overlapping lists in opposite orders: the shared ones are raced from both ends.
      const first = ids.slice(0, 4);
      const second = ids.slice(2).reverse();
      const [a, b] = await Promise.all([payMany(admins[0], first), payMany(admins[1], second)]);
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(b.status, JSON.stringify(b.body)).toBe(200);
      const [ra, rb] = [a.body.data as Answer, b.body.data as Answer];
      for (const id of ids) {
        const paidBy = [ra, rb].filter((r) => r.paid.some((w) => w.id === id));
        expect(paidBy, `${id} paid once`).toHaveLength(1);
      }
      for (const id of ids.slice(2, 4)) {
        const decided = [ra, rb].flatMap((r) => r.alreadyDecided).filter((w) => w.id === id);
        expect(decided).toEqual([expect.objectContaining({ id, status: 2 })]);
      }
      await expectPaidOnce(ids);
    }
    await expectLedgerOk(t);
  });

  it('a bulk request and single decisions racing on the same withdrawals: one decision each', async () => {
    const ids = await pending(5);
    const singles = ids.map((id, i) =>
      api.post(
        `/api/admin/withdraws/${id}`,
        i % 2 ? { approve: true } : { approve: false, reason: 'Checked with the bank.' },
        admins[1].auth,
      ),
    );
    const [bulk, ...single] = await Promise.all([payMany(admins[0], ids), ...singles]);
    expect(bulk.status).toBe(200);
    const answer = bulk.body.data as Answer;
    for (const [i, id] of ids.entries()) {
      const bulkPaid = answer.paid.some((w) => w.id === id);
      // Whoever came second was told it was already decided.
      expect(single[i].status, id).toBe(bulkPaid ? 409 : 200);
      expect(
        answer.alreadyDecided.some((w) => w.id === id),
        id,
      ).toBe(!bulkPaid);
      const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, id));
      expect(row.status).not.toBe(1);
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(audits).toHaveLength(1);
    }
    await expectLedgerOk(t);
  });

  it('10 twins of one bulk request under one key: every withdrawal paid once, every answer the same', async () => {
    const ids = await pending(4);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => payMany(admins[0], ids, `twins-${ids[0]}`)),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const r of results) expect(r.body).toEqual(results[0].body);
    expect((results[0].body.data as Answer).paid.map((w) => w.id)).toEqual(ids);
    await expectPaidOnce(ids);
    await expectLedgerOk(t);
  });
});
