/**
 * The two deadlocks seen on PostgreSQL: a customer's approvals racing their own payments and
 * withdrawals, and a campaign close racing its participants' payments. Real row-lock contention needs the
 * real server: PGlite is one connection behind a mutex. The transaction retry is off here: these pass
 * because the lock order is right, not because a deadlock victim ran again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activities, campaigns } from '../../src/db/schema';
import { setMaxTransactionAttempts } from '../../src/db/transaction';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';
import { addBank } from './helpers';
import { describeWith } from '../support/describe-with';

type Result = { status: number; body: { errors?: string } };
const serverErrors = (rs: Result[]) => rs.filter((r) => r.status >= 500);
const describeErrors = (rs: Result[]) => JSON.stringify(serverErrors(rs).map((r) => r.body.errors));

describeWith('postgres')('money paths take their locks in one order (PostgreSQL)', () => {
  let w: PayWorld;
  let venue: Person;
  let business: Person;
  let attempts: number;
  beforeAll(async () => {
    attempts = setMaxTransactionAttempts(1);
    w = await payWorld('postgres');
    venue = await w.venue();
    business = await w.business();
    await w.fund(business, 100_000);
  });
  afterAll(async () => {
    setMaxTransactionAttempts(attempts);
    await w?.close();
  });

  /** A customer with a bank account, wallet money and `n` submissions waiting for the business's approval. */
  async function customerWithSubmissions(n: number, walletCents: number) {
    const c = await w.customer({ instagramFollowers: 5_000 });
    await addBank(w.t, c.auth);
    await w.giveWallet(c, walletCents);
    const subs: Array<{ campaignId: string; activityId: string }> = [];
    for (let i = 0; i < n; i++) {
      await w.setEnergy(c, 100);
      const campaignId = await w.live(business, 4, { participantsShare: '1', participantsCount: 1 });
      const activityId = await w.accept(c, campaignId);
      expect((await w.submit(c, activityId, w.proof)).status).toBe(200);
      subs.push({ campaignId, activityId });
    }
    return { c, subs };
  }

  const payOneDollar = (c: Person) =>
    w.pay(c, { wallet: '1.00', pocket: '', venueID: venue.user.id, requestId: randomUUID() });

  it("8 approvals of one customer's submissions racing 8 payments and 3 withdrawals: no 5xx", async () => {
    const { c, subs } = await customerWithSubmissions(8, 5_000);
    const approvals = subs.map((s) => w.decide(business, s.campaignId, s.activityId, true));
    const payments = Array.from({ length: 8 }, () => payOneDollar(c));
    const withdrawals = Array.from({ length: 3 }, () => w.post('/api/users/withdraw', c, { amount: 10 }));
    const all = (await Promise.all([...approvals, ...payments, ...withdrawals])) as Result[];
    expect(serverErrors(all), describeErrors(all)).toHaveLength(0);
    // Every request here is valid and affordable: all of them succeed.
    expect(all.map((r) => r.status)).toEqual(Array(19).fill(200));
    // $50 + 8 payouts of $0.75 (5,000 followers) - 8 x $1 - 3 x $10.
    expect(await w.wallet(c)).toBe(5_000 + 8 * 75 - 800 - 3_000);
    await w.expectLedgerOk();
  });

  it('a campaign close racing its participants’ payments, 4 times: no 5xx', async () => {
    const admin = await w.admin();
    const people = await Promise.all([0, 1, 2, 3].map(() => w.customer({ instagramFollowers: 5_000 })));
    for (const p of people) await w.giveWallet(p, 2_000);
    const closes: Result[] = [];
    const payments: Result[] = [];
    for (let round = 0; round < 4; round++) {
      const id = await w.live(business, 4, { participantsShare: '1', participantsCount: 4 });
      for (const p of people) {
        await w.setEnergy(p, 100);
        expect((await w.submit(p, await w.accept(p, id), w.proof)).status).toBe(200);
      }
      const [close, ...paid] = (await Promise.all([
        w.post(`/api/admin/campaigns/${id}/close`, admin),
        ...people.flatMap((p) => [payOneDollar(p), payOneDollar(p)]),
      ])) as Result[];
      closes.push(close);
      payments.push(...paid);
    }
    expect(serverErrors(closes), `closes: ${describeErrors(closes)}`).toHaveLength(0);
    expect(serverErrors(payments), `payments: ${describeErrors(payments)}`).toHaveLength(0);
    expect(closes.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(payments.map((r) => r.status)).toEqual(Array(32).fill(200));
    await w.expectLedgerOk();
  });

  it('two approvals committing at once take a customer from 18 to 20 approvals: promoted', async () => {
    const c = await w.customer({ instagramFollowers: 5_000 });
    // 18 approved activities straight into the tables (promotion counts rows; it moves no money).
    const past = await w.t.db
      .insert(campaigns)
      .values(
        Array.from({ length: 18 }, (_, i) => ({
          ownerId: business.user.id,
          type: 4,
          title: `Past ${i}`,
          participantsCount: 1,
          endDate: w.t.clock.now(),
          isVerified: true,
          isActive: false,
        })),
      )
      .returning({ id: campaigns.id });
    await w.t.db
      .insert(activities)
      .values(past.map((p) => ({ campaignId: p.id, userId: c.user.id, status: 2 })));
    await w.giveWallet(c, 1_000);
    // Voucher campaigns (type 7) of two venues: the two approvals share no lock at all.
    const subs: Array<{ campaignId: string; activityId: string; owner: Person }> = [];
    for (const owner of [venue, await w.venue()]) {
      const campaignId = await w.live(owner, 7, { participantsCount: 1 });
      const activityId = await w.accept(c, campaignId);
      expect((await w.submit(c, activityId, w.proof)).status).toBe(200);
      subs.push({ campaignId, activityId, owner });
    }
    expect((await w.t.reload(c.user.id)).level).toBe(1);
    // Each sees 19 inside its own transaction; the check after the later commit sees 20.
    const results = (await Promise.all([
      ...subs.map((sub) => w.decide(sub.owner, sub.campaignId, sub.activityId, true)),
      payOneDollar(c),
      payOneDollar(c),
    ])) as Result[];
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const after = await w.t.reload(c.user.id);
    expect(after.level).toBe(2);
    expect(after.legendCode).toMatch(/^[A-Z2-9]{8}$/);
    await w.expectLedgerOk();
  });
});
