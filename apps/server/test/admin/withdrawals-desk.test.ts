/**
 * The operator's withdrawals: search (name, e-mail, organisation, amount, id), keyset paging with a
 * search, the organisation's name, and bulk "mark paid": each withdrawal decided once in its own transaction,
 * audited and messaged (live too), the answer listing what was paid and what was already decided, and an
 * Idempotency-Key that replays the whole answer without paying twice.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { LIVE_EVENT, MONEY_MSG } from '@spruik/shared';
import { auditLog, journalEntries, messages, organisations, users, withdrawals } from '../../src/db/schema';
import { accountKeys, balanceOf } from '../../src/ledger';
import { addBank, client, expectLedgerOk, fundCustomer } from '../money/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { NO_SUCH_ID } from './helpers';

type Person = Awaited<ReturnType<TestApp['createUser']>>;
type Withdraw = { id: string; amount: number; status: number };

describe.each(databaseKinds)('the withdrawals desk (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    admin = await t.createUser(4, { name: 'Ada Admin' });
  });
  afterAll(() => t.close());

  /** A customer with bank details asks to withdraw `cents` from a funded wallet. */
  async function customerWithdrawal(cents: number, name = 'Casey Jones') {
    const c = await t.createUser(3, { name });
    await fundCustomer(t, c.user.id, cents);
    await addBank(t, c.auth);
    const res = await api.post('/api/users/withdraw', { amount: cents / 100 }, c.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { who: c, id: res.body.data.withdraw.id as string };
  }

  /** A venue named `venueName` earns `cents` at the counter and asks to withdraw it. */
  async function venueWithdrawal(cents: number, venueName: string) {
    const v = await t.createUser(1, { name: 'Vera Owner' });
    await t.db.update(organisations).set({ name: venueName }).where(eq(organisations.userId, v.user.id));
    const payer = await t.createUser(3);
    await fundCustomer(t, payer.user.id, cents);
    const paid = await api.post(
      '/api/payments',
      { wallet: (cents / 100).toFixed(2), pocket: 0, venueID: v.user.id },
      payer.auth,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await addBank(t, v.auth, '87654321');
    const res = await api.post('/api/withdraws', { amount: cents / 100 }, v.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { who: v, id: res.body.data.withdraw.id as string };
  }

  const list = async (query: string) => {
    const res = await api.get(`/api/admin/withdraws?${query}`, admin.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as {
      withdraws: Array<Withdraw & { user: { name: string; organisation: string | null } }>;
      nextCursor: string | null;
    };
  };
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
  const payMany = (body: unknown, headers: Record<string, string> = {}) =>
    api.post('/api/admin/withdraws/pay', body, { ...admin.auth, ...headers });

  describe('search and the organisation name', () => {
    let casey: { id: string };
    let venue: { id: string };
    beforeAll(async () => {
      casey = await customerWithdrawal(1234, 'Quentin Quokka');
      venue = await venueWithdrawal(5678, 'Wombat Wine Bar');
    });

    it("shows the venue's name beside the owner's, and null for a customer", async () => {
      const { withdraws } = await list('status=');
      const v = withdraws.find((w) => w.id === venue.id)!;
      expect(v.user).toMatchObject({ name: 'Vera Owner', organisation: 'Wombat Wine Bar' });
      expect(withdraws.find((w) => w.id === casey.id)!.user.organisation).toBeNull();
    });

    it('finds by name, e-mail, organisation, amount and id (whole or first 8), case-insensitively', async () => {
      const caseyRow = (await t.db.select().from(withdrawals).where(eq(withdrawals.id, casey.id)))[0];
      const [caseyUser] = await t.db.select().from(users).where(eq(users.id, caseyRow.userId));
      const cases: Array<[string, string]> = [
        ['quokka', casey.id],
        [caseyUser.email.toUpperCase(), casey.id],
        ['wombat wine', venue.id],
        ['12.34', casey.id],
        ['$56.78', venue.id],
        [venue.id.toUpperCase(), venue.id],
        [casey.id.slice(0, 8), casey.id],
      ];
      for (const [q, expected] of cases) {
        const { withdraws } = await list(`status=&q=${encodeURIComponent(q)}`);
        expect(ids(withdraws), q).toEqual([expected]);
      }
      expect((await list('status=&q=nobody-has-this-name')).withdraws).toEqual([]);
      // LIKE wildcards are text, not patterns.
      expect((await list('status=&q=%25')).withdraws).toEqual([]);
    });

    it('narrows by status and search together', async () => {
      expect(ids((await list('status=1&q=Wombat')).withdraws)).toEqual([venue.id]);
      expect((await list('status=2&q=Wombat')).withdraws).toEqual([]);
    });

    it('pages a search by keyset: every match once, newest first', async () => {
      // One customer asks 53 times: more than a page of matches.
      const pager = await t.createUser(3, { name: 'Pager Person' });
      await fundCustomer(t, pager.user.id, 53 * 1000);
      await addBank(t, pager.auth);
      const made: string[] = [];
      for (let i = 0; i < 53; i++) {
        const res = await api.post('/api/users/withdraw', { amount: 10 }, pager.auth);
        made.push(res.body.data.withdraw.id);
        t.clock.advance(1000);
      }
      const first = await list('status=1&q=Pager%20Person');
      expect(first.withdraws).toHaveLength(50);
      expect(first.nextCursor).toBeTruthy();
      const second = await list(`status=1&q=Pager%20Person&cursor=${first.nextCursor}`);
      expect(second.withdraws).toHaveLength(3);
      expect(second.nextCursor).toBeNull();
      expect([...ids(first.withdraws), ...ids(second.withdraws)]).toEqual([...made].reverse());
    });

    it('refuses a search that is too long', async () => {
      const res = await api.get(`/api/admin/withdraws?status=&q=${'x'.repeat(101)}`, admin.auth);
      expect(res.status).toBe(400);
    });
  });

  describe('bulk mark paid', () => {
    it('pays the pending ones once each, reports the decided and refused ones, audits and messages', async () => {
      const a = await customerWithdrawal(1500, 'Bulk Alpha');
      const b = await venueWithdrawal(2500, 'Bulk Bar');
      const decided = await customerWithdrawal(1100, 'Bulk Decided');
      const rejected = await customerWithdrawal(1200, 'Bulk Rejected');
      // Someone decided these first: one paid, one rejected.
      expect(
        (await api.post(`/api/admin/withdraws/${decided.id}`, { approve: true }, admin.auth)).status,
      ).toBe(200);
      expect(
        (
          await api.post(
            `/api/admin/withdraws/${rejected.id}`,
            { approve: false, reason: 'Wrong name.' },
            admin.auth,
          )
        ).status,
      ).toBe(200);
      const emitted = vi.spyOn(t.app.deps.realtime, 'emitToUser');

      const res = await payMany({ ids: [a.id, decided.id, b.id, rejected.id, NO_SUCH_ID, a.id] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = res.body.data;
      expect(ids(data.paid)).toEqual([a.id, b.id]);
      expect(data.paid.map((w: Withdraw) => w.status)).toEqual([2, 2]);
      expect(data.paidTotal).toBe(40);
      expect(data.alreadyDecided).toEqual([
        expect.objectContaining({ id: decided.id, status: 2, amount: 11 }),
        expect.objectContaining({ id: rejected.id, status: 3, amount: 12 }),
      ]);
      expect(data.refused).toEqual([{ id: NO_SUCH_ID, reason: MONEY_MSG.withdrawNotFound }]);
      expect(data.message).toBe(
        '2 withdrawals marked as paid ($40.00). 2 were already decided. 1 was not paid.',
      );

      // The money left once each; the already-rejected one stayed rejected with its money back.
      expect(await balanceOf(t.db, accountKeys.withdrawal(a.id))).toBe(0);
      expect(await balanceOf(t.db, accountKeys.withdrawal(b.id))).toBe(0);
      expect(await balanceOf(t.db, accountKeys.wallet(rejected.who.user.id))).toBe(1200);
      await expectLedgerOk(t);

      // Each one paid is audited by the operator, like a single decision.
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'withdrawal.verify'), inArray(auditLog.targetId, [a.id, b.id])));
      expect(audits.map((r) => r.targetId).sort()).toEqual([a.id, b.id].sort());
      expect(audits.every((r) => r.actorId === admin.user.id)).toBe(true);

      // Each holder is messaged, and hears of it live: the message and the new balance.
      for (const [who, amount] of [
        [a.who, '15.00'],
        [b.who, '25.00'],
      ] as const) {
        const rows = await t.db.select().from(messages).where(eq(messages.userId, who.user.id));
        expect(rows.map((m) => m.title)).toContain(
          `Your withdrawal of $${amount} was paid to your bank account.`,
        );
        const events = emitted.mock.calls.filter(([userId]) => userId === who.user.id).map(([, e]) => e);
        expect(events).toEqual(expect.arrayContaining([LIVE_EVENT.message, LIVE_EVENT.balance]));
      }
      expect(emitted.mock.calls.some(([userId]) => userId === decided.who.user.id)).toBe(false);
      emitted.mockRestore();
    });

    it('does not pay one without bank details, and says why', async () => {
      const c = await customerWithdrawal(1000, 'No Copy');
      await t.db
        .update(withdrawals)
        .set({ accountName: null, bsb: null, accountNumber: null })
        .where(eq(withdrawals.id, c.id));
      const res = await payMany({ ids: [c.id] });
      expect(res.status).toBe(200);
      expect(res.body.data.paid).toEqual([]);
      expect(res.body.data.refused).toEqual([{ id: c.id, reason: MONEY_MSG.payNeedsBank }]);
      expect((await t.db.select().from(withdrawals).where(eq(withdrawals.id, c.id)))[0].status).toBe(1);
    });

    it('replays the whole answer under the same key, pays nothing twice, and refuses the key for another list', async () => {
      const a = await customerWithdrawal(1300, 'Key Alpha');
      const b = await customerWithdrawal(1400, 'Key Beta');
      const key = { 'idempotency-key': `bulk-${a.id}` };
      const first = await payMany({ ids: [a.id, b.id] }, key);
      expect(first.status).toBe(200);
      expect(ids(first.body.data.paid)).toEqual([a.id, b.id]);
      const again = await payMany({ ids: [a.id, b.id] }, key);
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
      const other = await payMany({ ids: [a.id] }, key);
      expect(other.status).toBe(409);
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'withdrawal.verify'), inArray(auditLog.targetId, [a.id, b.id])));
      expect(audits).toHaveLength(2);
      await expectLedgerOk(t);
    });

    it('after a failure part-way, a retry with the key replays the items already paid and runs the rest', async () => {
      const a = await customerWithdrawal(1600, 'Crash Alpha');
      const b = await customerWithdrawal(1700, 'Crash Beta');
      const key = { 'idempotency-key': `crash-${a.id}` };
      // The first attempt pays `a`, then fails on `b` (its request entry cannot be found): a 500, no answer stored.
      const requestKey = `withdraw:request:${b.id}`;
      const hide = (from: string, to: string) =>
        t.db
          .update(journalEntries)
          .set({ idempotencyKey: to })
          .where(eq(journalEntries.idempotencyKey, from));
      await hide(requestKey, `hidden:${b.id}`);
      const failed = await payMany({ ids: [a.id, b.id] }, key);
      expect(failed.status).toBe(500);
      await hide(`hidden:${b.id}`, requestKey);
      expect((await t.db.select().from(withdrawals).where(eq(withdrawals.id, a.id)))[0].status).toBe(2);

      const retry = await payMany({ ids: [a.id, b.id] }, key);
      expect(retry.status).toBe(200);
      // `a` is reported paid (its item's first answer), not "already decided"; `b` is paid now.
      expect(ids(retry.body.data.paid)).toEqual([a.id, b.id]);
      expect(retry.body.data.alreadyDecided).toEqual([]);
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'withdrawal.verify'), inArray(auditLog.targetId, [a.id, b.id])));
      expect(audits).toHaveLength(2);
      const again = await payMany({ ids: [a.id, b.id] }, key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(retry.text);
      await expectLedgerOk(t);
    });

    it('validates the list: empty, too many, not ids', async () => {
      const cases: Array<[unknown, string]> = [
        [{}, MONEY_MSG.bulkPayEmpty],
        [{ ids: [] }, MONEY_MSG.bulkPayEmpty],
        [{ ids: 'abc' }, MONEY_MSG.bulkPayEmpty],
        [{ ids: Array.from({ length: 51 }, () => NO_SUCH_ID) }, MONEY_MSG.bulkPayTooMany],
        [{ ids: ['abc'] }, MONEY_MSG.bulkPayInvalid],
        [{ ids: [NO_SUCH_ID, 5] }, MONEY_MSG.bulkPayInvalid],
      ];
      for (const [body, message] of cases) {
        const res = await payMany(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.errors).toBe(message);
      }
    });
  });
});
