/**
 * The owner's view of ending (docs/business-rules.md "Ending a campaign", "Previous campaigns", "Submit by"):
 * previous campaigns newest ended first with the day each ended, the refund on the details, when ending waits
 * for appeals (and until when), and a to-do's "Submit by" that never passes the campaign's end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_LIMITS } from '@spruik/shared';
import { campaignWorld, DAY, type CampaignWorld, type Person } from './helpers';

const HOUR = 3_600_000;

describe('owner ending a campaign', () => {
  let w: CampaignWorld;
  let owner: Person;
  beforeAll(async () => {
    w = await campaignWorld('pglite');
    owner = await w.business();
    await w.fund(owner, 1_000_000);
  });
  afterAll(() => w.close());

  const details = async (id: string) => {
    const res = await w.get(`/api/campaigns/${id}`, owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.campaign;
  };
  const end = (id: string) => w.post(`/api/campaigns/${id}/end`, owner);

  it('lists previous campaigns by the day they ended, newest first, with that day and the refund', async () => {
    const me = await w.business();
    await w.fund(me, 100_000);
    const t0 = w.t.clock.now().getTime();
    // Scheduled ends: early 5 days out, ran 2 days, late 4 days out.
    const early = await w.live(me, 1, { title: 'Ended early', endDate: w.inDays(5) });
    const ran = await w.live(me, 1, { title: 'Ran its course', endDate: w.inDays(2) });
    const late = await w.live(me, 1, { title: 'Ended on day 3', endDate: w.inDays(4) });
    expect((await w.post(`/api/campaigns/${early}/end`, me)).status).toBe(200);
    w.t.clock.advance(3 * DAY);
    expect((await w.post(`/api/campaigns/${late}/end`, me)).status).toBe(200);

    const prev = await w.get('/api/campaigns/prev', me);
    expect(prev.status).toBe(200);
    const rows = prev.body.data.campaigns as Array<{ id: string; endedAt: string; endDate: string }>;
    expect(rows.map((r) => r.id)).toEqual([late, ran, early]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Ended early: the day it was ended, not the scheduled end date.
    expect(new Date(byId.get(early)!.endedAt).getTime()).toBe(t0);
    expect(new Date(byId.get(late)!.endedAt).getTime()).toBe(t0 + 3 * DAY);
    expect(byId.get(ran)!.endedAt).toBe(byId.get(ran)!.endDate);

    // share $1.00 x 3 places, nobody joined: all of it came back.
    const ended = await w.get(`/api/campaigns/${early}`, me);
    expect(ended.body.data.campaign).toMatchObject({ refunded: 3, escrow: 0, endBlock: null });
    // Not settled yet (the job has not run): no refund to show.
    expect((await w.get(`/api/campaigns/${ran}`, me)).body.data.campaign.refunded).toBeNull();
  });

  it('refunds only what was not paid out', async () => {
    const id = await w.live(owner, 4, { participantsShare: '2.00', participantsCount: 3 });
    const c = await w.customer({ instagramFollowers: 1500 });
    const act = await w.accept(c, id);
    expect((await w.submit(c, act, w.proof)).status).toBe(200);
    expect((await w.decide(owner, id, act, true)).status).toBe(200);
    const paid = (await details(id)).budgetSpent as number;
    expect((await end(id)).status).toBe(200);
    expect((await details(id)).refunded).toBe(6 - paid);
  });

  it('says before ending that a rejection inside its appeal window holds it, and until when', async () => {
    const id = await w.live(owner, 4, { participantsShare: '2.00', participantsCount: 2 });
    expect((await details(id)).endBlock).toBeNull();
    const c = await w.customer({ instagramFollowers: 1500 });
    const act = await w.accept(c, id);
    expect((await w.submit(c, act, w.proof)).status).toBe(200);
    w.t.clock.advance(HOUR);
    expect((await w.decide(owner, id, act, false)).status).toBe(200);
    const rejectedAt = (await w.activity(act)).decidedAt!.getTime();

    const block = (await details(id)).endBlock;
    expect(block).toEqual({
      reason: 'appealWindow',
      until: new Date(rejectedAt + APPEAL_LIMITS.windowHours * HOUR).toISOString(),
    });
    // The server refuses as the details said.
    expect((await end(id)).body.code).toBe('APPEALS_PENDING');

    // An open appeal holds it until the operator decides: no date to give.
    expect((await w.post(`/api/activities/${act}/appeal`, c, { note: 'It is up.' })).status).toBe(200);
    expect((await details(id)).endBlock).toEqual({ reason: 'openAppeal', until: null });
  });

  it('lets the owner end once the appeal window has passed', async () => {
    const id = await w.live(owner, 4, {
      participantsShare: '2.00',
      participantsCount: 2,
      endDate: w.inDays(9),
    });
    const c = await w.customer({ instagramFollowers: 1500 });
    const act = await w.accept(c, id);
    expect((await w.submit(c, act, w.proof)).status).toBe(200);
    expect((await w.decide(owner, id, act, false)).status).toBe(200);
    w.t.clock.advance(APPEAL_LIMITS.windowHours * HOUR + 1000);
    expect((await details(id)).endBlock).toBeNull();
    expect((await end(id)).status).toBe(200);
  });

  it("shows a to-do's Submit by as the campaign's end when that comes before its 72 hours", async () => {
    const endDate = w.inDays(1);
    const soon = await w.live(owner, 4, { endDate });
    const later = await w.live(owner, 4, { endDate: w.inDays(9) });
    const c = await w.customer({ instagramFollowers: 1500 });
    const a1 = await w.accept(c, soon);
    const a2 = await w.accept(c, later);
    const current = await w.get('/api/activities/current', c);
    expect(current.status).toBe(200);
    const byId = new Map(
      (current.body.data.activities as Array<{ id: string; expiresAt: string; createdAt: string }>).map(
        (a) => [a.id, a],
      ),
    );
    expect(byId.get(a1)!.expiresAt).toBe(endDate);
    const a2Row = byId.get(a2)!;
    expect(new Date(a2Row.expiresAt).getTime() - new Date(a2Row.createdAt).getTime()).toBe(72 * HOUR);
  });
});
