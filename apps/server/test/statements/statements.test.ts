/**
 * Issue 15 item 1: every role reads a statement of its balances, built from the ledger, that adds up to the
 * balance its screen shows; paged by keyset; another user's balances are out of reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_INVALID, STATEMENT_MSG } from '@spruik/shared';
import { databaseKinds } from '../test-db';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';
import { addBank, topUp } from '../money/helpers';
import { expectLedgerGreen, expectSumsToBalance, readWholeStatement } from './helpers';

describe.each(databaseKinds)('statements (%s)', (kind) => {
  let w: PayWorld;
  beforeAll(async () => {
    w = await payWorld(kind);
  });
  afterAll(() => w.close());

  const statement = (p: Person, opts: { account?: string; limit?: number } = {}) =>
    readWholeStatement(w.t, p.auth, opts);
  const me = async (p: Person) => (await w.get('/api/users/me', p)).body.data.user;

  it('a business: top-ups, a campaign reserved and its unspent credit returned, newest first', async () => {
    const b = await w.business();
    await topUp(w.t, b.auth, 50, 'card');
    await topUp(w.t, b.auth, 20, 'paypal');
    const id = await w.live(b, 1, { title: 'Summer Latte', participantsCount: 2, participantsShare: '10.00' });
    const c = await w.customer();
    const act = await w.accept(c, id);
    expect((await w.submit(c, act, {})).status).toBe(200);
    expect((await w.post(`/api/campaigns/${id}/end`, b)).status).toBe(200);

    const s = await statement(b);
    expect(s.account).toEqual({ account: 'credit', label: 'Available credit', balance: 65 });
    expect(s.accounts).toEqual([s.account]);
    expect(s.lines.map((l) => [l.description, l.amount, l.balance])).toEqual([
      // The creator earned 5 of the 10 share (follower factor 0.5); 15 of the 20 reserved comes back.
      ['Campaign "Summer Latte" ended early: unspent credit returned', 15, 65],
      ['Campaign "Summer Latte" reserved', -20, 50],
      ['Top-up with PayPal', 20, 70],
      ['Top-up by card', 50, 50],
    ]);
    expect((await me(b)).details.credit).toBe(s.account.balance);
    expectSumsToBalance(s);

    // The creator's wallet shows who paid, for which campaign.
    const cs = await statement(c);
    expect(cs.lines.map((l) => [l.description, l.amount, l.balance])).toEqual([
      ['Paid by Test Business for "Summer Latte"', 5, 5],
    ]);
    await expectLedgerGreen(w.t);
  });
});
