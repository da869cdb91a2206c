/**
 * Appeals under real concurrency (PostgreSQL only; PGlite is one connection): an appeal decided while the
 * campaign settles pays once, the escrow ends at zero with the refund taken once, and money is conserved.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { appeals, journalEntries } from '../../src/db/schema';
import { settleDueCampaigns } from '../../src/features/campaigns/settle.service';
import { campaignWorld, DAY, type CampaignWorld } from './helpers';
import { describeWith } from '../support/describe-with';

describeWith('postgres')('appeals under concurrency (PostgreSQL)', () => {
  let w: CampaignWorld;
  beforeAll(async () => {
    w = await campaignWorld('postgres');
  });
  afterAll(() => w?.close());

  const entries = (pattern: string) =>
    w.t.db.select().from(journalEntries).where(like(journalEntries.idempotencyKey, pattern));

  it('overturn (or uphold) racing the settle job and a close: paid at most once, refunded once, escrow 0', async () => {
    const owner = await w.business();
    const funded = 100_000;
    await w.fund(owner, funded);
    const admin = await w.admin();
    const rounds = 6;
    const cases: Array<{
      id: string;
      submitted: string;
      appealed: string;
      appealId: string;
      overturn: boolean;
    }> = [];
    for (let i = 0; i < rounds; i++) {
      const id = await w.live(owner, 4, {
        participantsShare: '2',
        participantsCount: 3,
        endDate: w.inDays(1),
      });
      const [a, b] = [
        await w.customer({ instagramFollowers: 20_000 }),
        await w.customer({ instagramFollowers: 20_000 }),
      ];
      const [actA, actB] = [await w.accept(a, id), await w.accept(b, id)];
      await w.submit(a, actA, w.proof);
      await w.submit(b, actB, w.proof);
      expect((await w.decide(owner, id, actB, false)).status).toBe(200);
      expect((await w.post(`/api/activities/${actB}/appeal`, b, { note: 'It is live.' })).status).toBe(200);
      const [row] = await w.t.db.select().from(appeals).where(eq(appeals.activityId, actB));
      cases.push({ id, submitted: actA, appealed: actB, appealId: row.id, overturn: i % 2 === 0 });
    }
    // Past the end and past every appeal window: only the open appeals hold the settlement now.
    w.t.clock.advance(4 * DAY);

    await Promise.all(
      cases.flatMap((c) => [
        w.post(`/api/admin/appeals/${c.appealId}`, admin, { overturn: c.overturn }),
        settleDueCampaigns(w.t.app.deps),
        w.post(`/api/admin/campaigns/${c.id}/close`, admin),
      ]),
    );
    // Whatever order they ran in, the next job run settles what the race left open.
    await settleDueCampaigns(w.t.app.deps);

    let paidOut = 0;
    for (const c of cases) {
      const row = await w.campaignRow(c.id);
      expect(row.settledAt, c.id).not.toBeNull();
      expect(await w.escrow(c.id)).toBe(0);
      expect(await entries(`campaign:refund:${c.id}`)).toHaveLength(1);
      const [appeal] = await w.t.db.select().from(appeals).where(eq(appeals.id, c.appealId));
      expect(appeal.status).toBe(c.overturn ? 3 : 2);
      const payouts = await w.t.db
        .select()
        .from(journalEntries)
        .where(inArray(journalEntries.idempotencyKey, [`campaign:payout:${c.appealed}`]));
      expect(payouts).toHaveLength(c.overturn ? 1 : 0);
      expect(await w.activity(c.appealed)).toMatchObject(
        c.overturn ? { status: 2, payoutCents: 200 } : { status: 3 },
      );
      expect(await w.activity(c.submitted)).toMatchObject({ status: 2, payoutCents: 200 });
      paidOut += c.overturn ? 400 : 200;
    }
    // Money is conserved: what the owner has back plus what was paid is what was funded.
    expect((await w.credit(owner)) + paidOut).toBe(funded);
    await w.expectLedgerOk();
  });
});
