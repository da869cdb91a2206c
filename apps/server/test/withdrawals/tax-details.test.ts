/**
 * Payees' tax details (docs/finance.md "Payees' tax details"): an ABN checked with the ATO's check digits, or the
 * statement by a supplier kept with its wording version and date, with the legal name and postal address; each
 * save kept, the latest counting; a venue offered its sign-up ABN. No payout leaves without them: the request is
 * refused, the operator's pay (single, bulk, batch) answers 409, the bank file leaves it out, and the send job
 * holds a queued one back with the reason 'tax'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  isValidAbn,
  TAX_MSG,
  TAX_STATEMENT_VERSION,
  TAX_STATEMENT_WORDING,
  WITHDRAW_STATUS,
} from '@spruik/shared';
import { auditLog, organisations, taxDeclarations, withdrawals } from '../../src/db/schema';
import { accountKeys, balanceOf } from '../../src/ledger';
import { addBank, client, expectLedgerOk, fundCustomer } from '../money/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { TAX_DETAILS_BODY } from '../support/tax-details';
import {
  firstPayoutDone,
  readySandboxStripe,
  row,
  runPayoutJobs,
  withdraw,
  type User,
} from './payout-helpers';

const VALID_ABNS = ['51824753556', '53004085616', '83914571673'];
const ADDRESS = '7 Hardware Lane, Melbourne VIC 3000';
const abnBody = (abn: string) => ({ kind: 'abn', abn, legalName: 'Casey Jones', address: ADDRESS });
const statementBody = { kind: 'statement', confirmed: true, legalName: 'Casey Jones', address: ADDRESS };

describe("payees' tax details", () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: User;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    admin = await t.createUser(4);
  });
  afterAll(() => t.close());

  /** A payee who has not given tax details yet. */
  const newPayee = (role: 1 | 3) => t.createUser(role, {}, { taxDetails: false });
  const save = (u: User, body: unknown) => api.post('/api/payouts/tax-details', body, u.auth);
  const read = async (u: User) => {
    const res = await api.get('/api/payouts/tax-details', u.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const rowsOf = (userId: string) =>
    t.db.select().from(taxDeclarations).where(eq(taxDeclarations.userId, userId));
  /** As before the rule: the payee's declarations never existed. */
  const forget = (userId: string) => t.db.delete(taxDeclarations).where(eq(taxDeclarations.userId, userId));
  const adminItem = async (id: string) => {
    const res = await api.get(`/api/admin/withdraws?q=${id.slice(0, 8)}`, admin.auth);
    expect(res.status).toBe(200);
    return (res.body.data.withdraws as Array<Record<string, unknown> & { id: string }>).find(
      (w) => w.id === id,
    )!;
  };
  /** A customer with $100, bank details and (by default) tax details. */
  async function fundedCustomer(taxDetails = true) {
    const c = await t.createUser(3, {}, { taxDetails });
    await fundCustomer(t, c.user.id, 10_000);
    await addBank(t, c.auth, String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    return c;
  }

  describe("the ATO's check digits", () => {
    it('known valid ABNs pass; a wrong check digit, 10 digits or letters do not', () => {
      for (const abn of VALID_ABNS) expect(isValidAbn(abn), abn).toBe(true);
      for (const abn of ['51824753557', '61824753556', '5182475355', '518247535560', '5182475355A', ''])
        expect(isValidAbn(abn), abn).toBe(false);
    });

    it('the API takes each valid ABN, with or without spaces, and keeps it as 11 digits', async () => {
      for (const typed of ['51 824 753 556', '53004085616', ' 83 914 571 673 ']) {
        const u = await newPayee(3);
        const res = await save(u, abnBody(typed));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.data.message).toBe(TAX_MSG.saved);
        expect(res.body.data.taxDetails).toMatchObject({
          kind: 'abn',
          abn: typed.replace(/\s/g, ''),
          legalName: 'Casey Jones',
          address: ADDRESS,
          statementVersion: null,
          statement: null,
        });
      }
    });

    it('refuses a wrong check digit, 10 digits, letters and no ABN, each with its text', async () => {
      const u = await newPayee(3);
      const cases: Array<[string, string]> = [
        ['51 824 753 557', TAX_MSG.abnCheck],
        ['51824753557', 'Enter a valid ABN: its check digits do not add up.'],
        ['5182475355', TAX_MSG.abnDigits],
        ['5182475355A', TAX_MSG.abnDigits],
        ['', TAX_MSG.abnRequired],
      ];
      for (const [abn, text] of cases) {
        const res = await save(u, abnBody(abn));
        expect(res.status, abn).toBe(400);
        expect(res.body.errors, abn).toBe(text);
      }
      expect(await rowsOf(u.user.id)).toEqual([]);
    });

    it('needs the legal name and postal address, trimmed and bounded', async () => {
      const u = await newPayee(3);
      expect((await save(u, { ...abnBody('51824753556'), legalName: '  ' })).body.errors).toBe(
        TAX_MSG.legalNameRequired,
      );
      expect((await save(u, { ...abnBody('51824753556'), address: '' })).body.errors).toBe(
        TAX_MSG.addressRequired,
      );
      expect((await save(u, { ...abnBody('51824753556'), legalName: 'x'.repeat(101) })).body.errors).toBe(
        TAX_MSG.legalNameLong,
      );
      expect((await save(u, { ...abnBody('51824753556'), address: 'x'.repeat(201) })).body.errors).toBe(
        TAX_MSG.addressLong,
      );
      expect((await save(u, { ...abnBody('51824753556'), kind: 'tfn' })).body.errors).toBe(
        TAX_MSG.kindInvalid,
      );
      const ok = await save(u, {
        ...abnBody('51824753556'),
        legalName: '  Casey Jones ',
        address: ` ${ADDRESS} `,
      });
      expect(ok.status).toBe(200);
      expect(ok.body.data.taxDetails).toMatchObject({ legalName: 'Casey Jones', address: ADDRESS });
    });
  });

  describe('the statement by a supplier', () => {
    it('is saved with its wording, version and date; it must be confirmed', async () => {
      const u = await newPayee(3);
      for (const confirmed of [undefined, false, 'true', 1]) {
        const res = await save(u, { ...statementBody, confirmed });
        expect(res.status, String(confirmed)).toBe(400);
        expect(res.body.errors).toBe(TAX_MSG.statementUnconfirmed);
      }
      const res = await save(u, statementBody);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.taxDetails).toEqual({
        kind: 'statement',
        abn: null,
        legalName: 'Casey Jones',
        address: ADDRESS,
        statementVersion: TAX_STATEMENT_VERSION,
        statement: TAX_STATEMENT_WORDING,
        madeAt: t.clock.now().toISOString(),
      });
      const [stored] = await rowsOf(u.user.id);
      expect(stored).toMatchObject({
        kind: 'statement',
        abn: null,
        wordingVersion: TAX_STATEMENT_VERSION,
        wording: TAX_STATEMENT_WORDING,
      });
      expect(stored.madeAt.toISOString()).toBe(t.clock.now().toISOString());
      // An ABN sent with a statement is not kept: the statement says there is none.
      const other = await newPayee(3);
      expect(
        (await save(other, { ...statementBody, abn: '51824753556' })).body.data.taxDetails.abn,
      ).toBeNull();
    });
  });

  describe('history', () => {
    it('each save appends a row and is audited; the latest counts; earlier rows stay as they were', async () => {
      const u = await newPayee(3);
      expect(await read(u)).toEqual({ taxDetails: null, signUpAbn: null });
      expect((await save(u, abnBody('51824753556'))).status).toBe(200);
      // The clock has not moved: the second save is still the later one.
      expect((await save(u, statementBody)).status).toBe(200);
      t.clock.advance(60_000);
      expect((await save(u, abnBody('53 004 085 616'))).status).toBe(200);

      const rows = (await rowsOf(u.user.id)).sort((a, b) => a.madeAt.getTime() - b.madeAt.getTime());
      expect(rows.map((r) => [r.kind, r.abn])).toEqual([
        ['abn', '51824753556'],
        ['statement', null],
        ['abn', '53004085616'],
      ]);
      expect(rows[1].madeAt.getTime()).toBeGreaterThan(rows[0].madeAt.getTime());
      expect((await read(u)).taxDetails).toMatchObject({ kind: 'abn', abn: '53004085616' });

      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'tax_details.save'), eq(auditLog.targetId, u.user.id)));
      expect(audit).toHaveLength(3);
      expect(audit.every((a) => a.actorId === u.user.id && a.targetType === 'user')).toBe(true);
      expect(audit.map((a) => (a.after as { kind: string }).kind).sort()).toEqual([
        'abn',
        'abn',
        'statement',
      ]);
    });
  });

  describe("a venue's sign-up ABN", () => {
    it('is offered, and used only when its check digits add up', async () => {
      const v = await newPayee(1);
      // The test venue signed up with 12345678901: 11 digits (all sign-up checks) but not a real ABN.
      expect(await read(v)).toEqual({ taxDetails: null, signUpAbn: { abn: '12345678901', valid: false } });
      const refused = await save(v, abnBody('12345678901'));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toBe(TAX_MSG.abnCheck);

      await t.db.update(organisations).set({ abn: '83914571673' }).where(eq(organisations.userId, v.user.id));
      expect((await read(v)).signUpAbn).toEqual({ abn: '83914571673', valid: true });
      expect((await save(v, abnBody('83914571673'))).status).toBe(200);
      expect((await read(v)).taxDetails).toMatchObject({ kind: 'abn', abn: '83914571673' });
    });

    it('a customer is offered none', async () => {
      expect((await read(await newPayee(3))).signUpAbn).toBeNull();
    });
  });

  describe('who may give them', () => {
    it('customers and venues; not businesses or operators, nor anyone signed out', async () => {
      const business = await t.createUser(2);
      expect((await save(business, TAX_DETAILS_BODY)).status).toBe(403);
      expect((await api.get('/api/payouts/tax-details', business.auth)).status).toBe(403);
      expect((await save(admin, TAX_DETAILS_BODY)).status).toBe(403);
      expect((await api.get('/api/payouts/tax-details', admin.auth)).status).toBe(403);
      expect((await api.post('/api/payouts/tax-details', TAX_DETAILS_BODY)).status).toBe(401);
      expect((await api.get('/api/payouts/tax-details')).status).toBe(401);
      expect((await save(await newPayee(1), TAX_DETAILS_BODY)).status).toBe(200);
      expect((await save(await newPayee(3), TAX_DETAILS_BODY)).status).toBe(200);
    });
  });

  describe('no payout without tax details', () => {
    it("a customer's withdrawal is refused before any money moves, and accepted after", async () => {
      const c = await fundedCustomer(false);
      const wallet = accountKeys.wallet(c.user.id);
      const refused = await api.post('/api/users/withdraw', { amount: 20 }, c.auth);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: TAX_MSG.required, code: 'TAX_DETAILS_REQUIRED' });
      expect(await balanceOf(t.db, wallet)).toBe(10_000);
      expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, c.user.id))).toEqual([]);

      expect((await save(c, statementBody)).status).toBe(200);
      const w = await withdraw(t, c, 20);
      expect(w.state).toBe('waiting');
      expect(await balanceOf(t.db, wallet)).toBe(8_000);
      await expectLedgerOk(t);
    });

    it("a venue's withdrawal is refused before any money moves, and accepted after", async () => {
      const v = await newPayee(1);
      const payer = await t.createUser(3);
      await fundCustomer(t, payer.user.id, 2_500);
      const paid = await api.post(
        '/api/payments',
        { wallet: '25.00', pocket: 0, venueID: v.user.id },
        payer.auth,
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      await addBank(t, v.auth, '87654321');
      const earnings = accountKeys.venueEarnings(v.user.id);
      const before = await balanceOf(t.db, earnings);

      const refused = await api.post('/api/withdraws', { amount: 25 }, v.auth);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: TAX_MSG.required, code: 'TAX_DETAILS_REQUIRED' });
      expect(await balanceOf(t.db, earnings)).toBe(before);

      expect((await save(v, abnBody('83 914 571 673'))).status).toBe(200);
      const ok = await api.post('/api/withdraws', { amount: 25 }, v.auth);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      await expectLedgerOk(t);
    });

    it("the operator's pay, alone or in bulk, refuses (409) a withdrawal in flight from before the rule", async () => {
      const c = await fundedCustomer();
      const w = await withdraw(t, c, 20);
      await forget(c.user.id);

      const single = await api.post(`/api/admin/withdraws/${w.id}`, { approve: true }, admin.auth);
      expect(single.status).toBe(409);
      expect(single.body).toMatchObject({ errors: TAX_MSG.payNeedsTaxDetails, code: 'TAX_DETAILS_REQUIRED' });
      const bulk = await api.post('/api/admin/withdraws/pay', { ids: [w.id] }, admin.auth);
      expect(bulk.status).toBe(200);
      expect(bulk.body.data.paid).toEqual([]);
      expect(bulk.body.data.refused).toEqual([{ id: w.id, reason: TAX_MSG.payNeedsTaxDetails }]);
      expect((await row(t, w.id)).status).toBe(WITHDRAW_STATUS.pending);
      // The operator sees why, and can still reject it (the money goes back).
      expect((await adminItem(w.id)).taxDetails).toBeNull();

      expect((await save(c, abnBody('51824753556'))).status).toBe(200);
      const paid = await api.post(`/api/admin/withdraws/${w.id}`, { approve: true }, admin.auth);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect((await row(t, w.id)).state).toBe('paid');
      await expectLedgerOk(t);
    });

    it('the bank file leaves it out, and a batch exported before the details vanished is not paid', async () => {
      const c = await fundedCustomer();
      const w = await withdraw(t, c, 15);
      const exported = await t.app.inject({
        method: 'GET',
        url: '/api/admin/withdraws/export.csv',
        headers: admin.auth,
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toContain(w.id);
      const batch = String(exported.headers['x-payout-batch']);
      await forget(c.user.id);

      const again = await t.app.inject({
        method: 'GET',
        url: '/api/admin/withdraws/export.csv',
        headers: admin.auth,
      });
      expect(again.body).not.toContain(w.id);
      const paid = await api.post(`/api/admin/withdraws/batches/${batch}/pay`, {}, admin.auth);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.data.refused).toContainEqual({ id: w.id, reason: TAX_MSG.payNeedsTaxDetails });
      expect((await row(t, w.id)).status).toBe(WITHDRAW_STATUS.pending);
    });

    it("the send job holds a queued payout back with the reason 'tax'; giving the details sends it", async () => {
      const c = await t.createUser(3);
      await fundCustomer(t, c.user.id, 10_000);
      await readySandboxStripe(t, c);
      await firstPayoutDone(t, admin, c);
      const w = await withdraw(t, c, 20);
      expect(w.state).toBe('queued');
      await forget(c.user.id);

      await runPayoutJobs(t);
      expect(await row(t, w.id)).toMatchObject({ state: 'waiting', waitReasons: ['tax'], sentAt: null });
      const item = await adminItem(w.id);
      expect(item).toMatchObject({ state: 'waiting', waitReasons: ['tax'], taxDetails: null });
      const approve = await api.post(`/api/admin/withdraws/${w.id}`, { approve: true }, admin.auth);
      expect(approve.status).toBe(409);
      expect(approve.body.errors).toBe(TAX_MSG.payNeedsTaxDetails);

      // Giving the details runs the rules again: nothing else holds it, so it goes without the operator.
      expect((await save(c, statementBody)).status).toBe(200);
      expect(await row(t, w.id)).toMatchObject({ state: 'queued', waitReasons: [] });
      await runPayoutJobs(t);
      expect((await row(t, w.id)).state).toBe('paid');
      await expectLedgerOk(t);
    });
  });

  describe('what the operator sees', () => {
    it("each payee's latest tax details on the withdrawals list", async () => {
      const a = await fundedCustomer(false);
      expect((await save(a, abnBody('51 824 753 556'))).status).toBe(200);
      const b = await fundedCustomer(false);
      expect((await save(b, statementBody)).status).toBe(200);
      const wa = await withdraw(t, a, 10);
      const wb = await withdraw(t, b, 10);
      expect((await adminItem(wa.id)).taxDetails).toMatchObject({
        kind: 'abn',
        abn: '51824753556',
        legalName: 'Casey Jones',
        address: ADDRESS,
      });
      expect((await adminItem(wb.id)).taxDetails).toMatchObject({
        kind: 'statement',
        abn: null,
        statementVersion: TAX_STATEMENT_VERSION,
        statement: TAX_STATEMENT_WORDING,
        madeAt: expect.any(String),
      });
    });
  });
});
