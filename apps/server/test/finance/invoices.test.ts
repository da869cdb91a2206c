/**
 * Tax invoices and credit notes (docs/finance.md, "Receipts, tax invoices and credit notes"): an invoice bills the
 * owner's fees not invoiced yet, numbered from one gapless series; the monthly job bills the months that ended; a
 * credit note gives part of an invoice's fee back to the owner's credit through the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { gstOfCents } from '@spruik/shared';
import { DEMO_FINANCE_SETTINGS } from '../../src/config/finance-settings';
import { auditLog, journalEntries, messages, taxDocuments } from '../../src/db/schema';
import { issueMonthlyInvoices } from '../../src/features/finance';
import { runMonthlyInvoices } from '../../src/jobs/monthly-invoices';
import { accountKeys, reconcile } from '../../src/ledger';
import { campaignWorld, DAY, type CampaignWorld, type Person } from '../campaigns/helpers';
import { databaseKinds } from '../test-db';
import { expectLedgerOk } from '../money/helpers';
import { pdfText } from './pdf-text';

const FEE_CONFIG = { ...DEMO_FINANCE_SETTINGS, feeBasisPoints: 1000, gstRegistered: true };

describe.each(databaseKinds)('tax invoices and credit notes (%s)', (kind) => {
  let w: CampaignWorld;
  let admin: Person;
  beforeAll(async () => {
    w = await campaignWorld(kind, { finance: FEE_CONFIG });
    admin = await w.admin();
  });
  afterAll(() => w.close());

  /** A live instant campaign of the owner's whose `paid` creators (10,000+ followers: the whole share) are paid now. */
  async function feesOf(owner: Person, share: string, paid: number, title = `Campaign ${Math.random()}`) {
    const id = await w.live(owner, 1, { participantsShare: share, participantsCount: paid + 1, title });
    for (let i = 0; i < paid; i++) {
      const c = await w.customer({ instagramFollowers: 20_000 });
      const act = await w.accept(c, id);
      expect((await w.submit(c, act, {})).status).toBe(200);
    }
    return id;
  }

  /** The owner's fees in the ledger: revenue lines of payouts from the owner's campaigns' escrow. */
  async function revenueOf(owner: Person) {
    const res = (await w.t.db.execute(sql`
      select coalesce(sum(l.amount_cents), 0)::bigint as fees from journal_lines l
      join ledger_accounts r on r.id = l.account_id and r.key = 'platform:revenue'
      join journal_entries e on e.id = l.entry_id and e.kind = 'customer_payout'
      join journal_lines xl on xl.entry_id = e.id
      join ledger_accounts x on x.id = xl.account_id and x.kind = 'escrow'
      join campaigns c on c.id = x.campaign_id where c.owner_id = ${owner.user.id}`)) as unknown as {
      rows: Array<{ fees: string }>;
    };
    return Number(res.rows[0].fees);
  }

  const invoicesOf = (owner: Person) =>
    w.t.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.ownerId, owner.user.id), eq(taxDocuments.kind, 'invoice')))
      .orderBy(taxDocuments.number);
  const lastNumber = async () =>
    Number(
      (
        (await w.t.db.execute(sql`select coalesce(max(number), 0) as n from tax_documents`)) as unknown as {
          rows: Array<{ n: string }>;
        }
      ).rows[0].n,
    );
  const ask = (owner: Person) => w.post('/api/finance/invoices', owner);

  let biz: Person;
  let firstInvoice: string;

  it('the owner asks for an invoice: the fees so far, the next number, GST 1/11 of the fee', async () => {
    biz = await w.business();
    await w.fund(biz, 100_000);
    await feesOf(biz, '5.50', 2, 'Spring launch');
    // 10% on the running total: $0.55 then $1.10 - $0.55.
    expect(await revenueOf(biz)).toBe(110);
    const docs = await w.get('/api/finance/documents', biz);
    expect(docs.body.data.feesNotInvoiced).toBe(1.1);

    const before = await lastNumber();
    const res = await ask(biz);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const inv = res.body.data.invoice;
    firstInvoice = inv.id;
    expect(inv.number).toBe(before + 1);
    expect(inv.numberText).toBe(`INV-${String(before + 1).padStart(6, '0')}`);
    expect(res.body.data.message).toBe(`Tax invoice ${inv.numberText} issued.`);
    expect(inv).toMatchObject({
      kind: 'invoice',
      title: 'Tax invoice',
      total: 1.1,
      gst: gstOfCents(110) / 100,
      gstRegistered: true,
      seller: {
        name: 'Spruik Demo Pty Ltd',
        abn: '51824753556',
        address: '1 Example Lane, Melbourne VIC 3000',
      },
      buyer: { name: 'Test Business', abn: '12345678901', address: null },
      lines: [{ description: 'Service fee: campaign "Spring launch"', amount: 1.1 }],
      creditNotes: [],
      creditLeft: 1.1,
      creditNoteOf: null,
    });
    expect(inv.gst).toBe(0.1);
    const [row] = await invoicesOf(biz);
    expect(row).toMatchObject({ fromSeq: 0, feeCents: 110, gstCents: 10, issuedBy: biz.user.id });
    expect(row.throughSeq).toBeGreaterThan(0);

    const after = await w.get('/api/finance/documents', biz);
    expect(after.body.data.feesNotInvoiced).toBe(0);
    expect(after.body.data.documents[0]).toMatchObject({
      type: 'invoice',
      id: inv.id,
      number: inv.numberText,
      title: 'Tax invoice',
      amount: 1.1,
      gst: 0.1,
    });
    // The top-up's receipt is listed beside it.
    expect(after.body.data.documents.map((d: { type: string }) => d.type)).toEqual(['invoice', 'receipt']);
    await expectLedgerOk(w.t);
  });

  it('a second ask with no new fees issues nothing; fees after it go on the next invoice', async () => {
    const again = await ask(biz);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: 'No fees to invoice yet.', code: 'CONFLICT' });
    expect(await invoicesOf(biz)).toHaveLength(1);

    await feesOf(biz, '2.00', 1, 'Winter menu');
    const before = await lastNumber();
    const res = await ask(biz);
    expect(res.status).toBe(200);
    expect(res.body.data.invoice).toMatchObject({
      number: before + 1,
      total: 0.2,
      gst: 0.02,
      lines: [{ description: 'Service fee: campaign "Winter menu"', amount: 0.2 }],
    });
    const [one, two] = await invoicesOf(biz);
    expect(two.fromSeq).toBe(one.throughSeq);
    expect(two.periodStart).toEqual(one.periodEnd);
    // Every fee is on exactly one invoice.
    expect(one.feeCents + two.feeCents).toBe(await revenueOf(biz));
  });

  it('without GST registration the document is an "Invoice" with no GST', async () => {
    const saved = w.t.config.finance;
    w.t.config.finance = { ...FEE_CONFIG, gstRegistered: false };
    try {
      await feesOf(biz, '3.00', 1);
      const res = await ask(biz);
      expect(res.status).toBe(200);
      expect(res.body.data.invoice).toMatchObject({
        title: 'Invoice',
        total: 0.3,
        gst: 0,
        gstRegistered: false,
        gstNote: 'No GST is charged: the issuer is not registered for GST.',
      });
      expect(res.body.data.message).toMatch(/^Invoice INV-\d{6} issued\.$/);
    } finally {
      w.t.config.finance = saved;
    }
  });

  it('the invoice downloads as a PDF with its number, fee and GST', async () => {
    const json = await w.get(`/api/finance/invoices/${firstInvoice}`, biz);
    expect(json.status).toBe(200);
    const res = await w.t.app.inject({
      method: 'GET',
      url: `/api/finance/invoices/${firstInvoice}/pdf`,
      headers: biz.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${json.body.data.numberText}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload).join('\n');
    for (const s of [
      'Tax invoice',
      json.body.data.numberText,
      'Service fee: campaign "Spring launch"',
      '$1.10',
      '$0.10',
      'ABN 51 824 753 556',
      'ABN 12 345 678 901',
    ])
      expect(text).toContain(s);
  });

  it('the monthly job invoices the fees of the months that ended, and tells the owner', async () => {
    const owner = await w.business();
    await w.fund(owner, 100_000);
    await feesOf(owner, '1.00', 2);
    // A fee charged after the month ends (its entry dated then) waits for the next invoice.
    const late = await feesOf(owner, '4.00', 1);
    const [lateEntry] = await w.t.db
      .select()
      .from(journalEntries)
      .where(
        sql`${journalEntries.idempotencyKey} in (select 'campaign:payout:' || a.id::text from activities a where a.campaign_id = ${late})`,
      );
    // Today's fees are still this month's: the job leaves them.
    expect((await issueMonthlyInvoices(w.t.app.deps)).issued).toBe(0);

    w.t.clock.advance(40 * DAY);
    const cutoff = await monthStart(w.t.clock.now());
    await w.t.db
      .update(journalEntries)
      .set({ createdAt: new Date(cutoff.getTime() + 1000) })
      .where(eq(journalEntries.id, lateEntry.id));
    const run = await runMonthlyInvoices(w.t.app.deps);
    expect(run.ran).toBe(true);
    const [inv] = await invoicesOf(owner);
    expect(inv.feeCents).toBe(20);
    expect(inv.gstCents).toBe(2);
    expect(inv.periodEnd).toEqual(cutoff);
    expect(inv.issuedBy).toBeNull();
    expect(inv.periodStart.getTime()).toBeLessThan(cutoff.getTime());
    const told = await w.t.db.select().from(messages).where(eq(messages.userId, owner.user.id));
    expect(told.map((m) => m.title)).toContainEqual(
      expect.stringMatching(/^Your tax invoice INV-\d{6} for .+ is ready: \$0\.20\./),
    );
    // The other owners' fees of the ended month are invoiced too: nothing before the cutoff is left.
    expect(await issueMonthlyInvoices(w.t.app.deps)).toMatchObject({ issued: 0, failed: 0 });
    // Once a day: the lease holds until tomorrow.
    expect((await runMonthlyInvoices(w.t.app.deps)).ran).toBe(false);
    const audit = await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'finance.monthly_invoices'));
    expect(audit).toHaveLength(1);

    // The late fee is the owner's next invoice.
    const next = await ask(owner);
    expect(next.status).toBe(200);
    expect(next.body.data.invoice.total).toBe(0.4);
    const all = await invoicesOf(owner);
    expect(all.reduce((s, i) => s + i.feeCents, 0)).toBe(await revenueOf(owner));
    await expectLedgerOk(w.t);
  });

  async function monthStart(at: Date) {
    const res = (await w.t.db.execute(
      sql`select date_trunc('month', ${at.toISOString()}::timestamptz at time zone 'Australia/Melbourne') at time zone 'Australia/Melbourne' as m`,
    )) as unknown as { rows: Array<{ m: string | Date }> };
    return new Date(res.rows[0].m);
  }

  describe('credit notes', () => {
    const credit = (invoiceId: string, who: Person, body: Record<string, unknown>) =>
      w.post(`/api/admin/finance/invoices/${invoiceId}/credit-notes`, who, body);

    it("gives the fee back to the owner's credit, from platform:revenue, numbered from the same series", async () => {
      const creditBefore = await w.credit(biz);
      const revenueBefore = await w.balance(accountKeys.platformRevenue());
      const before = await lastNumber();
      const res = await credit(firstInvoice, admin, {
        amount: '0.50',
        reason: 'The campaign was cut short.',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const note = res.body.data.creditNote;
      expect(note).toMatchObject({
        kind: 'credit_note',
        number: before + 1,
        numberText: `CN-${String(before + 1).padStart(6, '0')}`,
        title: 'Credit note',
        total: 0.5,
        gst: gstOfCents(50) / 100,
        reason: 'The campaign was cut short.',
        buyer: { name: 'Test Business', abn: '12345678901' },
      });
      expect(note.creditNoteOf.id).toBe(firstInvoice);
      expect(res.body.data.invoice).toMatchObject({
        creditLeft: 0.6,
        creditNotes: [{ id: note.id, amount: 0.5 }],
      });
      expect(await w.credit(biz)).toBe(creditBefore + 50);
      expect(await w.balance(accountKeys.platformRevenue())).toBe(revenueBefore - 50);
      const [entry] = await w.t.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, `fee:credit_note:${note.id}`));
      expect(entry).toMatchObject({ kind: 'fee_refund', actorId: admin.user.id });
      const [row] = await w.t.db.select().from(taxDocuments).where(eq(taxDocuments.id, note.id));
      expect(row).toMatchObject({ entryId: entry.id, creditNoteOf: firstInvoice, feeCents: 50, gstCents: 5 });
      const audit = await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'finance.credit_note'));
      expect(audit).toHaveLength(1);
      const told = await w.t.db.select().from(messages).where(eq(messages.userId, biz.user.id));
      expect(told.map((m) => m.title)).toContainEqual(
        expect.stringContaining(`Credit note ${note.numberText}: $0.50`),
      );
      await expectLedgerOk(w.t);
      expect((await reconcile(w.t.db)).differenceCents).toBe(0);
      // The owner's statement names the note.
      const statement = await w.get('/api/statement', biz);
      expect(statement.body.data.lines[0]).toMatchObject({
        description: `Service fee refunded (credit note ${note.numberText})`,
        amount: 0.5,
      });
      // The owner sees it in the list and opens it.
      const mine = await w.get(`/api/finance/invoices/${note.id}`, biz);
      expect(mine.status).toBe(200);
      expect(mine.body.data.numberText).toBe(note.numberText);
    });

    it('refuses more than the invoice has left, and anything once it is all credited', async () => {
      const over = await credit(firstInvoice, admin, { amount: '0.61', reason: 'Too much' });
      expect(over.status).toBe(400);
      expect(over.body.errors).toBe('The credit note cannot be more than what the invoice has left: $0.60.');
      const rest = await credit(firstInvoice, admin, { amount: 0.6, reason: 'The rest' });
      expect(rest.status).toBe(200);
      expect(rest.body.data.invoice.creditLeft).toBe(0);
      const more = await credit(firstInvoice, admin, { amount: '0.01', reason: 'More' });
      expect(more.status).toBe(409);
      expect(more.body.errors).toBe('Everything on this invoice has been credited already.');
      // A credit note cannot itself be credited.
      const onNote = await credit(rest.body.data.creditNote.id, admin, { amount: '0.01', reason: 'x' });
      expect(onNote.status).toBe(400);
      expect(onNote.body.errors).toBe('Only an invoice can be credited.');
      for (const body of [{ amount: '0', reason: 'x' }, { amount: '1.001', reason: 'x' }, { amount: '1' }]) {
        expect((await credit(firstInvoice, admin, body)).status).toBe(400);
      }
      expect(
        (await credit('00000000-0000-4000-8000-000000000000', admin, { amount: 1, reason: 'x' })).status,
      ).toBe(404);
      await expectLedgerOk(w.t);
    });

    it("is the finance operators' alone; owners read only their own documents", async () => {
      const [, second] = await invoicesOf(biz);
      const customer = await w.customer();
      const other = await w.business();
      const support = await w.t.createUser(4, { operatorRole: 'support' });
      const finance = await w.t.createUser(4, { operatorRole: 'finance' });
      for (const who of [customer, other, biz, support]) {
        const res = await credit(second.id, who, { amount: '0.01', reason: 'x' });
        expect(res.status).toBe(403);
      }
      expect((await credit(second.id, finance, { amount: '0.01', reason: 'By finance' })).status).toBe(200);

      expect((await w.get('/api/finance/documents', customer)).status).toBe(403);
      expect((await w.get(`/api/finance/invoices/${second.id}`, customer)).status).toBe(403);
      expect((await w.post('/api/finance/invoices', customer)).status).toBe(403);
      const theirs = await w.get(`/api/finance/invoices/${second.id}`, other);
      expect(theirs.status).toBe(404);
      expect(theirs.body.errors).toBe('Invoice not found.');
      expect((await w.get(`/api/finance/invoices/${second.id}/pdf`, other)).status).toBe(404);
      expect((await w.get(`/api/finance/invoices/${second.id}`, admin)).status).toBe(403);
      const operatorCopy = await w.get(`/api/admin/finance/invoices/${second.id}`, admin);
      expect(operatorCopy.status).toBe(200);
      expect(operatorCopy.body.data.creditNotes).toHaveLength(1);
      const list = await w.get(`/api/admin/finance/documents?owner=${biz.user.id}&kind=credit_note`, finance);
      expect(list.status).toBe(200);
      expect(list.body.data.documents).toHaveLength(3);
      expect(list.body.data.documents[0].owner).toMatchObject({ id: biz.user.id, name: 'Test Business' });
      const search = await w.get(
        `/api/admin/finance/documents?q=${encodeURIComponent(biz.user.email)}`,
        finance,
      );
      expect(
        search.body.data.documents.every((d: { owner: { id: string } }) => d.owner.id === biz.user.id),
      ).toBe(true);
      expect((await w.get('/api/admin/finance/documents?kind=nope', finance)).status).toBe(400);
      expect((await w.get('/api/admin/finance/documents', support)).status).toBe(403);
      await expectLedgerOk(w.t);
    });
  });
});
