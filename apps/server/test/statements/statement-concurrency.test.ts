/**
 * Statements on PostgreSQL: a statement lists lines in the order they were applied to the balance (the line
 * number taken under the account's lock), not in the order their transactions started. Under concurrent
 * credits, debits, withdrawals and counter payments, every running balance on the statement is one the account
 * really held: never below zero, and the newest is the balance.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toCents } from '@spruik/shared';
import { setMaxTransactionAttempts } from '../../src/db/transaction';
import { addBank } from '../money/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';
import { expectLedgerGreen, expectSumsToBalance, readWholeStatement } from './helpers';
import { describeWith } from '../support/describe-with';

describeWith('postgres')('statements under real concurrency (postgres)', () => {
  let w: PayWorld;
  let attempts: number;
  beforeAll(async () => {
    w = await payWorld('postgres');
    attempts = setMaxTransactionAttempts(1);
  });
  afterAll(async () => {
    setMaxTransactionAttempts(attempts);
    await w.close();
  });

  it('concurrent money on one wallet and a venue: running balances as they really were', async () => {
    const admin = await w.admin();
    const venue = await w.venue();
    const c = await w.customer();
    await addBank(w.t, c.auth, '77778888');
    await w.giveWallet(c, 1000);
    const requests = Array.from({ length: 40 }, (_, i) => {
      const kind = i % 4;
      if (kind === 0)
        return w.post(`/api/admin/users/${c.user.id}/adjustments`, admin, {
          direction: 'credit',
          amount: '3.00',
          reason: `Credit ${i}`,
        });
      if (kind === 1)
        return w.post(`/api/admin/users/${c.user.id}/adjustments`, admin, {
          direction: 'debit',
          amount: '4.00',
          reason: `Debit ${i}`,
        });
      if (kind === 2) return w.pay(c, { wallet: '2.50', pocket: 0, venueID: venue.user.id });
      return w.post('/api/users/withdraw', c, { amount: 10 });
    });
    const answers = await Promise.all(requests);
    for (const a of answers) expect([200, 400], JSON.stringify(a.body)).toContain(a.status);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(10);

    const wallet = await readWholeStatement(w.t, c.auth, { limit: 9 });
    expectSumsToBalance(wallet);
    for (const l of wallet.lines) expect(toCents(l.balance), l.description).toBeGreaterThanOrEqual(0);
    expect(wallet.lines.length).toBe(1 + answers.filter((a) => a.status === 200).length);
    const credit = await readWholeStatement(w.t, venue.auth, { limit: 4 });
    expectSumsToBalance(credit);
    expectSumsToBalance(await readWholeStatement(w.t, venue.auth, { account: 'earnings', limit: 4 }));
    await expectLedgerGreen(w.t);
  });
});
