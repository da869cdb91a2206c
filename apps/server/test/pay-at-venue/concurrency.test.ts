import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PAY_MSG } from '@spruik/shared';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from './helpers';
import { describeWith } from '../support/describe-with';

const count = (rs: Array<{ status: number }>, status: number) => rs.filter((r) => r.status === status).length;

/** Real row-lock contention needs the real server: PGlite is one connection behind a mutex. */
describeWith('postgres')('paying at a venue under real concurrency (postgres)', () => {
  let w: PayWorld;
  let venue: Person;
  beforeAll(async () => {
    w = await payWorld('postgres');
    venue = await w.venue();
  });
  afterAll(() => w.close());

  it('20 concurrent payments of a whole wallet: exactly one succeeds', async () => {
    const c = await w.customer();
    await w.giveWallet(c, 2500);
    const creditBefore = await w.venueCredit(venue);
    const incomeBefore = await w.income(venue);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => w.pay(c, { wallet: '25.00', pocket: '', venueID: venue.user.id })),
    );
    expect(count(results, 200)).toBe(1);
    expect(count(results, 400)).toBe(19);
    for (const r of results.filter((x) => x.status === 400))
      expect(r.body.errors).toBe(PAY_MSG.notEnoughWallet);
    expect(await w.wallet(c)).toBe(0);
    expect(await w.venueCredit(venue)).toBe(creditBefore + 2500);
    expect(await w.income(venue)).toBe(incomeBefore + 2500);
    expect(await w.paymentsOf(c)).toHaveLength(1);
    await w.expectLedgerOk();
  });

  it('the same voucher redeemed by 10 concurrent requests: once', async () => {
    const c = await w.customer();
    await w.giveWallet(c, 1000);
    const { voucherId } = await w.giveVoucher(venue, c, { discount: 30 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => w.pay(c, { wallet: 1, venueID: venue.user.id, redeemID: voucherId })),
    );
    expect(count(results, 200)).toBe(1);
    expect(count(results, 409)).toBe(9);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.errors).toBe(PAY_MSG.voucherUsed);
    const winner = results.find((r) => r.status === 200)!;
    expect(await w.voucher(voucherId)).toMatchObject({
      isUsed: true,
      paymentId: winner.body.data.payment.id,
    });
    // Only the winning request took money.
    expect(await w.wallet(c)).toBe(900);
    expect(await w.paymentsOf(c)).toHaveLength(1);
    await w.expectLedgerOk();
  });

  it('10 concurrent repeats of one requestId: one payment, charged once', async () => {
    const c = await w.customer();
    await w.giveWallet(c, 1000);
    await w.givePocket(venue, c, 500);
    const requestId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => w.pay(c, { wallet: 3, pocket: 2, venueID: venue.user.id, requestId })),
    );
    expect(count(results, 200)).toBe(10);
    expect(new Set(results.map((r) => r.body.data.payment.id)).size).toBe(1);
    expect(await w.wallet(c)).toBe(700);
    expect(await w.pocket(c, venue.user.id)).toBe(300);
    expect(await w.paymentsOf(c)).toHaveLength(1);
    await w.expectLedgerOk();
  });

  it('wallet and pocket payments of many customers at once keep every balance right', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => w.customer()));
    for (const c of people) {
      await w.giveWallet(c, 1500);
      await w.givePocket(venue, c, 300);
    }
    const creditBefore = await w.venueCredit(venue);
    const results = await Promise.all(
      people.flatMap((c) =>
        Array.from({ length: 4 }, () => w.pay(c, { wallet: '3.00', pocket: '1.00', venueID: venue.user.id })),
      ),
    );
    // Each customer: 3 pocket dollars allow three payments of $1; the fourth is refused.
    expect(count(results, 200)).toBe(18);
    for (const r of results.filter((x) => x.status === 400))
      expect(r.body.errors).toBe(PAY_MSG.notEnoughPocket);
    for (const c of people) {
      expect(await w.wallet(c)).toBe(600);
      expect(await w.pocket(c, venue.user.id)).toBe(0);
    }
    expect(await w.venueCredit(venue)).toBe(creditBefore + 18 * 400);
    await w.expectLedgerOk();
  });
});
