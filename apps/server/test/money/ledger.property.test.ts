import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountKeys, balanceOf, checkLedger, payCustomer } from '../../src/ledger';
import { AppError } from '../../src/lib/app-error';
import { createTestApp, type TestApp } from '../test-app';
import { addBank, client, startSandboxTopUp, topUp } from './helpers';

/**
 * Random sequences of top-ups, payouts, withdrawals and decisions against a plain in-memory model.
 * After every step the ledger's own check must pass and every balance must equal the model's.
 */
type Action =
  | { type: 'topUp'; payer: number; cents: number; outcome: 'pay' | 'cancel' | 'none'; twice: boolean }
  | { type: 'payout'; business: number; customer: number; cents: number }
  | { type: 'customerWithdraw'; customer: number; cents: number }
  | { type: 'venueWithdraw'; cents: number }
  | { type: 'counterPay'; customer: number; cents: number }
  | { type: 'decide'; pick: number; approve: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    type: fc.constant('topUp' as const),
    payer: fc.integer({ min: 0, max: 2 }),
    cents: fc.integer({ min: 1500, max: 9000 }),
    outcome: fc.constantFrom('pay' as const, 'pay' as const, 'cancel' as const, 'none' as const),
    twice: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('payout' as const),
    business: fc.integer({ min: 0, max: 1 }),
    customer: fc.integer({ min: 0, max: 1 }),
    cents: fc.integer({ min: 1, max: 4000 }),
  }),
  fc.record({
    type: fc.constant('customerWithdraw' as const),
    customer: fc.integer({ min: 0, max: 1 }),
    cents: fc.integer({ min: 0, max: 4000 }),
  }),
  // Small amounts, so a run's counter payments (its only withdrawable money) are often enough.
  fc.record({ type: fc.constant('venueWithdraw' as const), cents: fc.integer({ min: 0, max: 1500 }) }),
  // A customer pays the venue from the wallet at the counter: the venue's withdrawable earnings (issue 14).
  fc.record({
    type: fc.constant('counterPay' as const),
    customer: fc.integer({ min: 0, max: 1 }),
    cents: fc.integer({ min: 1, max: 3000 }),
  }),
  {
    arbitrary: fc.record({ type: fc.constant('decide' as const), pick: fc.nat(), approve: fc.boolean() }),
    weight: 2,
  },
);

describe('ledger model test (fast-check)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['createUser']>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser(4);
  });
  afterAll(() => t.close());

  it('keeps every invariant and matches the model after each step', async () => {
    const api = client(t);
    let run = 0;
    const seen = {
      credited: 0,
      paid: 0,
      withdrawn: 0,
      decided: 0,
      refused: 0,
      counter: 0,
      venueWithdrawn: 0,
    };
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 18 }), async (actions) => {
        run++;
        const businesses = [await t.createUser(2), await t.createUser(2)];
        const venue = await t.createUser(1);
        const customers = [await t.createUser(3), await t.createUser(3)];
        await addBank(t, customers[0].auth); // customers[1] never adds bank details
        await addBank(t, venue.auth);
        const payers = [businesses[0], businesses[1], venue];
        const creditKey = (i: number) =>
          i === 2 ? accountKeys.venueCredit(venue.user.id) : accountKeys.businessCredit(payers[i].user.id);

        const model = {
          credit: [0, 0, 0],
          /** The venue's earnings: counter payments from wallets, less its withdrawals. */
          earnings: 0,
          wallet: [0, 0],
          withdrawals: [] as Array<{ id: string; cents: number; owner: 'venue' | number; decided: boolean }>,
          topUpsIn: 0,
          paidOut: 0,
        };
        const startTopUps = await balanceOf(t.db, accountKeys.externalTopUps());
        const startPayouts = await balanceOf(t.db, accountKeys.externalPayouts());
        // Every run starts with some money in, so withdrawals and decisions get exercised.
        for (const i of [0, 2]) {
          await topUp(t, payers[i].auth, 50);
          model.credit[i] += 5000;
          model.topUpsIn += 5000;
        }
        // And customer 0 starts with $30 earned, so a wallet withdrawal is possible before counter payments spend it.
        await t.db.transaction((tx) =>
          payCustomer(tx, {
            fromKey: accountKeys.businessCredit(businesses[0].user.id),
            customerId: customers[0].user.id,
            amountCents: 3000,
            key: `prop:${run}:start`,
            memo: 'Property Business',
          }),
        );
        model.credit[0] -= 3000;
        model.wallet[0] += 3000;
        // Customer 1 earns $10 and pays it at the counter: the venue starts with $10 it may withdraw.
        await t.db.transaction((tx) =>
          payCustomer(tx, {
            fromKey: accountKeys.businessCredit(businesses[0].user.id),
            customerId: customers[1].user.id,
            amountCents: 1000,
            key: `prop:${run}:start-counter`,
            memo: 'Property Business',
          }),
        );
        const paid = await api.post(
          '/api/payments',
          { wallet: 10, pocket: 0, venueID: venue.user.id },
          customers[1].auth,
        );
        expect(paid.status).toBe(200);
        model.credit[0] -= 1000;
        model.earnings += 1000;
        const topUpsSoFar: Array<{ payer: number; transactionId: string; sessionId: string }> = [];

        for (const [step, a] of actions.entries()) {
          const where = `run ${run} step ${step} ${JSON.stringify(a)}`;
          if (a.type === 'topUp') {
            const payer = payers[a.payer];
            if (a.cents < 2000) {
              const res = await api.post('/api/transaction/stripe', { amount: a.cents / 100 }, payer.auth);
              expect(res.status, where).toBe(400);
            } else {
              const s = await startSandboxTopUp(t, payer.auth, a.cents / 100);
              topUpsSoFar.push({ payer: a.payer, ...s });
              if (a.outcome !== 'none') {
                await t.app.inject({
                  method: 'POST',
                  url: `/sandbox/checkout/${s.sessionId}/${a.outcome === 'pay' ? 'complete' : 'cancel'}`,
                });
              }
              for (let i = 0; i < (a.twice ? 2 : 1); i++) {
                const v = await api.get(
                  `/api/transaction/verify?transactionId=${s.transactionId}&session_id=${s.sessionId}`,
                  payer.auth,
                );
                expect(v.status, where).toBe(a.outcome === 'pay' ? 200 : a.outcome === 'cancel' ? 400 : 409);
              }
              if (a.outcome === 'pay') {
                seen.credited++;
                model.credit[a.payer] += a.cents;
                model.topUpsIn += a.cents;
              }
            }
          } else if (a.type === 'payout') {
            const attempt = t.db.transaction((tx) =>
              payCustomer(tx, {
                fromKey: accountKeys.businessCredit(businesses[a.business].user.id),
                customerId: customers[a.customer].user.id,
                amountCents: a.cents,
                key: `prop:${run}:${step}`,
                memo: 'Property Business',
              }),
            );
            if (a.cents <= model.credit[a.business]) {
              await attempt;
              seen.paid++;
              model.credit[a.business] -= a.cents;
              model.wallet[a.customer] += a.cents;
            } else {
              await expect(attempt, where).rejects.toBeInstanceOf(AppError);
              seen.refused++;
            }
          } else if (a.type === 'customerWithdraw') {
            const c = customers[a.customer];
            const res = await api.post('/api/users/withdraw', { amount: a.cents / 100 }, c.auth);
            const ok = a.cents >= 1000 && a.customer === 0 && a.cents <= model.wallet[a.customer];
            expect(res.status, where).toBe(ok ? 200 : 400);
            if (ok) {
              seen.withdrawn++;
              model.wallet[a.customer] -= a.cents;
              model.withdrawals.push({
                id: res.body.data.withdraw.id,
                cents: a.cents,
                owner: a.customer,
                decided: false,
              });
              expect(res.body.data.wallet, where).toBe(model.wallet[a.customer] / 100);
            }
          } else if (a.type === 'venueWithdraw') {
            const res = await api.post('/api/withdraws', { amount: a.cents / 100 }, venue.auth);
            // Only earnings are withdrawable; the topped-up credit never is.
            const ok = a.cents >= 1 && a.cents <= model.earnings;
            expect(res.status, where).toBe(ok ? 200 : 400);
            if (ok) {
              seen.venueWithdrawn++;
              model.earnings -= a.cents;
              model.withdrawals.push({
                id: res.body.data.withdraw.id,
                cents: a.cents,
                owner: 'venue',
                decided: false,
              });
            }
          } else if (a.type === 'counterPay') {
            const c = customers[a.customer];
            const res = await api.post(
              '/api/payments',
              { wallet: a.cents / 100, pocket: 0, venueID: venue.user.id },
              c.auth,
            );
            const ok = a.cents <= model.wallet[a.customer];
            expect(res.status, where).toBe(ok ? 200 : 400);
            if (ok) {
              seen.counter++;
              model.wallet[a.customer] -= a.cents;
              model.earnings += a.cents;
            }
          } else if (model.withdrawals.length > 0) {
            const w = model.withdrawals[a.pick % model.withdrawals.length];
            const res = await api.post(
              `/api/admin/withdraws/${w.id}`,
              { approve: a.approve, reason: 'Property rejection.' },
              admin.auth,
            );
            expect(res.status, where).toBe(w.decided ? 409 : 200);
            if (!w.decided) {
              seen.decided++;
              w.decided = true;
              if (a.approve) model.paidOut += w.cents;
              else if (w.owner === 'venue') model.earnings += w.cents;
              else model.wallet[w.owner] += w.cents;
            }
          }

          // A replayed verify of an earlier top-up never changes anything.
          if (topUpsSoFar.length > 0 && step % 3 === 0) {
            const old = topUpsSoFar[step % topUpsSoFar.length];
            await api.get(
              `/api/transaction/verify?transactionId=${old.transactionId}&session_id=${old.sessionId}`,
              payers[old.payer].auth,
            );
          }

          const check = await checkLedger(t.db);
          expect(check.problems, where).toEqual([]);
          for (let i = 0; i < 3; i++)
            expect(await balanceOf(t.db, creditKey(i)), `${where} credit ${i}`).toBe(model.credit[i]);
          expect(await balanceOf(t.db, accountKeys.venueEarnings(venue.user.id)), `${where} earnings`).toBe(
            model.earnings,
          );
          for (let i = 0; i < 2; i++) {
            expect(
              await balanceOf(t.db, accountKeys.wallet(customers[i].user.id)),
              `${where} wallet ${i}`,
            ).toBe(model.wallet[i]);
          }
          for (const w of model.withdrawals) {
            expect(await balanceOf(t.db, accountKeys.withdrawal(w.id)), `${where} in flight`).toBe(
              w.decided ? 0 : w.cents,
            );
          }
          expect((await balanceOf(t.db, accountKeys.externalTopUps())) - startTopUps, where).toBe(
            0 - model.topUpsIn,
          );
          expect((await balanceOf(t.db, accountKeys.externalPayouts())) - startPayouts, where).toBe(
            model.paidOut,
          );
        }
      }),
      { numRuns: 20, endOnFailure: true },
    );
    // The random runs must have exercised every path, or the test proves little.
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
  }, 240_000);
});
