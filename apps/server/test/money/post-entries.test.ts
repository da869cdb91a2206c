/**
 * postEntries, the ledger's batch (settlement pays every participant with it): many entries in slices of
 * BATCH_ROWS rows, each once by its own key, all or nothing when a balance would go below zero.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, users } from '../../src/db/schema';
import { BATCH_ROWS } from '../../src/db/chunks';
import { AppError } from '../../src/lib/app-error';
import { accountKeys, balanceOf, postEntries, type EntryInput } from '../../src/ledger';
import { createTestApp, type TestApp } from '../test-app';
import { databaseKinds } from '../test-db';
import { expectLedgerOk, topUp } from './helpers';

describe.each(databaseKinds)('postEntries (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(() => t.close());

  /** `n` customers written straight to the table (the batch needs their ids, not their sign-ups). */
  async function customers(n: number) {
    const rows = await t.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          email: `batch-${crypto.randomUUID()}-${i}@example.com`,
          passwordHash: 'not-a-hash',
          role: 3,
          name: `Batch ${i}`,
        })),
      )
      .returning({ id: users.id });
    return rows.map((r) => r.id);
  }

  /** One entry per customer id: `cents` from the business's credit into that wallet. */
  const payouts = (from: string, ids: string[], cents: number, tag: string): EntryInput[] =>
    ids.map((id, i) => ({
      kind: 'customer_payout',
      idempotencyKey: `test:batch:${tag}:${i}`,
      memo: 'Batch Business',
      lines: [
        { key: from, amountCents: -cents },
        { key: accountKeys.wallet(id), amountCents: cents },
      ],
      insufficientMessage: 'Not enough credit for the batch.',
    }));

  it('posts more entries than one statement takes, each once, and a repeat changes nothing', async () => {
    const business = await t.createUser(2);
    await topUp(t, business.auth, 100, 'paypal');
    const credit = accountKeys.businessCredit(business.user.id);
    // Customers whose wallets do not exist yet: the batch creates them (more than one slice of accounts and lines).
    const ids = await customers(BATCH_ROWS + 250);
    const entries = payouts(credit, ids, 7, 'big');
    const first = await t.db.transaction((tx) => postEntries(tx, entries));
    expect(first).toHaveLength(ids.length);
    expect(first.every((r) => !r.duplicate)).toBe(true);
    expect(await balanceOf(t.db, credit)).toBe(10_000 - 7 * ids.length);
    for (const id of [ids[0], ids[BATCH_ROWS], ids[ids.length - 1]]) {
      expect(await balanceOf(t.db, accountKeys.wallet(id))).toBe(7);
    }
    const again = await t.db.transaction((tx) => postEntries(tx, entries));
    expect(again.map((r) => r.entryId)).toEqual(first.map((r) => r.entryId));
    expect(again.every((r) => r.duplicate)).toBe(true);
    expect(await balanceOf(t.db, credit)).toBe(10_000 - 7 * ids.length);
    await expectLedgerOk(t);
  });

  it('posts nothing when the batch would take a balance below zero', async () => {
    const business = await t.createUser(2);
    await topUp(t, business.auth, 20, 'paypal');
    const credit = accountKeys.businessCredit(business.user.id);
    const ids = await customers(5);
    // 5 x $5 = $25 from $20 of credit: the last ones do not fit, so none is posted.
    const entries = payouts(credit, ids, 500, 'short');
    const err = await t.db.transaction((tx) => postEntries(tx, entries)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe('Not enough credit for the batch.');
    expect(await balanceOf(t.db, credit)).toBe(2000);
    const written = await t.db
      .select()
      .from(journalEntries)
      .where(
        inArray(
          journalEntries.idempotencyKey,
          entries.map((e) => e.idempotencyKey),
        ),
      );
    expect(written).toEqual([]);
    // Four of them fit.
    await t.db.transaction((tx) => postEntries(tx, entries.slice(0, 4)));
    expect(await balanceOf(t.db, credit)).toBe(0);
    expect(
      await t.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.idempotencyKey, entries[3].idempotencyKey)),
    ).toHaveLength(1);
    await expectLedgerOk(t);
  });
});
