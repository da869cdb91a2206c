/**
 * Post re-reads (docs/connected-accounts.md, "Reach and clicks"): a verified post is read again at 24 hours and
 * 7 days; the owner's analytics show its views, reach and interactions; a post gone is flagged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities, postReads, socialConnections } from '../../src/db/schema';
import { sealTokens } from '../../src/features/creators/connection-access';
import { scheduleReachReads, sweepReachReads } from '../../src/features/campaigns/reach';
import { campaignWorld, DAY, type CampaignWorld, type Person } from './helpers';
import { fakeReachPlatform } from './fake-reach-platform';

const HOUR = 3_600_000;

describe('post re-reads and reach analytics', () => {
  let w: CampaignWorld;
  let biz: Person;
  let fake: ReturnType<typeof fakeReachPlatform>;

  beforeAll(async () => {
    w = await campaignWorld('pglite');
    biz = await w.business({ name: 'Bean There' });
    await w.fund(biz, 1_000_000);
  });
  afterAll(() => w.close());
  beforeEach(() => {
    fake = fakeReachPlatform('instagram');
    w.t.app.deps.platforms = { client: () => fake.client };
  });

  /** A creator with a connected Instagram account, joined and submitted; the proof verified as the checks would. */
  async function verifiedPost(campaignId: string, name: string, link: string, connect = true) {
    const c = await w.customer({ name });
    const accountId = `ig-${c.user.id}`;
    if (connect)
      await w.t.db.insert(socialConnections).values({
        userId: c.user.id,
        platform: 'instagram',
        accountId,
        handle: name.toLowerCase(),
        accountType: 'MEDIA_CREATOR',
        followers: 500,
        followersReadAt: w.t.clock.now(),
        ...sealTokens(w.t.app.deps, {
          accessToken: `token-${c.user.id}`,
          refreshToken: null,
          accessExpiresAt: null,
          refreshExpiresAt: null,
        }),
      });
    const act = await w.accept(c, campaignId);
    expect((await w.submit(c, act, { link, disclosed: true })).status).toBe(200);
    await w.t.db
      .update(activities)
      .set({
        proofState: 'verified',
        proofPostId: `post-https://${link}`,
        proofPlatform: 'instagram',
        proofCheckedAt: w.t.clock.now(),
      })
      .where(eq(activities.id, act));
    // The submission queued its proof check; verified above, the check finds nothing left to do.
    await w.t.app.deps.queue.drain();
    return { c, act, accountId, link: `https://${link}` };
  }

  const readsOf = async (act: string) =>
    (await w.t.db.select().from(postReads).where(eq(postReads.activityId, act))).sort((a, b) =>
      a.window.localeCompare(b.window),
    );

  it('reads a verified post at 24 hours and at 7 days, and the analytics show views, reach, interactions and the rate', async () => {
    const id = await w.live(biz, 4, { title: 'Flat white week' });
    const a = await verifiedPost(id, 'Ava', 'instagram.com/p/ava1');
    const b = await verifiedPost(id, 'Ben', 'instagram.com/p/ben1');
    fake.post(a.accountId, a.link, { views: 1000, reach: 800, likes: 40, comments: 5, shares: 3, saved: 2 });
    fake.post(b.accountId, b.link, { views: 300, reach: 200, likes: 10, comments: 0, shares: 0, saved: 1 });
    await scheduleReachReads(w.t.app.deps, a.act);
    await scheduleReachReads(w.t.app.deps, b.act);

    // Nothing is due before 24 hours.
    expect(await w.t.app.deps.queue.drain()).toBe(0);
    w.t.clock.advance(24 * HOUR + 1000);
    expect(await w.t.app.deps.queue.drain()).toBe(2);
    expect((await readsOf(a.act)).map((r) => [r.window, r.views, r.reach])).toEqual([['24h', 1000, 800]]);

    // Later figures grow; the 7-day read is the one the owner sees.
    fake.post(a.accountId, a.link, {
      views: 2000,
      reach: 1500,
      likes: 80,
      comments: 10,
      shares: 5,
      saved: 5,
    });
    await w.t.app.deps.queue.drain({ all: true });
    expect((await readsOf(a.act)).map((r) => [r.window, r.views, r.reach])).toEqual([
      ['24h', 1000, 800],
      ['7d', 2000, 1500],
    ]);
    expect((await readsOf(b.act)).map((r) => r.window)).toEqual(['24h', '7d']);

    const res = await w.get(`/api/campaigns/${id}`, biz);
    expect(res.status).toBe(200);
    const { analytics, participants } = res.body.data.campaign;
    // Interactions: Ava 80+10+5+5 = 100, Ben 10+0+0+1 = 11; rate = 111 / 1700 = 6.53 %.
    expect(analytics).toMatchObject({
      postsRead: 2,
      postViews: 2300,
      reach: 1700,
      interactions: 111,
      interactionRate: 6.53,
      postsRemoved: 0,
      clicks: null,
    });
    const ava = participants.find((p: { user: { name: string } }) => p.user.name === 'Ava');
    expect(ava).toMatchObject({
      reach: { views: 2000, reach: 1500, interactions: 100, interactionRate: 6.67 },
      clicks: null,
      postRemoved: false,
    });
    expect(analytics.views).toBeTypeOf('number'); // opens in Spruik stay as they were
  });

  it('a post deleted within 7 days is flagged to the owner and on the operator trust flags', async () => {
    const id = await w.live(biz, 4, { title: 'Cold brew launch' });
    const p = await verifiedPost(id, 'Cleo', 'instagram.com/p/cleo1');
    fake.post(p.accountId, p.link, { views: 50, reach: 40, likes: 4 });
    await scheduleReachReads(w.t.app.deps, p.act);
    w.t.clock.advance(25 * HOUR);
    await w.t.app.deps.queue.drain();
    fake.remove(p.link);
    await w.t.app.deps.queue.drain({ all: true });

    expect((await w.activity(p.act)).postRemovedAt).not.toBeNull();
    const messages = (await w.get('/api/messages', biz)).body.data.messages as Array<{ title: string }>;
    expect(messages.map((m) => m.title)).toContain(
      "Cleo's post for Cold brew launch was deleted or made private",
    );
    const details = (await w.get(`/api/campaigns/${id}`, biz)).body.data.campaign;
    expect(details.analytics.postsRemoved).toBe(1);
    expect(details.participants[0]).toMatchObject({ postRemoved: true, reach: { views: 50 } });

    const flags = await w.get('/api/admin/flags/posts-removed', await w.admin());
    expect(flags.status).toBe(200);
    expect(flags.body.data.posts).toEqual([
      expect.objectContaining({
        id: p.act,
        platform: 'instagram',
        link: p.link,
        campaign: expect.objectContaining({ title: 'Cold brew launch' }),
        creator: expect.objectContaining({ name: 'Cleo' }),
        owner: expect.objectContaining({ id: biz.user.id }),
        creatorRemovedCount: 1,
      }),
    ]);
  });

  it('a post made private counts as removed too; the owner is told once', async () => {
    const id = await w.live(biz, 4, { title: 'Private test' });
    const p = await verifiedPost(id, 'Dan', 'instagram.com/p/dan1');
    fake.post(p.accountId, p.link, { views: 5 }, { isPublic: false });
    await scheduleReachReads(w.t.app.deps, p.act);
    await w.t.app.deps.queue.drain({ all: true });
    const titles = (
      (await w.get('/api/messages', biz)).body.data.messages as Array<{ title: string }>
    ).filter((m) => m.title.startsWith("Dan's post"));
    expect(titles).toHaveLength(1);
    expect(await readsOf(p.act)).toEqual([]);
  });

  it('a rate-limited read is queued again later and then stored', async () => {
    const id = await w.live(biz, 4, { title: 'Rate limited' });
    const p = await verifiedPost(id, 'Eve', 'instagram.com/p/eve1');
    fake.post(p.accountId, p.link, { views: 70, reach: 60, likes: 6 });
    await scheduleReachReads(w.t.app.deps, p.act);
    fake.rateLimitNext(1);
    w.t.clock.advance(24 * HOUR + 1000);
    await w.t.app.deps.queue.drain();
    expect(await readsOf(p.act)).toEqual([]);
    // The platform asked for 120 seconds.
    w.t.clock.advance(60_000);
    expect(await w.t.app.deps.queue.drain()).toBe(0);
    w.t.clock.advance(61_000);
    await w.t.app.deps.queue.drain();
    expect((await readsOf(p.act)).map((r) => [r.window, r.views])).toEqual([['24h', 70]]);
    await w.t.app.deps.queue.drain({ all: true });
  });

  it('a creator not connected is skipped: a read with no figures, no reach shown', async () => {
    const id = await w.live(biz, 4, { title: 'Not connected' });
    const p = await verifiedPost(id, 'Finn', 'instagram.com/p/finn1', false);
    await scheduleReachReads(w.t.app.deps, p.act);
    await w.t.app.deps.queue.drain({ all: true });
    expect(fake.calls).toEqual([]);
    expect((await readsOf(p.act)).map((r) => [r.window, r.views])).toEqual([
      ['24h', null],
      ['7d', null],
    ]);
    const details = (await w.get(`/api/campaigns/${id}`, biz)).body.data.campaign;
    expect(details.participants[0].reach).toBeNull();
    expect(details.analytics).toMatchObject({ postsRead: 0, reach: null, interactionRate: null });
  });

  it('the sweep queues the reads of a verified post whose jobs were never sent', async () => {
    const id = await w.live(biz, 4, { title: 'Swept' });
    const p = await verifiedPost(id, 'Gus', 'instagram.com/p/gus1');
    fake.post(p.accountId, p.link, { views: 9, reach: 0, likes: 1 });
    // Not due yet: nothing queued.
    expect(await sweepReachReads(w.t.app.deps)).toBe(0);
    w.t.clock.advance(25 * HOUR);
    expect(await sweepReachReads(w.t.app.deps)).toBe(1);
    await w.t.app.deps.queue.drain();
    expect((await readsOf(p.act)).map((r) => r.window)).toEqual(['24h']);
    // Stored: the sweep leaves it alone until the 7-day read is due.
    expect(await sweepReachReads(w.t.app.deps)).toBe(0);
    w.t.clock.advance(6 * DAY);
    expect(await sweepReachReads(w.t.app.deps)).toBe(1);
    await w.t.app.deps.queue.drain();
    expect((await readsOf(p.act)).map((r) => r.window)).toEqual(['24h', '7d']);
    // Reach 0: the rate is unknown rather than infinite.
    const details = (await w.get(`/api/campaigns/${id}`, biz)).body.data.campaign;
    expect(details.participants[0].reach).toMatchObject({ reach: 0, interactions: 1, interactionRate: null });
  });
});
