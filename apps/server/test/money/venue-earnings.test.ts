/**
 * A venue withdraws only its earnings, what customers paid it from their wallets at the counter
 * less what it already withdrew. Topped-up credit and pocket money returned at the counter only fund campaigns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_MSG } from '@spruik/shared';
import { accountKeys, checkLedger, transfer } from '../../src/ledger';
import { databaseKinds } from '../test-db';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';
import { describeWith } from '../support/describe-with';

const BANK = { accountName: 'Laneway Pty Ltd', BSB: '063-000', accountNumber: '12345678' };

describe.each(databaseKinds)('venue earnings (%s)', (kind) => {
  let w: PayWorld;
  beforeAll(async () => {
    w = await payWorld(kind);
  });
  afterAll(() => w.close());

  /** A venue with saved bank details and `topUpCents` of topped-up credit. */
  async function venueWithBank(topUpCents = 0) {
    const v = await w.venue();
    expect((await w.post('/api/users/bank', v, BANK)).status).toBe(200);
    if (topUpCents > 0) await w.fund(v, topUpCents);
    return v;
  }
  /** A customer pays `walletCents` at the venue from the wallet. */
  async function customerPays(v: Person, walletCents: number) {
    const c = await w.customer();
    await w.giveWallet(c, walletCents);
    const res = await w.pay(c, { wallet: (walletCents / 100).toFixed(2), pocket: 0, venueID: v.user.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return c;
  }
  const withdraw = (v: Person, amount: number | string) => w.post('/api/withdraws', v, { amount });
  const me = async (v: Person) => (await w.get('/api/users/me', v)).body.data.user.details;

  it('a top-up is spendable credit but not withdrawable', async () => {
    const v = await venueWithBank(25_000);
    expect(await me(v)).toMatchObject({ credit: 250, withdrawable: 0 });
    const res = await withdraw(v, 250);
    expect(res.status).toBe(400);
    expect(res.body.errors).toBe(MONEY_MSG.withdrawAboveEarnings);
    expect(await w.venueCredit(v)).toBe(25_000);
    await w.expectLedgerOk();
  });

  it('customers paying from their wallets raise Withdrawable; a top-up leaves it as it is', async () => {
    const v = await venueWithBank();
    await customerPays(v, 3000);
    expect(await me(v)).toMatchObject({ credit: 30, withdrawable: 30, totalIncome: 30 });
    await w.fund(v, 5000);
    expect(await me(v)).toMatchObject({ credit: 80, withdrawable: 30 });

    expect((await withdraw(v, 30.01)).body.errors).toBe(MONEY_MSG.withdrawAboveEarnings);
    const res = await withdraw(v, 20);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ message: 'Successfully requested', credit: 60, withdrawable: 10 });
    expect((await withdraw(v, 10.01)).body.errors).toBe(MONEY_MSG.withdrawAboveEarnings);
    expect((await withdraw(v, 10)).status).toBe(200);
    expect(await me(v)).toMatchObject({ credit: 50, withdrawable: 0 });
    await w.expectLedgerOk();
  });

  it('pocket money spent at the counter returns to the credit, not to the earnings', async () => {
    const v = await venueWithBank();
    const c = await w.customer();
    await w.givePocket(v, c, 1200);
    const before = await w.venueEarnings(v);
    const res = await w.pay(c, { wallet: 0, pocket: 12, venueID: v.user.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await w.venueEarnings(v)).toBe(before);
    expect((await me(v)).withdrawable).toBe(0);
    expect((await withdraw(v, 12)).body.errors).toBe(MONEY_MSG.withdrawAboveEarnings);
    await w.expectLedgerOk();
  });

  it('a rejected withdrawal goes back to the earnings', async () => {
    const v = await venueWithBank();
    await customerPays(v, 1500);
    const res = await withdraw(v, 15);
    expect(res.status).toBe(200);
    const admin = await w.t.createUser(4);
    const decided = await w.post(`/api/admin/withdraws/${res.body.data.withdraw.id}`, admin, {
      approve: false,
      reason: 'The account name does not match the venue.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await w.venueEarnings(v)).toBe(1500);
    expect(await me(v)).toMatchObject({ withdrawable: 15 });
    await w.expectLedgerOk();
  });

  it('a campaign spends the credit first and the earnings only for the rest', async () => {
    const v = await venueWithBank(1000);
    await customerPays(v, 2000);
    // Type 6, 2 places at $8: $16 reserved, $10 from the credit, $6 from the earnings.
    await w.live(v, 6, { participantsCount: 2, participantsShare: '8.00' });
    expect(await w.balance(accountKeys.venueCredit(v.user.id))).toBe(0);
    expect(await w.venueEarnings(v)).toBe(1400);
    expect(await me(v)).toMatchObject({ credit: 14, withdrawable: 14 });
    // More than credit and earnings together is refused, and nothing moves.
    const res = await w.post('/api/campaigns', v, {
      type: 6,
      title: 'Too big',
      conditions: 'Tag us.',
      participantsCount: 2,
      participantsShare: '8.00',
      endDate: new Date(w.t.clock.now().getTime() + 3 * 86_400_000).toISOString(),
      link: 'www.example.com/page',
      platform: 'instagram',
    });
    expect(res.status).toBe(400);
    expect(await w.venueEarnings(v)).toBe(1400);
    await w.expectLedgerOk();
  });

  it('needs saved bank details first', async () => {
    const v = await w.venue();
    await customerPays(v, 1000);
    const res = await withdraw(v, 5);
    expect(res.status).toBe(400);
    expect(res.body.errors).toBe(MONEY_MSG.bankRequired);
    expect(await w.venueEarnings(v)).toBe(1000);
  });

  // Last in this world: it leaves the ledger broken on purpose.
  it('the ledger check catches earnings that did not come from a counter payment', async () => {
    const v = await venueWithBank(2000);
    await w.expectLedgerOk();
    await w.t.db.transaction((tx) =>
      transfer(tx, {
        kind: 'side_door',
        idempotencyKey: `side:${v.user.id}`,
        fromKey: accountKeys.venueCredit(v.user.id),
        toKey: accountKeys.venueEarnings(v.user.id),
        amountCents: 2000,
      }),
    );
    const check = await checkLedger(w.t.db);
    expect(check.ok).toBe(false);
    expect(check.problems).toContain(
      `Entry side:${v.user.id} (side_door) moves 2000 cents on venue earnings, which it may not.`,
    );
  });
});

describeWith('postgres')('venue earnings under concurrency (postgres)', () => {
  let w: PayWorld;
  beforeAll(async () => {
    w = await payWorld('postgres');
  });
  afterAll(() => w.close());

  it('withdrawals racing for the same earnings never take more than the earnings', async () => {
    const v = await w.venue();
    expect((await w.post('/api/users/bank', v, BANK)).status).toBe(200);
    await w.fund(v, 10_000); // credit that must stay put
    const c = await w.customer();
    await w.giveWallet(c, 3000);
    expect((await w.pay(c, { wallet: 30, pocket: 0, venueID: v.user.id })).status).toBe(200);

    const results = await Promise.all(
      Array.from({ length: 8 }, () => w.post('/api/withdraws', v, { amount: 20 })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.errors).toBe(MONEY_MSG.withdrawAboveEarnings);
    }
    expect(await w.venueEarnings(v)).toBe(1000);
    expect(await w.balance(accountKeys.venueCredit(v.user.id))).toBe(10_000);
    await w.expectLedgerOk();
  });
});
