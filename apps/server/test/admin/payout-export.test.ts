import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, withdrawals } from '../../src/db/schema';
import { eachPayout } from '../../src/features/payout-export/payout-export.repository';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { expectLedgerOk, fundCustomer, topUp } from '../money/helpers';
import { client, type Person } from './helpers';

const HEADER = '"Withdrawal ID","Decided at","Account name","BSB","Account number","Amount","Email","Role"';

describe.each(databaseKinds)('GET /api/admin/withdraws/export.csv (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: Person;
  const ids: Record<string, string> = {};
  const emails: Record<string, string> = {};

  /** A withdrawal by someone with these bank details, decided (or not) at that time. */
  async function payout(
    name: string,
    who: Person,
    accountName: string,
    amount: number,
    decide: { at: string; approve: boolean } | null,
  ) {
    const bank = await api.post(
      '/api/users/bank',
      { accountName, BSB: '063-000', accountNumber: '1234 5678' },
      who.auth,
    );
    expect(bank.status, JSON.stringify(bank.body)).toBe(200);
    const req =
      who.user.role === 3
        ? await api.post('/api/users/withdraw', { amount }, who.auth)
        : await api.post('/api/withdraws', { amount }, who.auth);
    expect(req.status, JSON.stringify(req.body)).toBe(200);
    const id = req.body.data.withdraw.id ?? req.body.data.withdraw._id;
    if (decide) {
      t.clock.set(new Date(decide.at));
      const res = await api.post(
        `/api/admin/withdraws/${id}`,
        { approve: decide.approve, reason: 'Wrong account.' },
        admin.auth,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    ids[name] = id;
    emails[name] = who.user.email;
  }

  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    admin = await t.createUser(4);
    const customer = async () => {
      const c = await t.createUser(3);
      await fundCustomer(t, c.user.id, 5000);
      return c;
    };
    await payout('formula', await customer(), '=HYPERLINK("http://evil.example","click")', 12.5, {
      at: '2024-03-10T23:30:00.000Z',
      approve: true,
    });
    await payout('quoted', await customer(), 'Casey, "CJ" Jones', 20, {
      at: '2024-03-12T00:10:00.000Z',
      approve: true,
    });
    await payout('pending', await customer(), '+61 Pending', 11, null);
    await payout('rejected', await customer(), 'Rejected Person', 15, {
      at: '2024-03-11T10:00:00.000Z',
      approve: false,
    });
    const venue = await t.createUser(1);
    await topUp(t, venue.auth, 30, 'paypal');
    // Only counter payments from wallets can be withdrawn (issue 14): a customer pays the venue $30.
    const payer = await customer();
    const paid = await api.post(
      '/api/payments',
      { wallet: 30, pocket: 0, venueID: venue.user.id },
      payer.auth,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await payout('venue', venue, '@Venue Pty Ltd', 25.05, { at: '2024-03-15T08:00:00.000Z', approve: true });
    t.clock.set(new Date('2024-03-20T09:00:00.000Z'));
  });
  afterAll(() => t.close());

  const exportCsv = (query = '') => api.get(`/api/admin/withdraws/export.csv${query}`, admin.auth);
  const lines = (text: string) => text.split('\r\n').filter(Boolean);

  it('answers a CSV download of the verified payouts in the range, oldest decision first', async () => {
    const res = await exportCsv('?from=2024-03-10&to=2024-03-12');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payouts-2024-03-10-to-2024-03-12.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text.endsWith('\r\n')).toBe(true);
    expect(lines(res.text)).toEqual([
      HEADER,
      `"${ids.formula}","2024-03-10T23:30:00.000Z","'=HYPERLINK(""http://evil.example"",""click"")","063000","12345678","12.50","${emails.formula}","customer"`,
      `"${ids.quoted}","2024-03-12T00:10:00.000Z","Casey, ""CJ"" Jones","063000","12345678","20.00","${emails.quoted}","customer"`,
    ]);
  });

  it('takes both days inclusively and either end open; pending and rejected never appear', async () => {
    const only = (text: string) =>
      lines(text)
        .slice(1)
        .map((l) => l.split(',')[0].replace(/"/g, ''));
    expect(only((await exportCsv('?from=2024-03-11&to=2024-03-12')).text)).toEqual([ids.quoted]);
    expect(only((await exportCsv('?to=2024-03-10')).text)).toEqual([ids.formula]);
    expect(only((await exportCsv('?from=2024-03-13')).text)).toEqual([ids.venue]);
    const all = await exportCsv();
    expect(only(all.text)).toEqual([ids.formula, ids.quoted, ids.venue]);
    expect(all.text).not.toContain('Pending');
    expect(all.text).not.toContain('Rejected');
    expect(lines(all.text)[3]).toBe(
      `"${ids.venue}","2024-03-15T08:00:00.000Z","'@Venue Pty Ltd","063000","12345678","25.05","${emails.venue}","venue"`,
    );
    expect(all.headers['content-disposition']).toBe('attachment; filename="payouts-start-to-2024-03-20.csv"');
    expect(lines((await exportCsv('?from=2023-01-01&to=2023-12-31')).text)).toEqual([HEADER]);
  });

  it('writes each export to the audit log and moves no money', async () => {
    await exportCsv('?from=2024-03-10&to=2024-03-15');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdraw.export'), eq(auditLog.actorId, admin.user.id)));
    expect(rows.map((r) => r.after)).toContainEqual({
      from: '2024-03-10',
      to: '2024-03-15',
      rows: 3,
      amount: '57.55',
    });
    await expectLedgerOk(t);
  });

  it('refuses bad dates with a 400 and the text', async () => {
    const cases: Array<[string, string]> = [
      ['?from=2024-02-30', 'Please enter dates as YYYY-MM-DD.'],
      ['?from=10/03/2024', 'Please enter dates as YYYY-MM-DD.'],
      ['?to=2024-3-1', 'Please enter dates as YYYY-MM-DD.'],
      ['?to=yesterday', 'Please enter dates as YYYY-MM-DD.'],
      ['?from=2024-01-01&from=2024-02-01', 'Please enter dates as YYYY-MM-DD.'],
      ['?from=2024-03-12&to=2024-03-10', 'The start date must not be after the end date.'],
    ];
    for (const [query, message] of cases) {
      const res = await exportCsv(query);
      expect(res.status, query).toBe(400);
      expect(res.body.errors, query).toBe(message);
    }
  });

  it('streams a long export in keyset batches: every payout once, in order, even with equal decision times', async () => {
    const c = await t.createUser(3);
    const at = new Date('2024-04-01T10:00:00.000Z');
    // 1,203 paid withdrawals, three at each decision time (ties are ordered by id), written straight to the table.
    const values = Array.from({ length: 1203 }, (_, i) => ({
      userId: c.user.id,
      amountCents: 1000 + i,
      status: 2,
      accountName: `Payee ${i}`,
      bsb: '063000',
      accountNumber: '12345678',
      decidedAt: new Date(at.getTime() + Math.floor(i / 3) * 1000),
    }));
    await t.db.insert(withdrawals).values(values);
    const expected = (
      await t.db
        .select({ id: withdrawals.id, decidedAt: withdrawals.decidedAt })
        .from(withdrawals)
        .where(eq(withdrawals.userId, c.user.id))
    )
      .sort((a, b) => a.decidedAt!.getTime() - b.decidedAt!.getTime() || (a.id < b.id ? -1 : 1))
      .map((r) => r.id);

    t.clock.set(new Date('2024-04-10T09:00:00.000Z'));
    const res = await exportCsv('?from=2024-04-01&to=2024-04-01');
    expect(res.status).toBe(200);
    const got = lines(res.text);
    expect(got[0]).toBe(HEADER);
    expect(got.slice(1).map((l) => l.split(',')[0].replace(/"/g, ''))).toEqual(expected);
    const total = values.reduce((s, v) => s + v.amountCents, 0);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdraw.export'), eq(auditLog.actorId, admin.user.id)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    expect(audit.after).toEqual({
      from: '2024-04-01',
      to: '2024-04-01',
      rows: 1203,
      amount: (total / 100).toFixed(2),
    });

    // Small batches across the ties give the same rows in the same order.
    const range = { from: at, before: new Date('2024-04-02T00:00:00.000Z'), decidedBy: t.clock.now() };
    const batched: string[] = [];
    for await (const r of eachPayout(t.db, range, 2)) batched.push(r.id);
    expect(batched).toEqual(expected);
  }, 120_000); // 1,203 rows through PGlite: about 7 s alone, several times that on a busy machine
});
