/** Receipts (docs/finance.md, "Receipts, tax invoices and credit notes"): every paid top-up has one, JSON and PDF. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_FINANCE_SETTINGS } from '../../src/config/finance-settings';
import { RECEIPT_NOTE } from '@spruik/shared';
import { topUps } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { client, startSandboxTopUp, topUp } from '../money/helpers';
import { pdfText } from './pdf-text';

type Person = Awaited<ReturnType<TestApp['createUser']>>;

describe.each(databaseKinds)('receipts (%s)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let biz: Person;
  let topUpId: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    api = client(t);
    biz = await t.createUser(2);
    ({ transactionId: topUpId } = await topUp(t, biz.auth, 25));
  });
  afterAll(() => t.close());

  it('says who was paid what, when and how, and that it is not a tax invoice', async () => {
    const res = await api.get(`/api/finance/receipts/${topUpId}`, biz.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.db.select().from(topUps).where(eq(topUps.id, topUpId));
    const seller = DEMO_FINANCE_SETTINGS.seller!;
    expect(res.body.data).toEqual({
      _id: topUpId,
      id: topUpId,
      number: `R-${topUpId.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      title: 'Receipt',
      seller: { name: seller.legalName, abn: seller.abn, address: seller.address },
      payer: { name: 'Test Business', abn: '12345678901', address: null },
      paidAt: row.paidAt!.toISOString(),
      date: new Intl.DateTimeFormat('en-AU', {
        timeZone: 'Australia/Melbourne',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(row.paidAt!),
      method: 'Card (TEST MODE)',
      amount: 25,
      note: RECEIPT_NOTE,
      ownerId: biz.user.id,
    });
    expect(res.body.data.note).toBe(
      'Receipt for prepaid credit. This is not a tax invoice: the service fee is invoiced monthly.',
    );
  });

  it('downloads as an A4 PDF holding the same figures', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/finance/receipts/${topUpId}/pdf`,
      headers: biz.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = `R-${topUpId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(bytes).join('\n');
    expect(text).toContain('Receipt');
    expect(text).toContain(number);
    expect(text).toContain('$25.00');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain('Test Business');
    expect(text).toContain('This is not a tax invoice');
  });

  it("is a venue's too, in PayPal's name", async () => {
    const venue = await t.createUser(1);
    const { transactionId } = await topUp(t, venue.auth, 30, 'paypal');
    const res = await api.get(`/api/finance/receipts/${transactionId}`, venue.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      amount: 30,
      method: 'PayPal (TEST MODE)',
      payer: { name: 'Test Venue', abn: '12345678901', address: '1 Test St, Melbourne' },
    });
    const list = await api.get('/api/finance/documents', venue.auth);
    expect(list.body.data.documents).toEqual([
      expect.objectContaining({ type: 'receipt', id: transactionId, amount: 30, title: 'Receipt' }),
    ]);
  });

  it("answers 404 for another owner's receipt, an unpaid top-up and an id that is no top-up", async () => {
    const other = await t.createUser(2);
    for (const url of [`/api/finance/receipts/${topUpId}`, `/api/finance/receipts/${topUpId}/pdf`]) {
      const res = await api.get(url, other.auth);
      expect(res.status, url).toBe(404);
      expect(res.body.errors).toBe('Receipt not found.');
    }
    const pending = await startSandboxTopUp(t, biz.auth, 40);
    expect((await api.get(`/api/finance/receipts/${pending.transactionId}`, biz.auth)).status).toBe(404);
    expect((await api.get(`/api/finance/receipts/${pending.transactionId}/pdf`, biz.auth)).status).toBe(404);
    expect((await api.get('/api/finance/receipts/not-an-id', biz.auth)).status).toBe(404);
    expect(
      (await api.get('/api/finance/receipts/00000000-0000-4000-8000-000000000000', biz.auth)).status,
    ).toBe(404);
    // The unpaid one is not listed either.
    const list = await api.get('/api/finance/documents', biz.auth);
    expect(list.body.data.documents.map((d: { id: string }) => d.id)).toEqual([topUpId]);
  });

  it('is for owners; the operator reads any through the console routes', async () => {
    const customer = await t.createUser(3);
    const admin = await t.createUser(4);
    const support = await t.createUser(4, { operatorRole: 'support' });
    expect((await api.get(`/api/finance/receipts/${topUpId}`, customer.auth)).status).toBe(403);
    expect((await api.get(`/api/finance/receipts/${topUpId}`, admin.auth)).status).toBe(403);
    expect((await api.get(`/api/admin/finance/receipts/${topUpId}`, biz.auth)).status).toBe(403);
    expect((await api.get(`/api/admin/finance/receipts/${topUpId}`, support.auth)).status).toBe(403);
    const res = await api.get(`/api/admin/finance/receipts/${topUpId}`, admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: topUpId, amount: 25, ownerId: biz.user.id });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/finance/receipts/${topUpId}/pdf`,
      headers: admin.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const list = await api.get(`/api/admin/finance/documents?kind=receipt&owner=${biz.user.id}`, admin.auth);
    expect(list.status).toBe(200);
    expect(list.body.data.documents).toEqual([
      expect.objectContaining({
        type: 'receipt',
        id: topUpId,
        owner: { id: biz.user.id, name: 'Test Business', email: biz.user.email },
      }),
    ]);
  });
});
