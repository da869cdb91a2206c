/**
 * Invoice numbering on PostgreSQL (real row locks; PGlite is one connection): owners asking for invoices at once,
 * some twice, while the monthly job runs and the operator issues credit notes. The numbers are exactly 1..N, with
 * no gap and no duplicate, and no fee is on two invoices. The transaction retry is off: this passes on the lock
 * order alone (docs/ledger.md "Lock order").
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DEMO_FINANCE_SETTINGS } from '../../src/config/finance-settings';
import { taxDocuments } from '../../src/db/schema';
import { setMaxTransactionAttempts } from '../../src/db/transaction';
import { issueMonthlyInvoices } from '../../src/features/finance';
import { campaignWorld, DAY, type CampaignWorld, type Person } from '../campaigns/helpers';
import { expectLedgerOk } from '../money/helpers';
import { describeWith } from '../support/describe-with';

const OWNERS = 20;
/** Owners that already have an invoice, which the operator credits during the rush. */
const CREDITED = 5;

describeWith('postgres')('invoice numbering under concurrency (PostgreSQL)', () => {
  let w: CampaignWorld;
  let attempts: number;
  beforeAll(async () => {
    attempts = setMaxTransactionAttempts(1);
    w = await campaignWorld('postgres', {
      finance: { ...DEMO_FINANCE_SETTINGS, feeBasisPoints: 1000, gstRegistered: true },
    });
  });
  afterAll(async () => {
    setMaxTransactionAttempts(attempts);
    await w?.close();
  });

  /** One paid creator on a new $1.00 instant campaign: a 10 cent fee. */
  async function aFee(owner: Person) {
    const id = await w.live(owner, 1, { participantsShare: '1.00', participantsCount: 2 });
    const c = await w.customer({ instagramFollowers: 20_000 });
    expect((await w.submit(c, await w.accept(c, id), {})).status).toBe(200);
  }

  const revenueOf = async (ownerId: string) => {
    const res = (await w.t.db.execute(sql`
      select coalesce(sum(l.amount_cents), 0)::bigint as fees from journal_lines l
      join ledger_accounts r on r.id = l.account_id and r.key = 'platform:revenue'
      join journal_entries e on e.id = l.entry_id and e.kind = 'customer_payout'
      join journal_lines xl on xl.entry_id = e.id
      join ledger_accounts x on x.id = xl.account_id and x.kind = 'escrow'
      join campaigns c on c.id = x.campaign_id where c.owner_id = ${ownerId}`)) as unknown as {
      rows: Array<{ fees: string }>;
    };
    return Number(res.rows[0].fees);
  };

  it('owners asking at once, the monthly job and credit notes: numbers 1..N, no gap, no fee twice', async () => {
    const owners: Person[] = [];
    for (let i = 0; i < OWNERS; i++) {
      const o = await w.business();
      await w.fund(o, 10_000);
      owners.push(o);
    }
    const admin = await w.admin();
    // The first few have an invoice already (two fees each), to be credited during the rush.
    const earlier: string[] = [];
    for (const o of owners.slice(0, CREDITED)) {
      await aFee(o);
      await aFee(o);
      const res = await w.post('/api/finance/invoices', o);
      expect(res.status).toBe(200);
      earlier.push(res.body.data.invoice.id);
    }
    for (const o of owners) await aFee(o);
    // The month has ended: the job competes with the owners for the same fees.
    w.t.clock.advance(40 * DAY);

    const asks = owners.flatMap((o, i) => (i % 2 ? [o] : [o, o]));
    const [job, answers, notes] = await Promise.all([
      issueMonthlyInvoices(w.t.app.deps),
      Promise.all(asks.map((o) => w.post('/api/finance/invoices', o))),
      Promise.all(
        earlier.flatMap((id) =>
          [1, 2].map(() =>
            w.post(`/api/admin/finance/invoices/${id}/credit-notes`, admin, {
              amount: '0.05',
              reason: 'Rush',
            }),
          ),
        ),
      ),
    ]);
    expect(job.failed).toBe(0);
    for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    for (const n of notes) expect(n.status, JSON.stringify(n.body)).toBe(200);

    // Numbers: exactly 1..N, and the counter stands at N.
    const all = await w.t.db.select().from(taxDocuments).orderBy(taxDocuments.number);
    expect(all.map((d) => d.number)).toEqual(all.map((_, i) => i + 1));
    const counter = (await w.t.db.execute(
      sql`select last_number from document_counters where series = 'tax_documents'`,
    )) as unknown as { rows: Array<{ last_number: number }> };
    expect(Number(counter.rows[0].last_number)).toBe(all.length);
    expect(all.filter((d) => d.kind === 'credit_note')).toHaveLength(CREDITED * 2);

    // Each owner: one new invoice, whoever issued it; the invoices chain seq ranges, and cover every fee once.
    for (const [i, o] of owners.entries()) {
      const invoices = await w.t.db
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.ownerId, o.user.id), eq(taxDocuments.kind, 'invoice')))
        .orderBy(taxDocuments.throughSeq);
      expect(invoices).toHaveLength(i < CREDITED ? 2 : 1);
      let from = 0;
      for (const inv of invoices) {
        expect(inv.fromSeq).toBe(from);
        expect(inv.throughSeq!).toBeGreaterThan(from);
        from = inv.throughSeq!;
      }
      expect(invoices.reduce((s, inv) => s + inv.feeCents, 0)).toBe(await revenueOf(o.user.id));
      const mine = answers.filter((a, k) => asks[k] === o && a.status === 200);
      const byJob = invoices.filter((inv) => inv.issuedBy === null);
      expect(mine.length + byJob.length).toBe(1);
    }
    await expectLedgerOk(w.t);
  });
});
