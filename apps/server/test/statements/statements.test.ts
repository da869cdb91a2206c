/**
 * Every role reads a statement of its balances, built from the ledger, that adds up to the
 * balance its screen shows; paged by keyset; another user's balances are out of reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_INVALID, STATEMENT_MSG, toCents } from '@spruik/shared';
import { databaseKinds } from '../test-db';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';
import { addBank, topUp } from '../money/helpers';
import { accountKeys, payCustomer, transfer } from '../../src/ledger';
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
    const id = await w.live(b, 1, {
      title: 'Summer Latte',
      participantsCount: 2,
      participantsShare: '10.00',
    });
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

  it('a customer: wallet and each pocket, counter payments and withdrawals (one rejected with its reason)', async () => {
    const v = await w.venue();
    const c = await w.customer({ name: 'Chloe' });
    await addBank(w.t, c.auth, '99887766');
    await w.giveWallet(c, 3000);
    await w.givePocket(v, c, 800);
    const pay = await w.pay(c, { wallet: '5.00', pocket: '3.00', venueID: v.user.id });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const admin = await w.admin();
    const first = await w.post('/api/users/withdraw', c, { amount: 10 });
    expect(first.status).toBe(200);
    const reject = await w.post(`/api/admin/withdraws/${first.body.data.withdraw.id}`, admin, {
      approve: false,
      reason: 'The account number is closed',
    });
    expect(reject.status).toBe(200);
    const second = await w.post('/api/users/withdraw', c, { amount: 12 });
    expect(
      (await w.post(`/api/admin/withdraws/${second.body.data.withdraw.id}`, admin, { approve: true })).status,
    ).toBe(200);

    const wallet = await statement(c);
    expect(wallet.account).toEqual({ account: 'wallet', label: 'Wallet', balance: 13 });
    expect(wallet.lines.map((l) => [l.description, l.amount, l.balance])).toEqual([
      ['Withdrawal requested (paid out)', -12, 13],
      ['Withdrawal rejected: The account number is closed', 10, 25],
      ['Withdrawal requested (rejected)', -10, 15],
      ['Payment at Test Venue', -5, 25],
      ['Paid by Test Business', 30, 30],
    ]);
    expect((await me(c)).wallet).toBe(13);
    expectSumsToBalance(wallet);

    const pocketAccount = `pocket:${v.user.id}`;
    expect(wallet.accounts).toEqual([
      wallet.account,
      { account: pocketAccount, label: 'Pocket at Test Venue', balance: 5 },
    ]);
    const pocket = await statement(c, { account: pocketAccount });
    expect(pocket.lines.map((l) => [l.description, l.amount, l.balance])).toEqual([
      ['Payment at Test Venue', -3, 5],
      ['Paid by Test Venue for "Campaign type 6"', 8, 8],
    ]);
    expectSumsToBalance(pocket);

    // The venue: a counter payment is one line on its Available credit (wallet part to earnings, pocket part back
    // to credit) and its wallet part alone on Withdrawable.
    const credit = await statement(v);
    expect(credit.account).toEqual({ account: 'credit', label: 'Available credit', balance: 8 });
    expect(credit.lines.map((l) => [l.description, l.amount, l.balance])).toEqual([
      ['Counter payment by Chloe', 8, 8],
      ['Campaign "Campaign type 6" reserved', -8, 0],
      ['Top-up by card', 8, 8],
    ]);
    expect((await me(v)).details.credit).toBe(8);
    const earnings = await statement(v, { account: 'earnings' });
    expect(earnings.account).toEqual({ account: 'earnings', label: 'Withdrawable', balance: 5 });
    expect(earnings.lines.map((l) => [l.description, l.amount, l.balance])).toEqual([
      ['Counter payment by Chloe', 5, 5],
    ]);
    expect((await me(v)).details.withdrawable).toBe(5);
    expect(credit.accounts).toEqual([credit.account, earnings.account]);
    await expectLedgerGreen(w.t);
  });

  it("a venue's opening split (credit to earnings) is a line on Withdrawable, not on Available credit", async () => {
    const v = await w.venue();
    await w.fund(v, 4000);
    await w.t.db.transaction((tx) =>
      transfer(tx, {
        kind: 'earnings_opening',
        idempotencyKey: `earnings:opening:${v.user.id}`,
        fromKey: accountKeys.venueCredit(v.user.id),
        toKey: accountKeys.venueEarnings(v.user.id),
        amountCents: 1500,
      }),
    );
    const credit = await statement(v);
    expect(credit.lines.map((l) => [l.description, l.amount, l.balance])).toEqual([
      ['Top-up by card', 40, 40],
    ]);
    const earnings = await statement(v, { account: 'earnings' });
    expect(earnings.lines.map((l) => [l.description, l.amount, l.balance])).toEqual([
      ['Opening balance: earlier counter payments', 15, 15],
    ]);
    expectSumsToBalance(credit);
    expectSumsToBalance(earnings);
    await expectLedgerGreen(w.t);
  });

  it('pages by keyset: every line once, balances carrying on across pages, as of the first page', async () => {
    const b = await w.business();
    await w.fund(b, 100_000);
    const c = await w.customer();
    // 120 payouts of 1..120 cents: 121 lines with the business's top-up on its side.
    for (let i = 1; i <= 120; i++) {
      await w.t.db.transaction((tx) =>
        payCustomer(tx, {
          fromKey: accountKeys.businessCredit(b.user.id),
          customerId: c.user.id,
          amountCents: i,
          key: `test:paging:${c.user.id}:${i}`,
          memo: `Payer ${i}`,
        }),
      );
    }
    const page1 = await w.get('/api/statement?limit=50', c);
    expect(page1.status).toBe(200);
    expect(page1.body.data.lines).toHaveLength(50);
    expect(page1.body.data.lines[0].description).toBe('Paid by Payer 120');
    // Money arriving after the first page is not on the later ones: they show the statement as it stood.
    await w.giveWallet(c, 999);
    const page2 = await w.get(`/api/statement?limit=50&cursor=${page1.body.data.nextCursor}`, c);
    expect(page2.body.data.lines[0].description).toBe('Paid by Payer 70');
    const last1 = page1.body.data.lines.at(-1);
    expect(toCents(page2.body.data.lines[0].balance)).toBe(toCents(last1.balance) - toCents(last1.amount));
    const page3 = await w.get(`/api/statement?limit=50&cursor=${page2.body.data.nextCursor}`, c);
    expect(page3.body.data.lines.map((l: { description: string }) => l.description)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Paid by Payer ${20 - i}`),
    );
    expect(page3.body.data.nextCursor).toBeNull();
    expect(page3.body.data.lines.at(-1).balance).toBe(0.01);

    const all = await statement(c, { limit: 7 });
    expect(all.pages).toBe(18);
    expect(new Set(all.lines.map((l) => l.id)).size).toBe(121);
    expectSumsToBalance(all);
    expect(toCents(all.account.balance)).toBe((120 * 121) / 2 + 999);
    expectSumsToBalance(await statement(b, { limit: 500 }));
  });

  it("keeps to the caller's own balances: another role's or user's is refused, odd input is a 400", async () => {
    const c = await w.customer();
    const b = await w.business();
    const v = await w.venue();
    const admin = await w.admin();
    const refused = async (
      who: Person,
      query: string,
      status = 400,
      text: string = STATEMENT_MSG.accountInvalid,
    ) => {
      const res = await w.get(`/api/statement${query}`, who);
      expect(res.status, query).toBe(status);
      expect(res.body.errors, query).toBe(text);
    };
    await refused(c, '?account=credit');
    await refused(c, '?account=earnings');
    await refused(c, `?account=pocket:${v.user.id}`); // a pocket the customer never had
    await refused(c, '?account=pocket:not-a-venue');
    await refused(c, '?account=wallet:' + c.user.id);
    await refused(b, '?account=wallet');
    await refused(b, '?account=earnings');
    await refused(v, '?account=wallet');
    await refused(v, `?account=pocket:${v.user.id}`);
    await refused(admin, '', 403, 'You are not allowed to do this.');
    await refused(c, '?cursor=abc', 400, PAGE_INVALID);
    await refused(c, '?cursor=' + Buffer.from('[1,2,3]').toString('base64url'), 400, PAGE_INVALID);
    await refused(c, '?cursor=' + Buffer.from('[-1,2]').toString('base64url'), 400, PAGE_INVALID);
    for (const limit of ['0', '501', 'abc', '1.5']) await refused(c, `?limit=${limit}`, 400, PAGE_INVALID);
    // A venue's Available credit cursor (two accounts) does not page its Withdrawable statement (one).
    const cursor = Buffer.from('[5,1,2]').toString('base64url');
    await refused(v, `?account=earnings&cursor=${cursor}`, 400, PAGE_INVALID);
    expect((await w.get(`/api/statement?cursor=${cursor}`, v)).status).toBe(200);
    // Nobody but the operator opens another user's statement.
    for (const who of [c, b, v]) {
      expect((await w.get(`/api/admin/users/${b.user.id}/statement`, who)).status).toBe(403);
      expect((await w.get(`/api/admin/users/${b.user.id}/statement.csv`, who)).status).toBe(403);
    }
    expect((await w.get('/api/statement', null)).status).toBe(401);
  });

  it("the operator opens a user's statement: the same lines the user reads", async () => {
    const v = await w.venue({ name: 'Owner Name' });
    await w.fund(v, 2500);
    const admin = await w.admin();
    const own = await statement(v);
    const seen = await readWholeStatement(w.t, admin.auth, {
      url: `/api/admin/users/${v.user.id}/statement`,
    });
    expect(seen.lines).toEqual(own.lines);
    expect(seen.account).toEqual(own.account);
    expect(seen.user).toMatchObject({ id: v.user.id, name: 'Owner Name', role: 1 });
    const earnings = await readWholeStatement(w.t, admin.auth, {
      url: `/api/admin/users/${v.user.id}/statement`,
      account: 'earnings',
    });
    expect(earnings.account.label).toBe('Withdrawable');
    const missing = await w.get('/api/admin/users/00000000-0000-4000-8000-000000000000/statement', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toBe('User not found.');
    expect((await w.get('/api/admin/users/nope/statement', admin)).status).toBe(404);
    const ofAdmin = await w.get(`/api/admin/users/${admin.user.id}/statement`, admin);
    expect(ofAdmin.status).toBe(400);
    expect(ofAdmin.body.errors).toBe(STATEMENT_MSG.noStatement);
    const wrong = await w.get(`/api/admin/users/${v.user.id}/statement?account=wallet`, admin);
    expect(wrong.status).toBe(400);
  });
});
