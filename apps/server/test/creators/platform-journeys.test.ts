/**
 * The whole path through the real clients, against the local mocks of Instagram, TikTok and Google (written from
 * their published references): a creator connects through the platform's consent page, is verified by its follower
 * count, submits a post that the platform confirms, is paid with no owner, and the post's reach is read later.
 * Rate limits leave the proof pending until the platform answers; a revoked token asks the creator to reconnect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACTIVITY_STATUS, type Platform } from '@spruik/shared';
import { postReads, socialConnections } from '../../src/db/schema';
import { campaignWorld, DAY, type CampaignWorld, type Person } from '../campaigns/helpers';
import { startInstagramMock, type InstagramMock } from '../support/platform-mocks/instagram';
import { startTikTokMock, type TikTokMock } from '../support/platform-mocks/tiktok';
import { startGoogleMock, type GoogleMock } from '../support/platform-mocks/google';

const OWNER = 'laneway.bar';

describe('connected accounts through the platforms (local mocks)', () => {
  let ig: InstagramMock;
  let tt: TikTokMock;
  let google: GoogleMock;
  let w: CampaignWorld;
  let owner: Person;

  beforeAll(async () => {
    [ig, tt, google] = await Promise.all([startInstagramMock(), startTikTokMock(), startGoogleMock()]);
    w = await campaignWorld('pglite', {
      social: {
        instagram: { clientId: ig.state.appId, clientSecret: ig.state.appSecret },
        tiktok: { clientId: tt.state.clientKey, clientSecret: tt.state.clientSecret },
        google: { clientId: google.state.clientId, clientSecret: google.state.clientSecret },
        tokenKey: 'test-social-key-test-social-key',
        baseUrls: { instagram: ig.baseUrl, tiktok: tt.baseUrl, google: google.baseUrl },
        sandbox: false,
      },
    });
    owner = await w.business({
      instagramId: `https://www.instagram.com/${OWNER}/`,
      tiktokId: `https://www.tiktok.com/@${OWNER}`,
      youtubeId: `https://www.youtube.com/@${OWNER}`,
    });
    await w.fund(owner, 100_000);
  });
  afterAll(async () => {
    await w.close();
    await Promise.all([ig.close(), tt.close(), google.close()]);
  });

  /** Connect on /profile: our API gives the consent page, the platform sends the browser back to our callback. */
  async function connect(who: Person, platform: Platform) {
    const started = await w.t.app.inject({
      method: 'POST',
      url: `/api/users/me/social/${platform}/connect`,
      headers: who.auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    const consent = await fetch(started.json().data.url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    expect(back.pathname).toBe(`/api/social/${platform}/callback`);
    const landed = await w.t.app.inject({ method: 'GET', url: back.pathname + back.search });
    return new URL(landed.headers.location as string, 'http://x').searchParams.get('result');
  }

  const me = async (who: Person) =>
    (await w.get('/api/users/me', who)).body.data.user as {
      socialAccounts: Array<{ platform: string; state: string; followers: number | null }>;
    };
  const account = async (who: Person, platform: Platform) =>
    (await me(who)).socialAccounts.find((a) => a.platform === platform)!;

  async function joinAndSubmit(who: Person, campaignId: string, publish: () => string) {
    const activityId = await w.accept(who, campaignId);
    w.t.clock.advance(60_000);
    const link = publish();
    const res = await w.submit(who, activityId, { link, disclosed: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return activityId;
  }

  const isoNow = () => new Date(w.t.clock.now().getTime() + 1000).toISOString().replace('Z', '+0000');

  it('Instagram: connected and verified by its count, a confirmed post paid with no owner, its reach read after 24 hours', async () => {
    const maya = await w.customer({ instagramId: null, instagramFollowers: null });
    const igUser = ig.addAccount({ username: 'maya.eats', followers: 1500, accountType: 'MEDIA_CREATOR' });
    ig.state.loginAs = igUser.userId;
    expect(await connect(maya, 'instagram')).toBe('connected');
    expect(await account(maya, 'instagram')).toMatchObject({ state: 'verified', followers: 1500 });

    const campaignId = await w.live(owner, 4, { platform: 'instagram' });
    const activityId = await joinAndSubmit(maya, campaignId, () => {
      const media = ig.addMedia(igUser.userId, {
        caption: `Sunset spritz at @${OWNER} #ad`,
        timestamp: isoNow(),
        insights: { views: 900, reach: 700, likes: 60, comments: 5, shares: 3, saved: 2 },
      });
      return `https://www.instagram.com/p/${media.shortcode}/`;
    });
    await w.t.app.deps.queue.drain();
    const row = await w.activity(activityId);
    expect(row.status).toBe(ACTIVITY_STATUS.approved);
    expect(row.proofState).toBe('verified');
    expect(await w.wallet(maya)).toBe(row.payoutCents);
    expect(row.payoutCents).toBeGreaterThan(0);

    // A day later the post is read again through the same account.
    w.t.clock.advance(DAY + 60_000);
    await w.t.app.deps.queue.drain();
    const [read] = await w.t.db
      .select()
      .from(postReads)
      .where(and(eq(postReads.activityId, activityId), eq(postReads.window, '24h')));
    expect(read).toMatchObject({ views: 900, reach: 700, likes: 60, comments: 5, shares: 3, saved: 2 });
    await w.expectLedgerOk();
  });

  it('Instagram: a personal account is refused with the way to a Creator account, and nothing is stored', async () => {
    const sam = await w.customer({ instagramId: null, instagramFollowers: null });
    ig.state.loginAs = ig.addAccount({
      username: 'sam.personal',
      followers: 5000,
      accountType: 'PERSONAL',
    }).userId;
    expect(await connect(sam, 'instagram')).toBe('personalAccount');
    expect(await account(sam, 'instagram')).toMatchObject({ state: 'missing', followers: null });
    const rows = await w.t.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.userId, sam.user.id));
    expect(rows).toEqual([]);
  });

  it('Instagram: a rate limit leaves the proof pending, and the verdict follows once the platform answers', async () => {
    const leo = await w.customer({ instagramId: null, instagramFollowers: null });
    const igUser = ig.addAccount({ username: 'leo.brunch', followers: 800, accountType: 'BUSINESS' });
    ig.state.loginAs = igUser.userId;
    expect(await connect(leo, 'instagram')).toBe('connected');
    const campaignId = await w.live(owner, 4, { platform: 'instagram' });
    const activityId = await joinAndSubmit(leo, campaignId, () => {
      const media = ig.addMedia(igUser.userId, { caption: `#ad brunch with @${OWNER}`, timestamp: isoNow() });
      return `https://www.instagram.com/p/${media.shortcode}/`;
    });
    ig.state.rateLimit = { code: 4, minutes: 1 };
    await w.t.app.deps.queue.drain();
    expect((await w.activity(activityId)).proofState).toBe('pending');
    expect(await w.wallet(leo)).toBe(0);

    ig.state.rateLimit = null;
    w.t.clock.advance(5 * 60_000);
    await w.t.app.deps.queue.drain();
    expect((await w.activity(activityId)).proofState).toBe('verified');
    expect(await w.wallet(leo)).toBeGreaterThan(0);
  });

  it('TikTok: connected through Login Kit, a labelled video naming the owner confirmed and paid', async () => {
    const zoe = await w.customer({ instagramId: null, tiktokId: null, tiktokFollowers: null });
    const ttUser = tt.addAccount({ username: 'zoe.tok', followers: 300 });
    tt.state.loginAs = ttUser.openId;
    expect(await connect(zoe, 'tiktok')).toBe('connected');
    expect(await account(zoe, 'tiktok')).toMatchObject({ state: 'verified', followers: 300 });
    const campaignId = await w.live(owner, 4, { platform: 'tiktok' });
    const activityId = await joinAndSubmit(zoe, campaignId, () => {
      const video = tt.addVideo(ttUser.openId, {
        title: `Paid partnership with @${OWNER}`,
        description: 'Friday night',
        createTime: Math.floor(w.t.clock.now().getTime() / 1000) + 1,
      });
      return video.shareUrl;
    });
    await w.t.app.deps.queue.drain();
    const row = await w.activity(activityId);
    expect(row.proofState).toBe('verified');
    expect(row.status).toBe(ACTIVITY_STATUS.approved);
  });

  it('YouTube: a subscription to the owner is read through subscriptions.list', async () => {
    const ana = await w.customer({ instagramId: null, youtubeId: null, youtubeFollowers: null });
    const channel = google.addChannel({ handle: 'ana.watches', subscribers: 40 });
    const ownerChannel = google.addChannel({ handle: OWNER, subscribers: 9000 });
    google.state.loginAs = channel.id;
    expect(await connect(ana, 'youtube')).toBe('connected');
    expect(await account(ana, 'youtube')).toMatchObject({ state: 'verified', followers: 40 });
    const campaignId = await w.live(owner, 2, { platform: 'youtube' });
    const activityId = await w.accept(ana, campaignId);
    google.subscribe(channel.id, ownerChannel.id);
    const res = await w.submit(ana, activityId, { youtubeId: 'ana.watches' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await w.t.app.deps.queue.drain();
    const row = await w.activity(activityId);
    expect(row.proofState).toBe('verified');
    expect(row.proofChecks).toEqual([expect.objectContaining({ check: 'subscribed', passed: true })]);
  });

  it('a token the platform revoked asks the creator to reconnect, and the proof waits for the owner', async () => {
    const kim = await w.customer({ instagramId: null, instagramFollowers: null });
    const igUser = ig.addAccount({ username: 'kim.coffee', followers: 600, accountType: 'MEDIA_CREATOR' });
    ig.state.loginAs = igUser.userId;
    expect(await connect(kim, 'instagram')).toBe('connected');
    const campaignId = await w.live(owner, 4, { platform: 'instagram' });
    const activityId = await joinAndSubmit(kim, campaignId, () => {
      const media = ig.addMedia(igUser.userId, { caption: `#ad @${OWNER}`, timestamp: isoNow() });
      return `https://www.instagram.com/p/${media.shortcode}/`;
    });
    ig.state.tokenInvalid = true;
    await w.t.app.deps.queue.drain();
    ig.state.tokenInvalid = false;
    const row = await w.activity(activityId);
    expect(row.proofState).toBe('unchecked');
    expect(row.status).toBe(ACTIVITY_STATUS.submitted);
    const [conn] = await w.t.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.userId, kim.user.id));
    expect(conn.status).toBe('reconnect');
    const titles = (await w.get('/api/messages', kim)).body.data.messages.map(
      (m: { title: string }) => m.title,
    );
    expect(titles.some((t: string) => /Instagram account needs reconnecting/.test(t))).toBe(true);
  });
});
