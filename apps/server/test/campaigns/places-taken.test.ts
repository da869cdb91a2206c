/**
 * The places-taken counter on the campaign row (campaigns.places_taken): accept and the offers list
 * read it instead of counting activities, so it must always equal the count of the activities holding a place.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CAMPAIGN_MSG } from '@spruik/shared';
import { campaigns } from '../../src/db/schema';
import { runCampaignSettlement } from '../../src/jobs/campaign-settlement';
import { databaseKinds } from '../test-db';
import { campaignWorld, DAY, type CampaignWorld } from './helpers';

describe.each(databaseKinds)('places taken on the campaign row (%s)', (kind) => {
  let w: CampaignWorld;
  beforeAll(async () => {
    w = await campaignWorld(kind);
  });
  afterAll(() => w.close());

  /** The counter and a COUNT(*) of the campaign's activities (every activity holds a place today). */
  async function counts(id: string) {
    const row = await w.campaignRow(id);
    const result = await w.t.db.execute(
      // Expired activities (status 5) gave their place back.
      sql`select count(*)::int as n from activities where campaign_id = ${id} and status <> 5`,
    );
    const [{ n }] = (result as unknown as { rows: Array<{ n: number }> }).rows;
    return { counter: row.placesTaken, activities: Number(n) };
  }

  it('each accept takes one place; a full campaign answers "full" and leaves the offers', async () => {
    const owner = await w.business();
    await w.fund(owner, 1_000);
    const id = await w.live(owner, 4, { participantsCount: 2, title: 'Two places' });
    const [a, b, c] = await Promise.all([w.customer(), w.customer(), w.customer()]);
    expect(await counts(id)).toEqual({ counter: 0, activities: 0 });

    const before = await w.get('/api/campaigns', c);
    const offered = (body: typeof before.body) =>
      (body.data.campaigns as Array<{ id: string }>).some((x) => x.id === id);
    expect(offered(before.body)).toBe(true);

    await w.accept(a, id);
    expect(await counts(id)).toEqual({ counter: 1, activities: 1 });
    await w.accept(b, id);
    expect(await counts(id)).toEqual({ counter: 2, activities: 2 });

    const full = await w.post(`/api/campaigns/${id}/accept`, c);
    expect(full.status).toBe(409);
    expect(full.body.errors).toBe(CAMPAIGN_MSG.full);
    expect(await counts(id)).toEqual({ counter: 2, activities: 2 });

    const after = await w.get('/api/campaigns', c);
    expect(offered(after.body)).toBe(false);
    expect(after.body.data.total).toBe(before.body.data.total - 1);
    // What customers see as the participants is the counter.
    const detail = await w.get(`/api/campaigns/${id}`, a);
    expect(detail.body.data.campaign.numberOfParticipants).toBe(2);
  });

  it('settlement expiring the to-do activities keeps the counter equal to the activities holding places', async () => {
    const owner = await w.business();
    await w.fund(owner, 1_000);
    const id = await w.live(owner, 4, { participantsCount: 3, endDate: w.inDays(1) });
    const [a, b] = await Promise.all([w.customer(), w.customer()]);
    const actA = await w.accept(a, id);
    await w.accept(b, id);
    await w.submit(a, actA, w.proof);

    w.t.clock.advance(DAY + 1000);
    expect(await runCampaignSettlement(w.t.app.deps, {})).toMatchObject({ ran: true, settled: 1 });
    expect((await w.campaignRow(id)).settledAt).not.toBeNull();
    // b's to-do expired at settlement and gave its place back; a's approved submission keeps one.
    const { counter, activities } = await counts(id);
    expect(activities).toBe(1);
    expect(counter).toBe(activities);
  });

  it("the migration's backfill sets every campaign's counter from its activities", async () => {
    const owner = await w.business();
    await w.fund(owner, 1_000);
    const id = await w.live(owner, 4, { participantsCount: 3 });
    await w.accept(await w.customer(), id);
    await w.t.db.update(campaigns).set({ placesTaken: 0 });

    const file = path.resolve(import.meta.dirname, '../../src/db/migrations/0007_campaign_places_taken.sql');
    const backfill = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .find((s) => s.includes('UPDATE "campaigns"'));
    expect(backfill).toBeDefined();
    await w.t.db.execute(sql.raw(backfill!.replace(/^--.*$/gm, '')));

    expect(await counts(id)).toEqual({ counter: 1, activities: 1 });
    const all = await w.t.db.select({ id: campaigns.id }).from(campaigns);
    for (const c of all) {
      const { counter, activities } = await counts(c.id);
      expect(counter, `campaign ${c.id}`).toBe(activities);
    }
  });
});
