/**
 * Every money path at once, for the same customers, 20 rounds: owner approvals, the settlement
 * job (an ended campaign and a 72-hour auto-approval), an admin close, an admin rejection, admin withdrawal
 * decisions, payments at the venue, customer and venue withdrawals, a campaign creation and accepts. No
 * answer may be a 5xx and the ledger must check out after each round. The transaction retry is off, so
 * this passes on the lock order alone (docs/ledger.md "Lock order"). PostgreSQL only: PGlite is one
 * connection behind a mutex.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities, campaigns } from '../../src/db/schema';
import { setMaxTransactionAttempts } from '../../src/db/transaction';
import { runCampaignSettlement } from '../../src/jobs/campaign-settlement';
import type { Person } from '../campaigns/helpers';
import { payWorld, type PayWorld } from '../pay-at-venue/helpers';
import { addBank } from './helpers';
import { describeWith } from '../support/describe-with';

const ROUNDS = 20;
const HOUR = 3_600_000;

type Result = { status: number; body: { errors?: string; data?: Record<string, unknown> } };
type Named = { name: string; status: number; errors?: string };

describeWith('postgres')('every money path at once, 20 rounds (PostgreSQL)', () => {
  let w: PayWorld;
  let attempts: number;
  beforeAll(async () => {
    attempts = setMaxTransactionAttempts(1);
    w = await payWorld('postgres');
  });
  afterAll(async () => {
    setMaxTransactionAttempts(attempts);
    await w?.close();
  });

  it('gives no 5xx, and the ledger checks out after every round', { timeout: 120_000 }, async () => {
    const business = await w.business();
    const venue = await w.venue();
    const admin = await w.admin();
    await w.fund(business, 200_000);
    await w.fund(venue, 50_000);
    const people = await Promise.all([0, 1, 2].map(() => w.customer({ instagramFollowers: 5_000 })));
    for (const p of people) {
      await addBank(w.t, p.auth);
      await w.giveWallet(p, 30_000);
    }
    // A venue withdraws its counter earnings to saved bank details: $30 earned before the rounds.
    await addBank(w.t, venue.auth, '87654321');
    expect((await w.post('/api/payments', people[0], { wallet: 30, venueID: venue.user.id })).status).toBe(
      200,
    );

    /** A live campaign every customer has accepted and submitted to; returns its id and the activity ids. */
    async function submittedBy(owner: Person, type: 4 | 6) {
      const id = await w.live(owner, type, { participantsShare: '1', participantsCount: 3 });
      const acts = await Promise.all(
        people.map(async (p) => {
          const act = await w.accept(p, id);
          expect((await w.submit(p, act, w.proof)).status).toBe(200);
          return act;
        }),
      );
      return { id, acts };
    }

    const named = (name: string, p: Promise<Result>) =>
      p.then((r): Named => ({ name, status: r.status, errors: r.body.errors }));
    const job = (name: string, p: Promise<unknown>) =>
      p.then(
        (): Named => ({ name, status: 200 }),
        (err: Error): Named => ({ name, status: 500, errors: err.message }),
      );

    let pendingWithdrawals: string[] = [];
    let serverErrors: Named[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const now = w.t.clock.now();
      for (const p of people) await w.setEnergy(p, 100);
      const [approve, ended, closing, joinable, pending] = await Promise.all([
        submittedBy(business, 4),
        submittedBy(business, 4),
        submittedBy(venue, 6),
        w.live(business, 4, { participantsShare: '1', participantsCount: 3 }),
        w.create(business, 4, { participantsShare: '1', participantsCount: 3 }),
      ]);
      // The job settles `ended` and auto-approves the last customer's submission to `approve` (72 hours old).
      await w.t.db
        .update(campaigns)
        .set({ endDate: new Date(now.getTime() - 1000) })
        .where(eq(campaigns.id, ended.id));
      await w.t.db
        .update(activities)
        .set({ submittedAt: new Date(now.getTime() - 73 * HOUR) })
        .where(eq(activities.id, approve.acts[2]));

      const results = await Promise.all([
        ...approve.acts.map((a) => named('approve', w.decide(business, approve.id, a, true))),
        job('settlement job', runCampaignSettlement(w.t.app.deps, { holder: 'mixed-test' })),
        named('admin close', w.post(`/api/admin/campaigns/${closing.id}/close`, admin)),
        named(
          'admin reject',
          w.post(`/api/admin/campaigns/${pending}/verify`, admin, {
            approve: false,
            reason: 'Not this one.',
          }),
        ),
        ...pendingWithdrawals.map((id, i) =>
          named(
            'withdrawal decision',
            w.post(`/api/admin/withdraws/${id}`, admin, { approve: i % 2 === 0, reason: 'Not paid.' }),
          ),
        ),
        ...people.flatMap((p) => [
          named(
            'payment',
            w.pay(p, { wallet: '1.00', pocket: '', venueID: venue.user.id, requestId: randomUUID() }),
          ),
          named(
            'payment',
            w.pay(p, {
              wallet: '0.50',
              pocket: round > 0 ? '1.00' : '',
              venueID: venue.user.id,
              requestId: randomUUID(),
            }),
          ),
          named('withdrawal', w.post('/api/users/withdraw', p, { amount: 10 })),
          named('accept', w.post(`/api/campaigns/${joinable}/accept`, p)),
        ]),
        named('venue withdrawal', w.post('/api/withdraws', venue, { amount: 1 })),
        named('campaign create', w.post('/api/campaigns', business, w.body(4, { participantsShare: '1' }))),
      ]);

      serverErrors = serverErrors.concat(results.filter((r) => r.status >= 500));
      const expected: Record<string, number[]> = {
        approve: [200, 409], // 409: the job auto-approved the 72-hour-old one first
        'settlement job': [200],
        'admin close': [200],
        'admin reject': [200],
        'withdrawal decision': [200],
        payment: [200],
        withdrawal: [200],
        accept: [200],
        'venue withdrawal': [200],
        'campaign create': [200],
      };
      for (const r of results)
        expect(expected[r.name], `round ${round}: ${JSON.stringify(r)}`).toContain(r.status);
      expect(results.filter((r) => r.name === 'approve' && r.status === 200).length).toBeGreaterThanOrEqual(
        2,
      );
      for (const a of approve.acts) expect((await w.activity(a)).status).toBe(2);
      for (const a of [...ended.acts, ...closing.acts]) expect((await w.activity(a)).status).toBe(2);
      expect((await w.campaignRow(ended.id)).settledAt).not.toBeNull();
      expect(await w.escrow(ended.id)).toBe(0);
      expect(await w.escrow(closing.id)).toBe(0);
      expect(await w.escrow(pending)).toBe(0);
      await w.expectLedgerOk();

      const { rows } = (await w.t.db.execute(
        `select id from withdrawals where status = 1 and user_id in (${people.map((p) => `'${p.user.id}'`).join(',')})`,
      )) as unknown as { rows: Array<{ id: string }> };
      pendingWithdrawals = rows.map((r) => r.id);
    }
    expect(serverErrors).toEqual([]);
    // Three approvals a round: every customer crossed 20 during the races and was promoted once.
    for (const p of people) {
      const me = await w.t.reload(p.user.id);
      expect(me.level).toBe(2);
      expect(me.legendCode).toMatch(/^[A-Z2-9]{8}$/);
    }
  });
});
