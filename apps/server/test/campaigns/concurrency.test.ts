/**
 * Row-lock behaviour under real concurrency. PGlite is one connection behind a mutex, so these run only
 * against a PostgreSQL server (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { CAMPAIGN_MSG } from '@spruik/shared';
import { activities, campaigns, journalEntries } from '../../src/db/schema';
import { runCampaignSettlement } from '../../src/jobs/campaign-settlement';
import { settleDueCampaigns } from '../../src/features/campaigns/settle.service';
import { campaignWorld, DAY, type CampaignWorld, type Person } from './helpers';
import { describeWith } from '../support/describe-with';

describeWith('postgres')('campaigns under concurrency (PostgreSQL)', () => {
  let w: CampaignWorld;
  beforeAll(async () => {
    w = await campaignWorld('postgres');
  });
  afterAll(() => w?.close());

  const statuses = (results: Array<{ status: number }>) => results.map((r) => r.status).sort((a, b) => a - b);
  const payoutEntries = (activityIds: string[]) =>
    w.t.db
      .select()
      .from(journalEntries)
      .where(
        inArray(
          journalEntries.idempotencyKey,
          activityIds.map((id) => `campaign:payout:${id}`),
        ),
      );
  const refundEntries = (campaignId: string) =>
    w.t.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `campaign:refund:${campaignId}`));

  /** A live campaign with `n` customers who accepted and submitted. */
  async function withSubmissions(owner: Person, n: number, overrides: Record<string, unknown> = {}) {
    const id = await w.live(owner, 4, { participantsShare: '1', participantsCount: n + 1, ...overrides });
    const acts: string[] = [];
    for (let i = 0; i < n; i++) {
      const c = await w.customer({ instagramFollowers: 1_000 * (i + 1) });
      const act = await w.accept(c, id);
      expect((await w.submit(c, act, w.proof)).status).toBe(200);
      acts.push(act);
    }
    return { id, acts };
  }

  it('12 customers accepting a 3-place campaign at once: exactly 3 places, energy used only by them', async () => {
    const owner = await w.business();
    await w.fund(owner, 10_000);
    const id = await w.live(owner, 4, { participantsCount: 3 });
    const people = await Promise.all(Array.from({ length: 12 }, () => w.customer()));
    const results = await Promise.all(people.map((p) => w.post(`/api/campaigns/${id}/accept`, p)));
    expect(statuses(results)).toEqual([200, 200, 200, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.errors).toBe(CAMPAIGN_MSG.full);
    expect(await w.t.db.select().from(activities).where(eq(activities.campaignId, id))).toHaveLength(3);
    const energies = await Promise.all(people.map(async (p) => (await w.t.reload(p.user.id)).energy));
    expect(energies.filter((e) => e === 90)).toHaveLength(3);
    expect(energies.filter((e) => e === 100)).toHaveLength(9);
  });

  it('one customer double-accepting at once gets one place and pays 10 energy once', async () => {
    const owner = await w.business();
    await w.fund(owner, 10_000);
    const id = await w.live(owner, 4, { participantsCount: 5 });
    const c = await w.customer();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => w.post(`/api/campaigns/${id}/accept`, c)),
    );
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409]);
    expect((await w.t.reload(c.user.id)).energy).toBe(90);
  });

  it('the same approval sent 10 times at once is paid once', async () => {
    const owner = await w.business();
    await w.fund(owner, 10_000);
    const { id, acts } = await withSubmissions(owner, 1);
    const results = await Promise.all(Array.from({ length: 10 }, () => w.decide(owner, id, acts[0], true)));
    expect(statuses(results)).toEqual([200, ...Array(9).fill(409)]);
    expect(await payoutEntries(acts)).toHaveLength(1);
    expect(await w.escrow(id)).toBe(200 - 75);
    await w.expectLedgerOk();
  });

  it('approve and reject of the same participant at once: exactly one decision', async () => {
    const owner = await w.business();
    await w.fund(owner, 10_000);
    const { id, acts } = await withSubmissions(owner, 1);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => w.decide(owner, id, acts[0], i % 2 === 0)),
    );
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409, 409]);
    const act = await w.activity(acts[0]);
    expect((await payoutEntries(acts)).length).toBe(act.status === 2 ? 1 : 0);
    await w.expectLedgerOk();
  });

  it('the same instant (type 1) submission sent 5 times at once pays once', async () => {
    const owner = await w.business();
    await w.fund(owner, 10_000);
    const id = await w.live(owner, 1, { participantsShare: '0.50' });
    const c = await w.customer({ instagramFollowers: 50_000 });
    const act = await w.accept(c, id);
    const results = await Promise.all(Array.from({ length: 5 }, () => w.submit(c, act, {})));
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409]);
    expect(await w.wallet(c)).toBe(50);
    await w.expectLedgerOk();
  });

  it('creating campaigns at once never spends more credit than there is', async () => {
    const owner = await w.business();
    await w.fund(owner, 1_000);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        w.post('/api/campaigns', owner, w.body(1, { participantsShare: '1', participantsCount: 4 })),
      ),
    );
    expect(statuses(results)).toEqual([200, 200, 400, 400, 400, 400]);
    expect(await w.credit(owner)).toBe(200);
    expect(await w.t.db.select().from(campaigns).where(eq(campaigns.ownerId, owner.user.id))).toHaveLength(2);
    await w.expectLedgerOk();
  });

  it('settlement (admin close) racing approvals: each paid once, refunded once, escrow 0, money conserved', async () => {
    const owner = await w.business();
    const funded = 20_000;
    await w.fund(owner, funded);
    const runs = await Promise.all([0, 1, 2, 3].map(() => withSubmissions(owner, 3)));
    const admin = await w.admin();
    await Promise.all(
      runs.flatMap(({ id, acts }) => [
        w.post(`/api/admin/campaigns/${id}/close`, admin),
        ...acts.map((a) => w.decide(owner, id, a, true)),
        w.decide(owner, id, acts[0], true),
      ]),
    );
    let paidOut = 0;
    for (const { id, acts } of runs) {
      expect(await w.escrow(id)).toBe(0);
      expect(await refundEntries(id)).toHaveLength(1);
      const entries = await payoutEntries(acts);
      expect(entries).toHaveLength(3);
      for (const a of acts) {
        const row = await w.activity(a);
        expect(row.status).toBe(2);
        paidOut += row.payoutCents ?? 0;
      }
    }
    expect((await w.credit(owner)) + paidOut).toBe(funded);
    await w.expectLedgerOk();
  });

  it('two settlement runs at once (and a close) refund each campaign once', async () => {
    const owner = await w.business();
    const funded = 50_000;
    await w.fund(owner, funded);
    const runs = await Promise.all(
      [0, 1, 2, 3, 4].map(() => withSubmissions(owner, 2, { endDate: w.inDays(2) })),
    );
    w.t.clock.advance(2 * DAY + 1000);
    const admin = await w.admin();
    const deps = w.t.app.deps;
    const [a, b, c, d] = await Promise.allSettled([
      settleDueCampaigns(deps),
      settleDueCampaigns(deps),
      runCampaignSettlement(deps, { holder: 'process-1' }),
      runCampaignSettlement(deps, { holder: 'process-2' }),
      ...runs.map(({ id }) => w.post(`/api/admin/campaigns/${id}/close`, admin)),
    ]);
    for (const r of [a, b, c, d]) expect(r.status).toBe('fulfilled');
    // Anything skipped because another settler held its row is picked up by the next run.
    await settleDueCampaigns(deps);
    let paidOut = 0;
    for (const { id, acts } of runs) {
      expect((await w.campaignRow(id)).settledAt).not.toBeNull();
      expect(await w.escrow(id)).toBe(0);
      expect(await refundEntries(id)).toHaveLength(1);
      expect(await payoutEntries(acts)).toHaveLength(2);
      for (const act of acts) paidOut += (await w.activity(act)).payoutCents ?? 0;
    }
    expect((await w.credit(owner)) + paidOut).toBe(funded);
    await w.expectLedgerOk();
  });

  it('settling campaigns that share customers at once does not deadlock', async () => {
    const owner = await w.business();
    await w.fund(owner, 10_000);
    const people = await Promise.all([0, 1, 2, 3].map(() => w.customer()));
    const ids: string[] = [];
    for (let k = 0; k < 4; k++) {
      const id = await w.live(owner, 4, { participantsShare: '1', participantsCount: 4 });
      // Each campaign gets the same customers, submitting in a different order.
      const order = k % 2 === 0 ? people : [...people].reverse();
      for (const p of order) {
        await w.setEnergy(p, 100);
        await w.submit(p, await w.accept(p, id), w.proof);
      }
      ids.push(id);
    }
    const admin = await w.admin();
    const results = await Promise.all(ids.map((id) => w.post(`/api/admin/campaigns/${id}/close`, admin)));
    expect(statuses(results)).toEqual([200, 200, 200, 200]);
    for (const p of people) expect(await w.wallet(p)).toBe(4 * 50);
    await w.expectLedgerOk();
  });

  it('two operators deciding the same campaign at once: one decision', async () => {
    const owner = await w.business();
    await w.fund(owner, 1_000);
    const id = await w.create(owner, 1, { participantsShare: '1', participantsCount: 5 });
    const [x, y] = [await w.newAdmin(), await w.newAdmin()];
    const results = await Promise.all([
      w.post(`/api/admin/campaigns/${id}/verify`, x, { approve: true }),
      w.post(`/api/admin/campaigns/${id}/verify`, y, { approve: false, reason: 'No' }),
      w.post(`/api/admin/campaigns/${id}/verify`, x, { approve: false, reason: 'No' }),
      w.post(`/api/admin/campaigns/${id}/verify`, y, { approve: true }),
    ]);
    expect(statuses(results)).toEqual([200, 409, 409, 409]);
    const row = await w.campaignRow(id);
    expect(await refundEntries(id)).toHaveLength(row.isVerified ? 0 : 1);
    await w.expectLedgerOk();
  });
});
