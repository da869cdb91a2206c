/**
 * Settlement batches its work: however many participants a campaign has, settling it runs the same statements
 * inside its locked transaction (it used to be N+1). Counted on PostgreSQL, where every statement goes
 * through pg's Client.query; the money it moves is checked on both databases.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntries, vouchers } from '../../src/db/schema';
import { databaseKinds } from '../test-db';
import { campaignWorld, type CampaignWorld, type Person } from './helpers';

describe.each(databaseKinds)('settlement in batches (%s)', (kind) => {
  let w: CampaignWorld;
  beforeAll(async () => {
    w = await campaignWorld(kind);
  });
  afterAll(() => w.close());

  /** A live campaign with `submitted` submissions waiting and one to-do, owned by a funded business. */
  async function campaignWith(type: number, submitted: number) {
    const owner = await w.business();
    await w.fund(owner, 100_000);
    const id = await w.live(owner, type, { participantsCount: submitted + 1, participantsShare: '2' });
    const people: Array<{ who: Person; activityId: string }> = [];
    for (let i = 0; i < submitted; i++) {
      const who = await w.customer({ instagramFollowers: 100 * (i + 1) });
      const activityId = await w.accept(who, id);
      const res = await w.submit(who, activityId, w.proof);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      people.push({ who, activityId });
    }
    await w.accept(await w.customer(), id);
    return { owner, id, people };
  }

  it('pays every participant once and runs the same number of statements for 2 or 12 of them', async () => {
    const small = await campaignWith(4, 2);
    const large = await campaignWith(4, 12);
    const counts: number[] = [];
    for (const c of [small, large]) {
      const texts: string[] = [];
      const original = pg.Client.prototype.query;
      const spy =
        kind === 'postgres'
          ? vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args) {
              const q = args[0] as unknown;
              texts.push(typeof q === 'string' ? q : ((q as { text?: string }).text ?? ''));
              return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
            })
          : null;
      let body: Record<string, unknown>;
      try {
        const res = await w.post(`/api/admin/campaigns/${c.id}/close`, await w.admin());
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        body = res.body.data;
      } finally {
        spy?.mockRestore();
      }
      expect(body).toMatchObject({ autoApproved: c.people.length, expired: 1 });
      // Each participant paid share x follower factor into the wallet, under its own entry key, once.
      for (const p of c.people) {
        const a = await w.activity(p.activityId);
        expect(a).toMatchObject({ status: 2, autoApproved: true });
        expect(a.payoutCents).toBeGreaterThan(0);
        expect(await w.wallet(p.who)).toBe(a.payoutCents);
        const entries = await w.t.db
          .select()
          .from(journalEntries)
          .where(eq(journalEntries.idempotencyKey, `campaign:payout:${p.activityId}`));
        expect(entries).toHaveLength(1);
      }
      expect(await w.escrow(c.id)).toBe(0);
      // The statements of the locked transaction (promotions run after the commit, one per customer).
      const begin = texts.findIndex((t) => /^begin/i.test(t));
      const commit = texts.findIndex((t, i) => i > begin && /^commit/i.test(t));
      counts.push(commit - begin);
    }
    if (kind === 'postgres') {
      expect(counts[0]).toBeGreaterThan(5);
      expect(counts[1]).toBe(counts[0]);
    }
    await w.expectLedgerOk();
  });

  it('issues every voucher of a type 7 campaign in one go', async () => {
    const venue = await w.venue();
    const id = await w.live(venue, 7, { participantsCount: 6 });
    const people: string[] = [];
    for (let i = 0; i < 5; i++) {
      const who = await w.customer();
      const activityId = await w.accept(who, id);
      expect((await w.submit(who, activityId, w.proof)).status).toBe(200);
      people.push(activityId);
    }
    const res = await w.post(`/api/admin/campaigns/${id}/close`, await w.admin());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ autoApproved: 5, refunded: 0 });
    const issued = await w.t.db.select().from(vouchers).where(eq(vouchers.campaignId, id));
    expect(issued.map((v) => v.activityId).sort()).toEqual([...people].sort());
    expect(issued.every((v) => v.discount === 20 && v.venueId === venue.user.id)).toBe(true);
    for (const a of people) expect(await w.activity(a)).toMatchObject({ status: 2, payoutCents: null });
    await w.expectLedgerOk();
  });
});
