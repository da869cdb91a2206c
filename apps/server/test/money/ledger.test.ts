import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, topUps, withdrawals } from '../../src/db/schema';
import { AppError } from '../../src/lib/app-error';
import {
  accountKeys,
  balanceOf,
  checkLedger,
  parseAccountKey,
  postEntry,
  transfer,
  userBalances,
} from '../../src/ledger';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { addBank, expectLedgerOk, fundCustomer, topUp } from './helpers';

describe('account keys', () => {
  const a = '11111111-1111-4111-8111-111111111111';
  const b = '22222222-2222-4222-8222-222222222222';
  it('name every balance kind and parse back', () => {
    expect(parseAccountKey(accountKeys.wallet(a))).toMatchObject({
      kind: 'wallet',
      ownerId: a,
      allowNegative: false,
    });
    expect(parseAccountKey(accountKeys.pocket(a, b))).toMatchObject({
      kind: 'pocket',
      ownerId: a,
      venueId: b,
    });
    expect(parseAccountKey(accountKeys.businessCredit(a))).toMatchObject({
      kind: 'business_credit',
      ownerId: a,
    });
    expect(parseAccountKey(accountKeys.venueCredit(a))).toMatchObject({ kind: 'venue_credit', ownerId: a });
    expect(parseAccountKey(accountKeys.escrow(a))).toMatchObject({
      kind: 'escrow',
      campaignId: a,
      ownerId: null,
    });
    expect(parseAccountKey(accountKeys.withdrawal(a))).toMatchObject({ kind: 'withdrawal' });
    expect(parseAccountKey(accountKeys.externalTopUps())).toMatchObject({
      kind: 'external',
      allowNegative: true,
    });
    expect(parseAccountKey(accountKeys.externalPayouts())).toMatchObject({
      kind: 'external',
      allowNegative: true,
    });
    expect(accountKeys.creditOf({ id: a, role: 1 })).toBe(`venue_credit:${a}`);
    expect(accountKeys.creditOf({ id: a, role: 2 })).toBe(`business_credit:${a}`);
  });
  it('refuse anything else', () => {
    for (const k of ['wallet:', 'wallet:x', `wallet:${a}:x`, 'external:gifts', `cash:${a}`, ''])
      expect(parseAccountKey(k)).toBeNull();
  });
});

describe.each(databaseKinds)('postEntry and the invariant check (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  const post = (input: Parameters<typeof postEntry>[1]) => t.db.transaction((tx) => postEntry(tx, input));

  it('refuses unbalanced, empty, fractional and unknown-account entries before writing anything', async () => {
    const u = await t.createUser(3);
    const w = accountKeys.wallet(u.user.id);
    const bad: Array<Parameters<typeof postEntry>[1]['lines']> = [
      [],
      [{ key: w, amountCents: 5 }],
      [
        { key: w, amountCents: 5 },
        { key: accountKeys.externalTopUps(), amountCents: -4 },
      ],
      [
        { key: w, amountCents: 0.5 },
        { key: accountKeys.externalTopUps(), amountCents: -0.5 },
      ],
      [
        { key: w, amountCents: 0 },
        { key: accountKeys.externalTopUps(), amountCents: 0 },
      ],
      [
        { key: 'cash:box', amountCents: 5 },
        { key: accountKeys.externalTopUps(), amountCents: -5 },
      ],
    ];
    for (const lines of bad)
      await expect(post({ kind: 'test', idempotencyKey: `bad:${Math.random()}`, lines })).rejects.toThrow(
        /ledger/,
      );
    expect(
      await t.db
        .select()
        .from(journalEntries)
        .where(sql`${journalEntries.idempotencyKey} like 'bad:%'`),
    ).toHaveLength(0);
  });

  it('refuses to take an inside balance below zero with the caller’s message, and writes nothing', async () => {
    const c = await t.createUser(3);
    await fundCustomer(t, c.user.id, 500);
    const biz = await t.createUser(2);
    const attempt = post({
      kind: 'test',
      idempotencyKey: `short:${c.user.id}`,
      insufficientMessage: 'Not enough money in the wallet.',
      lines: [
        { key: accountKeys.wallet(c.user.id), amountCents: -501 },
        { key: accountKeys.businessCredit(biz.user.id), amountCents: 501 },
      ],
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      userMessage: 'Not enough money in the wallet.',
    });
    expect(await balanceOf(t.db, accountKeys.wallet(c.user.id))).toBe(500);
    expect(
      await t.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, `short:${c.user.id}`)),
    ).toHaveLength(0);
    await expectLedgerOk(t);
  });

  it('makes a repeated effect a no-op, even after the money has moved on', async () => {
    const c = await t.createUser(3);
    const biz = await fundCustomer(t, c.user.id, 300);
    const move = () =>
      t.db.transaction((tx) =>
        transfer(tx, {
          kind: 'test_move',
          idempotencyKey: `move:${c.user.id}`,
          fromKey: accountKeys.wallet(c.user.id),
          toKey: accountKeys.businessCredit(biz.user.id),
          amountCents: 300,
        }),
      );
    const first = await move();
    expect(first.duplicate).toBe(false);
    const second = await move();
    expect(second).toEqual({ duplicate: true, entryId: first.entryId });
    expect(await balanceOf(t.db, accountKeys.wallet(c.user.id))).toBe(0);
    await expectLedgerOk(t);
  });

  it('never lets transfer create or destroy money at the edges', async () => {
    const c = await t.createUser(3);
    await expect(
      t.db.transaction((tx) =>
        transfer(tx, {
          kind: 'x',
          idempotencyKey: 'x:1',
          fromKey: accountKeys.externalTopUps(),
          toKey: accountKeys.wallet(c.user.id),
          amountCents: 1,
        }),
      ),
    ).rejects.toThrow(/external/);
  });

  it('reports the balances a profile shows', async () => {
    const v = await t.createUser(1);
    await topUp(t, v.auth, 35);
    expect(await userBalances(t.db, v.user)).toEqual({
      walletCents: 0,
      pocketsCents: 0,
      creditCents: 3500,
      earningsCents: 0,
      totalIncomeCents: 0,
      inFlightCents: 0,
    });
    const b = await t.createUser(2);
    await topUp(t, b.auth, 20);
    expect((await userBalances(t.db, b.user)).creditCents).toBe(2000);
    const c = await t.createUser(3);
    expect(await userBalances(t.db, c.user)).toMatchObject({ walletCents: 0, creditCents: 0 });
  });

  it('the database itself refuses a negative inside balance', async () => {
    const c = await t.createUser(3);
    await fundCustomer(t, c.user.id, 100);
    await expect(
      t.db
        .update(ledgerAccounts)
        .set({ balanceCents: -1 })
        .where(eq(ledgerAccounts.key, accountKeys.wallet(c.user.id))),
    ).rejects.toThrow();
  });
});

/** Each case breaks one invariant behind the ledger's back; the check must name it. */
describe('the invariant check catches tampering', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function expectProblem(pattern: RegExp, undo: () => Promise<unknown>) {
    const r = await checkLedger(t.db);
    expect(r.ok).toBe(false);
    expect(r.problems.join('\n')).toMatch(pattern);
    await undo();
    await expectLedgerOk(t);
  }

  it('starts clean', async () => {
    await expectLedgerOk(t);
  });

  it('a stored balance that does not match its lines', async () => {
    const b = await t.createUser(2);
    await topUp(t, b.auth, 20);
    const key = accountKeys.businessCredit(b.user.id);
    await t.db.update(ledgerAccounts).set({ balanceCents: 2100 }).where(eq(ledgerAccounts.key, key));
    await expectProblem(/stores 2100 cents but its lines sum to 2000/, () =>
      t.db.update(ledgerAccounts).set({ balanceCents: 2000 }).where(eq(ledgerAccounts.key, key)),
    );
  });

  it('money created without a paid top-up', async () => {
    const b = await t.createUser(2);
    const s = await topUp(t, b.auth, 20);
    await t.db.update(topUps).set({ status: 'pending' }).where(eq(topUps.id, s.transactionId));
    await expectProblem(/external:topups is -\d+ cents but paid top-ups total/, () =>
      t.db.update(topUps).set({ status: 'paid' }).where(eq(topUps.id, s.transactionId)),
    );
  });

  it('money created through a side door (an entry on external:topups that is not a top-up)', async () => {
    const b = await t.createUser(2);
    await t.db.transaction((tx) =>
      postEntry(tx, {
        kind: 'gift',
        idempotencyKey: 'gift:1',
        lines: [
          { key: accountKeys.externalTopUps(), amountCents: -100 },
          { key: accountKeys.businessCredit(b.user.id), amountCents: 100 },
        ],
      }),
    );
    const r = await checkLedger(t.db);
    expect(r.ok).toBe(false);
    expect(r.problems.join('\n')).toMatch(/gift:1 \(gift\) moves money across the platform's edge/);
    expect(r.problems.join('\n')).toMatch(/external:topups is -\d+ cents but paid top-ups total/);
  });
});

describe('the invariant check catches a withdrawal out of step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a pending withdrawal marked verified without paying it out', async () => {
    const c = await t.createUser(3);
    await addBank(t, c.auth);
    await fundCustomer(t, c.user.id, 2000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/withdraw',
      headers: c.auth,
      payload: { amount: 15 },
    });
    const id = res.json().data.withdraw.id;
    await expectLedgerOk(t);
    await t.db.update(withdrawals).set({ status: 2 }).where(eq(withdrawals.id, id));
    const r = await checkLedger(t.db);
    expect(r.ok).toBe(false);
    expect(r.problems.join('\n')).toMatch(
      /external:payouts is 0 cents but paid withdrawals \(less fees\) total 1500/,
    );
    expect(r.problems.join('\n')).toMatch(new RegExp(`Withdrawal ${id} .* holds 1500 cents in flight`));
  });
});
