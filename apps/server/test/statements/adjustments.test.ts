/**
 * An operator credits or debits a user's balance with a reason. A balanced entry against
 * platform:adjustments, audited, messaged (also live), on the user's statement, never below zero, once per key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODE, STATEMENT_MSG } from '@spruik/shared';
import { auditLog, messages } from '../../src/db/schema';
import { accountKeys, balanceOf, checkLedger, PLATFORM_ADJUSTMENTS, transfer } from '../../src/ledger';
import { noRealtime } from '../../src/plugins/realtime';
import { databaseKinds } from '../test-db';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';
import { expectLedgerGreen, expectSumsToBalance, readWholeStatement } from './helpers';

type Push = { userId: string; event: string; payload: Record<string, unknown> };

describe.each(databaseKinds)('manual adjustments (%s)', (kind) => {
  let w: PayWorld;
  let admin: Person;
  const pushed: Push[] = [];
  beforeAll(async () => {
    w = await payWorld(kind);
    admin = await w.admin();
    w.t.app.deps.realtime = {
      ...noRealtime,
      emitToUser: (userId, event, payload) => void pushed.push({ userId, event, payload: payload as never }),
    };
  });
  beforeEach(() => void (pushed.length = 0));
  afterAll(() => w.close());

  const adjust = async (who: Person, body: Record<string, unknown>, key?: string, by: Person = admin) => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${who.user.id}/adjustments`,
      headers: { ...by.auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
    return {
      status: res.statusCode,
      body: res.json(),
      replayed: res.headers['idempotent-replayed'] === 'true',
    };
  };
  const messagesOf = (p: Person) => w.t.db.select().from(messages).where(eq(messages.userId, p.user.id));
  const auditOf = (p: Person) =>
    w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, p.user.id)));

  it("credits a customer's wallet: the line with its reason, the audit row, the message, the live pushes", async () => {
    const c = await w.customer();
    const res = await adjust(c, { direction: 'credit', amount: '7.50', reason: 'Goodwill for the outage' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      message: STATEMENT_MSG.adjusted,
      account: { account: 'wallet', label: 'Wallet', balance: 7.5 },
    });
    expect(await w.wallet(c)).toBe(750);
    expect(await balanceOf(w.t.db, PLATFORM_ADJUSTMENTS)).toBeLessThanOrEqual(-750);

    const s = await readWholeStatement(w.t, c.auth);
    expect(s.lines.map((l) => [l.description, l.amount, l.balance, l.kind, l.id])).toEqual([
      ['Adjustment: Goodwill for the outage', 7.5, 7.5, 'adjustment', res.body.data.entryId],
    ]);
    expectSumsToBalance(s);

    const [audit] = await auditOf(c);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'balance.credit',
      before: { account: accountKeys.wallet(c.user.id), balance: '0.00' },
      after: {
        account: accountKeys.wallet(c.user.id),
        balance: '7.50',
        amount: '7.50',
        reason: 'Goodwill for the outage',
      },
    });
    const [message] = await messagesOf(c);
    expect(message).toMatchObject({
      title: 'Spruik added $7.50 to your wallet: Goodwill for the outage',
      event: 3,
    });
    expect(pushed.filter((p) => p.userId === c.user.id).map((p) => p.event)).toEqual(['message', 'balance']);
    expect(pushed.find((p) => p.event === 'balance')?.payload).toMatchObject({ wallet: 7.5 });
    await expectLedgerGreen(w.t);
  });

  it("debits a business's credit and a venue's credit, never its withdrawable earnings", async () => {
    const b = await w.business();
    await w.fund(b, 2000);
    const res = await adjust(b, { direction: 'debit', amount: 5, reason: 'Duplicate top-up credited twice' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.account).toEqual({ account: 'credit', label: 'Available credit', balance: 15 });
    const s = await readWholeStatement(w.t, b.auth);
    expect(s.lines.map((l) => [l.description, l.amount, l.balance])).toEqual([
      ['Adjustment: Duplicate top-up credited twice', -5, 15],
      ['Top-up by card', 20, 20],
    ]);
    expect((await messagesOf(b))[0]).toMatchObject({
      title: 'Spruik took $5.00 from your credit: Duplicate top-up credited twice',
      event: 4,
    });
    expect((await auditOf(b))[0].action).toBe('balance.debit');

    const v = await w.venue();
    const c = await w.customer();
    await w.giveWallet(c, 1000);
    expect((await w.pay(c, { wallet: '10', pocket: 0, venueID: v.user.id })).status).toBe(200);
    // The venue holds $10 of earnings and no credit: a debit takes from the credit only, so it is refused.
    const refused = await adjust(v, { direction: 'debit', amount: '1', reason: 'Test' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: `${STATEMENT_MSG.adjustBelowZero} The credit holds $0.00.`,
      code: ERROR_CODE.INSUFFICIENT_BALANCE,
    });
    const credited = await adjust(v, { direction: 'credit', amount: '2.5', reason: 'Campaign fee waived' });
    expect(credited.body.data.account).toEqual({
      account: 'credit',
      label: 'Available credit',
      balance: 12.5,
    });
    expect(await balanceOf(w.t.db, accountKeys.venueCredit(v.user.id))).toBe(250);
    expect(await balanceOf(w.t.db, accountKeys.venueEarnings(v.user.id))).toBe(1000);
    const withdrawable = await readWholeStatement(w.t, v.auth, { account: 'earnings' });
    expect(withdrawable.lines.map((l) => l.description)).toEqual([`Counter payment by ${c.user.name}`]);
    expectSumsToBalance(await readWholeStatement(w.t, v.auth));
    await expectLedgerGreen(w.t);
  });

  it('never takes a balance below zero: the whole balance may go, a cent more is refused and nothing moves', async () => {
    const c = await w.customer();
    await w.giveWallet(c, 1234);
    const over = await adjust(c, { direction: 'debit', amount: '12.35', reason: 'Reversal' });
    expect(over.status).toBe(400);
    expect(over.body.errors).toBe(`${STATEMENT_MSG.adjustBelowZero} The wallet holds $12.34.`);
    expect(await w.wallet(c)).toBe(1234);
    expect(await messagesOf(c)).toEqual([]);
    expect(await auditOf(c)).toEqual([]);
    const all = await adjust(c, { direction: 'debit', amount: '12.34', reason: 'Reversal' });
    expect(all.status).toBe(200);
    expect(await w.wallet(c)).toBe(0);
    expectSumsToBalance(await readWholeStatement(w.t, c.auth));
    await expectLedgerGreen(w.t);
  });

  it('adjusts once per Idempotency-Key: a repeat answers the first answer, another body under it is a 409', async () => {
    const c = await w.customer();
    const body = { direction: 'credit', amount: '3', reason: 'Referral bonus' };
    const first = await adjust(c, body, 'adj-key-1');
    const again = await adjust(c, body, 'adj-key-1');
    expect(again.status).toBe(200);
    expect(again.replayed).toBe(true);
    expect(again.body).toEqual(first.body);
    expect(await w.wallet(c)).toBe(300);
    expect(await messagesOf(c)).toHaveLength(1);
    const other = await adjust(c, { ...body, amount: '4' }, 'adj-key-1');
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(ERROR_CODE.IDEMPOTENCY_KEY_REUSED);
    expect(await w.wallet(c)).toBe(300);
    // Without a key, each request is an adjustment of its own.
    await adjust(c, body);
    expect(await w.wallet(c)).toBe(600);
    await expectLedgerGreen(w.t);
  });

  it('validates the request: direction, an amount above $0, a reason of 1-300 characters, a user with a balance', async () => {
    const c = await w.customer();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: '1', reason: 'x' }, STATEMENT_MSG.adjustDirection],
      [{ direction: 'refund', amount: '1', reason: 'x' }, STATEMENT_MSG.adjustDirection],
      [{ direction: 'credit', amount: '0', reason: 'x' }, STATEMENT_MSG.adjustAmountAboveZero],
      [
        { direction: 'credit', amount: '-5', reason: 'x' },
        'Please enter an amount using digits and a dot only, with at most 2 decimals.',
      ],
      [
        { direction: 'credit', amount: '1.005', reason: 'x' },
        'Please enter an amount using digits and a dot only, with at most 2 decimals.',
      ],
      [{ direction: 'credit', amount: '1', reason: '   ' }, STATEMENT_MSG.adjustReasonRequired],
      [{ direction: 'credit', amount: '1' }, STATEMENT_MSG.adjustReasonRequired],
      [{ direction: 'credit', amount: '1', reason: 'x'.repeat(301) }, STATEMENT_MSG.adjustReasonLong],
    ];
    for (const [body, text] of cases) {
      const res = await adjust(c, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toBe(text);
    }
    expect((await adjust(c, { direction: 'credit', amount: '1', reason: 'x'.repeat(300) })).status).toBe(200);
    const other = await w.newAdmin();
    const ofAdmin = await adjust(other, { direction: 'credit', amount: '1', reason: 'x' });
    expect(ofAdmin.status).toBe(400);
    expect(ofAdmin.body.errors).toBe(STATEMENT_MSG.adjustNoBalance);
    const missing = await w.post('/api/admin/users/00000000-0000-4000-8000-000000000000/adjustments', admin, {
      direction: 'credit',
      amount: '1',
      reason: 'x',
    });
    expect(missing.status).toBe(404);
    // Only the operator adjusts.
    for (const who of [c, await w.business(), await w.venue()]) {
      expect(
        (await adjust(c, { direction: 'credit', amount: '1', reason: 'x' }, undefined, who)).status,
      ).toBe(403);
    }
    expect(await w.wallet(c)).toBe(100);
  });

  it('the ledger check catches any other entry on platform:adjustments', async () => {
    const c = await w.customer();
    await w.t.db.transaction((tx) =>
      transfer(tx, {
        kind: 'customer_payout',
        idempotencyKey: `test:bogus-adjustment:${c.user.id}`,
        fromKey: PLATFORM_ADJUSTMENTS,
        toKey: accountKeys.wallet(c.user.id),
        amountCents: 100,
      }),
    );
    const check = await checkLedger(w.t.db);
    expect(check.problems).toContain(
      `Entry test:bogus-adjustment:${c.user.id} (customer_payout) touches platform:adjustments, which only adjustments may.`,
    );
  });
});
