/**
 * The operator's ABA bank file through the API (docs/payouts.md "The bank file"): pending bank-transfer
 * withdrawals become one Cemtex file (a batch), and marking that batch paid pays exactly them, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MSG, WITHDRAW_STATUS } from '@spruik/shared';
import { accountKeys, balanceOf } from '../../src/ledger';
import { addBank, client, expectLedgerOk, fundCustomer } from '../money/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { readySandboxStripe, row, withdraw, type User } from './payout-helpers';

describe('the ABA bank file', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: User;
  let accountNo = 20_000_000;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    admin = await t.createUser(4);
  });
  afterAll(() => t.close());

  /** A customer on the bank rail (their own account number) with a pending withdrawal of `amount`. */
  async function bankWithdrawal(amount: number) {
    const u = await t.createUser(3);
    await fundCustomer(t, u.user.id, 10_000);
    await addBank(t, u.auth, String(accountNo++));
    const w = await withdraw(t, u, amount);
    expect(w.state).toBe('waiting');
    expect((await row(t, w.id)).waitReasons).toContain('bank');
    return { u, w };
  }
  const bankFile = (ids: unknown) => api.post('/api/admin/withdraws/bank-file', { ids }, admin.auth);

  it('writes two withdrawals as one file (records 0, 1, 1, 7), then the batch marked paid pays both', async () => {
    const a = await bankWithdrawal(25);
    const b = await bankWithdrawal(40.5);
    const payoutsBefore = await balanceOf(t.db, accountKeys.externalPayouts());

    const res = await bankFile([a.w.id, b.w.id]);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const batch = String(res.headers['x-payout-batch']);
    expect(batch).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.text.endsWith('\r\n')).toBe(true);
    const lines = res.text.slice(0, -2).split('\r\n');
    expect(lines.map((l) => l[0])).toEqual(['0', '1', '1', '7']);
    for (const l of lines) expect(l).toHaveLength(120);
    // The two detail records carry the amounts (cents, 10 digits at 21-30); the total record their sum.
    expect(
      lines
        .slice(1, 3)
        .map((l) => Number(l.slice(20, 30)))
        .sort((x, y) => x - y),
    ).toEqual([2_500, 4_050]);
    expect(Number(lines[3].slice(30, 40))).toBe(6_550);
    // The file pays nothing by itself.
    expect((await row(t, a.w.id)).state).toBe('waiting');

    const paid = await api.post(`/api/admin/withdraws/batches/${batch}/pay`, {}, admin.auth);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.paid.map((w: { id: string }) => w.id).sort()).toEqual([a.w.id, b.w.id].sort());
    for (const { w } of [a, b]) {
      expect(await row(t, w.id)).toMatchObject({ state: 'paid', status: WITHDRAW_STATUS.verified });
      expect(await balanceOf(t.db, accountKeys.withdrawal(w.id))).toBe(0);
    }
    expect(await balanceOf(t.db, accountKeys.externalPayouts())).toBe(payoutsBefore + 6_550);

    // Marked paid again: each was decided already, nothing pays twice.
    const again = await api.post(`/api/admin/withdraws/batches/${batch}/pay`, {}, admin.auth);
    expect(again.status).toBe(200);
    expect(again.body.data.paid).toEqual([]);
    expect(again.body.data.alreadyDecided).toHaveLength(2);
    expect(await balanceOf(t.db, accountKeys.externalPayouts())).toBe(payoutsBefore + 6_550);
    await expectLedgerOk(t);
  });

  it('refuses a Stripe-rail withdrawal in the list (409) and writes no file', async () => {
    const a = await bankWithdrawal(20);
    const s = await t.createUser(3);
    await fundCustomer(t, s.user.id, 10_000);
    await readySandboxStripe(t, s);
    const w = await withdraw(t, s, 20);
    expect((await row(t, w.id)).rail).toBe('stripe');

    const res = await bankFile([a.w.id, w.id]);
    expect(res.status).toBe(409);
    expect(res.headers['x-payout-batch']).toBeUndefined();
    expect((await row(t, a.w.id)).state).toBe('waiting');
    expect((await row(t, w.id)).state).toBe('waiting');
  });

  it('refuses an empty list (400)', async () => {
    const res = await bankFile([]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toBe(PAYOUT_MSG.bankFileEmpty);
  });

  it('is for finance operators only', async () => {
    const a = await bankWithdrawal(20);
    const c = await t.createUser(3);
    const res = await api.post('/api/admin/withdraws/bank-file', { ids: [a.w.id] }, c.auth);
    expect(res.status).toBe(403);
  });
});
