import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, withdrawals } from '../../src/db/schema';
import { eachPayout } from '../../src/features/withdrawals/payout-export.repository';
import type { TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { expectLedgerOk, fundCustomer, topUp } from '../money/helpers';
import { client, operatorApp, NO_SUCH_ID, type Person } from './helpers';

const HEADER = '"Withdrawal ID","Requested at","Account name","BSB","Account number","Amount","Email","Role"';

/**
 * The bank file comes first: the pending withdrawals (not held), as a batch; after the transfer the operator marks
 * exactly that batch paid. Times in the file and its name are Melbourne time with the offset.
 */
describe.each(databaseKinds)('payout file and its batch (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  const ids: Record<string, string> = {};
  const emails: Record<string, string> = {};

  /** A withdrawal requested at `at` by someone with these bank details; decided (or not) right after. */
  async function payout(
    name: string,
    who: Person,
    accountName: string,
    amount: number,
    at: string,
    decide?: boolean,
  ) {
    const bank = await api.post(
      '/api/users/bank',
      { accountName, BSB: '063-000', accountNumber: '1234 5678' },
      who.auth,
    );
    expect(bank.status, JSON.stringify(bank.body)).toBe(200);
    t.clock.set(new Date(at));
    const req =
      who.user.role === 3
        ? await api.post('/api/users/withdraw', { amount }, who.auth)
        : await api.post('/api/withdraws', { amount }, who.auth);
    expect(req.status, JSON.stringify(req.body)).toBe(200);
    const id = req.body.data.withdraw.id ?? req.body.data.withdraw._id;
    // The row's time is the database's clock: set it to the request's.
    await t.db
      .update(withdrawals)
      .set({ createdAt: new Date(at) })
      .where(eq(withdrawals.id, id));
    if (decide !== undefined) {
      const res = await api.post(
        `/api/admin/withdraws/${id}`,
        { approve: decide, reason: 'Wrong account.' },
        admin.auth,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    ids[name] = id;
    emails[name] = who.user.email;
  }
  const customer = async () => {
    const c = await t.createUser(3);
    await fundCustomer(t, c.user.id, 5000);
    return c;
  };

  beforeAll(async () => {
    ({ t, api, admin } = await operatorApp(kind));
    // 23:30 UTC on the 10th is 10:30 on the 11th in Melbourne (+11:00 in March).
    await payout(
      'formula',
      await customer(),
      '=HYPERLINK("http://evil.example","click")',
      12.5,
      '2024-03-10T23:30:00.000Z',
    );
    await payout('quoted', await customer(), 'Casey, "CJ" Jones', 20, '2024-03-12T00:10:00.000Z');
    await payout('paid', await customer(), 'Paid Already', 11, '2024-03-11T01:00:00.000Z', true);
    await payout('rejected', await customer(), 'Rejected Person', 15, '2024-03-11T02:00:00.000Z', false);
    await payout('held', await customer(), 'Held Person', 19, '2024-03-11T03:00:00.000Z');
    await t.db
      .update(withdrawals)
      .set({ heldAt: new Date('2024-03-11T04:00:00.000Z'), heldReason: 'A refund.' })
      .where(eq(withdrawals.id, ids.held));
    const venue = await t.createUser(1);
    await topUp(t, venue.auth, 30, 'paypal');
    // Only counter payments from wallets can be withdrawn: a customer pays the venue $30.
    const payer = await customer();
    const paid = await api.post(
      '/api/payments',
      { wallet: 30, pocket: 0, venueID: venue.user.id },
      payer.auth,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await payout('venue', venue, '@Venue Pty Ltd', 25.05, '2024-03-15T08:00:00.000Z');
    // 09:00 UTC is 20:00 in Melbourne.
    t.clock.set(new Date('2024-03-20T09:00:00.000Z'));
  });
  afterAll(() => t.close());

  const exportCsv = (query = '') => api.get(`/api/admin/withdraws/export.csv${query}`, admin.auth);
  const lines = (text: string) => text.split('\r\n').filter(Boolean);
  const only = (text: string) =>
    lines(text)
      .slice(1)
      .map((l) => l.split(',')[0].replace(/"/g, ''));
  const payBatch = (batch: string) => api.post(`/api/admin/withdraws/batches/${batch}/pay`, {}, admin.auth);
  const statusOf = async (id: string) =>
    (await t.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0].status;

  it('the file holds the pending withdrawals to transfer (not paid, rejected or held), Melbourne times', async () => {
    const res = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payouts-2024-03-20-2000+1100.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-payout-batch']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.text.endsWith('\r\n')).toBe(true);
    expect(lines(res.text)).toEqual([
      HEADER,
      `"${ids.formula}","2024-03-11T10:30:00+11:00","'=HYPERLINK(""http://evil.example"",""click"")","063000","12345678","12.50","${emails.formula}","customer"`,
      `"${ids.quoted}","2024-03-12T11:10:00+11:00","Casey, ""CJ"" Jones","063000","12345678","20.00","${emails.quoted}","customer"`,
      `"${ids.venue}","2024-03-15T19:00:00+11:00","'@Venue Pty Ltd","063000","12345678","25.05","${emails.venue}","venue"`,
    ]);
  });

  it('takes request days in Melbourne time, both inclusive and either end open', async () => {
    expect(only((await exportCsv('?from=2024-03-11&to=2024-03-11')).text)).toEqual([ids.formula]);
    expect(only((await exportCsv('?from=2024-03-12')).text)).toEqual([ids.quoted, ids.venue]);
    expect(only((await exportCsv('?to=2024-03-12')).text)).toEqual([ids.formula, ids.quoted]);
    expect(lines((await exportCsv('?from=2023-01-01&to=2023-12-31')).text)).toEqual([HEADER]);
  });

  it('marks exactly the exported batch paid, once; later requests and held ones stay pending; audited', async () => {
    const file = await exportCsv('?to=2024-03-12');
    const batch = file.headers['x-payout-batch'] as string;
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdraw.export'), eq(auditLog.targetId, batch)));
    expect(audit).toMatchObject({ actorId: admin.user.id, targetType: 'payout_batch' });
    expect(audit.after).toEqual({
      from: null,
      to: '2024-03-12',
      rows: 2,
      amount: '32.50',
      ids: [ids.formula, ids.quoted],
    });
    // Requested after the export: not in this batch, even dated inside its range.
    await payout('late', await customer(), 'Late Person', 15, '2024-03-11T05:00:00.000Z');
    t.clock.set(new Date('2024-03-20T10:00:00.000Z'));

    const res = await payBatch(batch);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.paid.map((w: { id: string }) => w.id)).toEqual([ids.formula, ids.quoted]);
    expect(res.body.data.paidTotal).toBe(32.5);
    for (const id of [ids.formula, ids.quoted]) expect(await statusOf(id)).toBe(2);
    for (const id of [ids.late, ids.venue, ids.held]) expect(await statusOf(id)).toBe(1);

    const again = await payBatch(batch);
    expect(again.body.data.paid).toEqual([]);
    expect(again.body.data.alreadyDecided).toHaveLength(2);
    const marks = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdraw.batch_paid'), eq(auditLog.targetId, batch)));
    expect(marks.map((m) => m.after)).toContainEqual({
      paid: 2,
      amount: '32.50',
      alreadyDecided: 0,
      refused: 0,
    });
    // Paid ones leave the next file.
    expect(only((await exportCsv()).text)).toEqual([ids.late, ids.venue]);
    await expectLedgerOk(t);
  });

  it('answers 404 for a batch no export made; a support operator may neither export nor pay', async () => {
    const res = await payBatch(NO_SUCH_ID);
    expect(res.status).toBe(404);
    expect(res.body.errors).toBe('Payout batch not found. Download the payout file first.');
    const support = await t.createUser(4, { operatorRole: 'support' });
    expect((await api.get('/api/admin/withdraws/export.csv', support.auth)).status).toBe(403);
    expect((await api.post(`/api/admin/withdraws/batches/${NO_SUCH_ID}/pay`, {}, support.auth)).status).toBe(
      403,
    );
  });

  it('refuses bad dates with a 400 and the text', async () => {
    const cases: Array<[string, string]> = [
      ['?from=2024-02-30', 'Please enter dates as YYYY-MM-DD.'],
      ['?from=10/03/2024', 'Please enter dates as YYYY-MM-DD.'],
      ['?to=yesterday', 'Please enter dates as YYYY-MM-DD.'],
      ['?from=2024-03-12&to=2024-03-10', 'The start date must not be after the end date.'],
    ];
    for (const [query, message] of cases) {
      const res = await exportCsv(query);
      expect(res.status, query).toBe(400);
      expect(res.body.errors, query).toBe(message);
    }
  });

  it('streams a long batch in chunks: every payout once, in request order, even with equal times', async () => {
    const c = await t.createUser(3);
    const at = new Date('2024-04-01T10:00:00.000Z');
    const values = Array.from({ length: 603 }, (_, i) => ({
      userId: c.user.id,
      amountCents: 1000 + i,
      status: 1,
      accountName: `Payee ${i}`,
      bsb: '063000',
      accountNumber: '12345678',
      createdAt: new Date(at.getTime() + Math.floor(i / 3) * 1000),
    }));
    await t.db.insert(withdrawals).values(values);
    const expected = (
      await t.db
        .select({ id: withdrawals.id, createdAt: withdrawals.createdAt })
        .from(withdrawals)
        .where(eq(withdrawals.userId, c.user.id))
    )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((r) => r.id);
    t.clock.set(new Date('2024-04-10T09:00:00.000Z'));
    const res = await exportCsv('?from=2024-04-01&to=2024-04-01');
    expect(res.status).toBe(200);
    expect(only(res.text)).toEqual(expected);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'withdraw.export'))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    expect((audit.after as { rows: number }).rows).toBe(603);
    const chunked: string[] = [];
    for await (const r of eachPayout(t.db, expected, 2)) chunked.push(r.id);
    expect(chunked).toEqual(expected);
  }, 120_000);
});
