/**
 * Connecting an account (docs/connected-accounts.md): connect, the platform's callback and its state, disconnect,
 * Meta's callbacks, follower re-reads and token refreshes, and the TEST MODE sandbox end to end.
 */
import { createHmac } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Platform } from '@spruik/shared';
import {
  auditLog,
  messages,
  sandboxPosts,
  socialConnections,
  socialStates,
  users,
} from '../../src/db/schema';
import {
  PlatformAccountRefused,
  PlatformTokenInvalid,
  PlatformUnavailable,
  type PlatformAccount,
  type PlatformClient,
  type Tokens,
} from '../../src/lib/social-platform';
import type { Platforms } from '../../src/lib/social-platform';
import { sweepConnections } from '../../src/features/creators';
import { campaignWorld, DAY, type CampaignWorld, type Person } from '../campaigns/helpers';

const APP_SECRET = 'instagram-app-secret';

/** A platform as the tests need it: one account, tokens that work until told otherwise. */
function fakePlatform(platform: Platform) {
  const f = {
    account: {
      id: `${platform}-1`,
      handle: 'realcreator',
      accountType: 'MEDIA_CREATOR',
      followers: 1500,
    } as PlatformAccount,
    /** The access token the platform accepts now. */
    valid: 'AT-first-secret',
    refreshWorks: true,
    readFails: null as Error | null,
    revoked: [] as string[],
    exchanges: 0,
  };
  const tokens = (access: string): Tokens => ({
    accessToken: access,
    refreshToken: 'RT-secret-refresh',
    accessExpiresAt: new Date(Date.now() + 60 * DAY),
    refreshExpiresAt: null,
  });
  const client: PlatformClient = {
    platform,
    consentUrl: (state, redirectUri) =>
      `https://consent.example/${platform}?state=${encodeURIComponent(state)}&redirect_uri=${encodeURIComponent(redirectUri)}`,
    exchangeCode: async (code) => {
      f.exchanges++;
      if (code !== 'good-code') throw new PlatformTokenInvalid(platform);
      return tokens(f.valid);
    },
    refresh: async () => {
      if (!f.refreshWorks) throw new PlatformTokenInvalid(platform);
      f.valid = `AT-refreshed-${Math.random().toString(36).slice(2)}-secret`;
      return tokens(f.valid);
    },
    readAccount: async (accessToken) => {
      if (f.readFails) throw f.readFails;
      if (accessToken !== f.valid) throw new PlatformTokenInvalid(platform);
      if (platform === 'instagram' && f.account.accountType === 'PERSONAL')
        throw new PlatformAccountRefused(platform, 'personalAccount');
      return { ...f.account };
    },
    findPost: async () => null,
    readMetrics: async () => ({}),
    revoke: async (t) => void f.revoked.push(t.accessToken),
  };
  return { f, client };
}

function signedRequest(payload: object, secret = APP_SECRET) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const sig = createHmac('sha256', secret).update(body).digest('base64url');
  return `${sig}.${body}`;
}

describe('connecting accounts', () => {
  let w: CampaignWorld;
  let real: Platforms;
  let ig: ReturnType<typeof fakePlatform>;
  let tt: ReturnType<typeof fakePlatform>;

  beforeAll(async () => {
    w = await campaignWorld('pglite', {
      social: {
        instagram: { clientId: 'ig-app', clientSecret: APP_SECRET },
        tokenKey: 'test-social-key-test-social-key',
        baseUrls: {},
        sandbox: true,
      },
    });
    real = w.t.app.deps.platforms;
  });
  afterAll(() => w.close());

  beforeEach(() => {
    ig = fakePlatform('instagram');
    tt = fakePlatform('tiktok');
    const fakes: Partial<Record<Platform, PlatformClient>> = { instagram: ig.client, tiktok: tt.client };
    w.t.app.deps.platforms = {
      client: (p, sandbox) => (sandbox ? real.client(p, true) : (fakes[p] ?? null)),
    };
  });

  const inject = (opts: InjectOptions) => w.t.app.inject(opts);
  const newCreator = () => w.t.createUser(3, { instagramId: null });

  async function startConnect(who: Person, platform: Platform = 'instagram') {
    const res = await inject({
      method: 'POST',
      url: `/api/users/me/social/${platform}/connect`,
      headers: who.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data.url as string);
    return url.searchParams.get('state')!;
  }
  async function callback(platform: Platform, query: Record<string, string>) {
    const res = await inject({
      method: 'GET',
      url: `/api/social/${platform}/callback?${new URLSearchParams(query)}`,
    });
    expect(res.statusCode, res.body).toBe(303);
    return new URL(res.headers.location as string, 'http://x').searchParams.get('result');
  }
  async function connect(who: Person, platform: Platform = 'instagram') {
    const state = await startConnect(who, platform);
    return callback(platform, { code: 'good-code', state });
  }
  const connectionOf = async (who: Person, platform: Platform = 'instagram') =>
    (
      await w.t.db
        .select()
        .from(socialConnections)
        .where(and(eq(socialConnections.userId, who.user.id), eq(socialConnections.platform, platform)))
    )[0];
  const me = async (who: Person) =>
    (await inject({ method: 'GET', url: '/api/users/me', headers: who.auth })).json().data.user;
  const accountOn = async (who: Person, platform: Platform) =>
    (await me(who)).socialAccounts.find((a: { platform: string }) => a.platform === platform);

  it('connects: the consent page names our callback, the connection is stored sealed and the creator verified', async () => {
    const c = await newCreator();
    const res = await inject({
      method: 'POST',
      url: '/api/users/me/social/instagram/connect',
      headers: c.auth,
    });
    const consent = new URL(res.json().data.url);
    expect(consent.origin).toBe('https://consent.example');
    expect(consent.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/social/instagram/callback',
    );
    const [stored] = await w.t.db.select().from(socialStates).where(eq(socialStates.userId, c.user.id));
    // Only a keyed hash of the state is kept.
    expect(stored.hash).not.toBe(consent.searchParams.get('state'));

    expect(
      await callback('instagram', { code: 'good-code', state: consent.searchParams.get('state')! }),
    ).toBe('connected');
    const row = await connectionOf(c);
    expect(row).toMatchObject({
      accountId: 'instagram-1',
      handle: 'realcreator',
      followers: 1500,
      sandbox: false,
    });
    expect(JSON.stringify(row)).not.toContain('AT-first-secret');
    expect(JSON.stringify(row)).not.toContain('RT-secret-refresh');
    const user = await w.t.reload(c.user.id);
    expect(user.instagramId).toBe('https://www.instagram.com/realcreator/');
    expect(user.instagramFollowers).toBe(1500);

    const account = await accountOn(c, 'instagram');
    expect(account).toMatchObject({
      state: 'verified',
      followers: 1500,
      handle: 'https://www.instagram.com/realcreator/',
    });
    expect(account.connection).toMatchObject({ status: 'connected', sandbox: false, sandboxPostsUrl: null });
    const whole = JSON.stringify(await me(c));
    expect(whole).not.toContain('secret');

    const told = await w.t.db.select().from(messages).where(eq(messages.userId, c.user.id));
    expect(told.map((m) => m.title)).toContain(
      'Your Instagram account is verified with 1,500 followers. You can now join Instagram campaigns.',
    );
    const audit = await w.t.db.select().from(auditLog).where(eq(auditLog.targetId, c.user.id));
    expect(audit.map((a) => a.action)).toContain('social.connect');
  });

  it('a count below the minimum is stored but not verified, and the declined reason is cleared', async () => {
    const c = await w.t.createUser(3, { instagramId: null, socialDeclinedReason: 'Could not find you' });
    ig.f.account = { ...ig.f.account, id: 'ig-small', followers: 60 };
    expect(await connect(c)).toBe('connected');
    const account = await accountOn(c, 'instagram');
    expect(account).toMatchObject({ state: 'belowMinimum', followers: 60, declinedReason: null });
    expect((await w.t.reload(c.user.id)).socialDeclinedReason).toBeNull();
  });

  it('refuses a replayed, unknown, expired, other-platform or denied state, and stores nothing', async () => {
    const c = await newCreator();
    ig.f.account = { ...ig.f.account, id: 'ig-states' };
    const state = await startConnect(c);
    expect(await callback('tiktok', { code: 'good-code', state })).toBe('invalid');
    // The other platform's attempt used the state up.
    expect(await callback('instagram', { code: 'good-code', state })).toBe('expired');
    expect(await callback('instagram', { code: 'good-code', state: 'made-up-state' })).toBe('expired');
    expect(await callback('instagram', { code: 'good-code' })).toBe('invalid');

    const late = await startConnect(c);
    w.t.clock.advance(11 * 60_000);
    expect(await callback('instagram', { code: 'good-code', state: late })).toBe('expired');

    const denied = await startConnect(c);
    expect(await callback('instagram', { error: 'access_denied', state: denied })).toBe('denied');
    const badCode = await startConnect(c);
    expect(await callback('instagram', { code: 'forged', state: badCode })).toBe('invalid');
    expect(await connectionOf(c)).toBeUndefined();
    expect((await w.t.reload(c.user.id)).instagramFollowers).toBeNull();
    expect(ig.f.exchanges).toBe(1);

    const used = await startConnect(c);
    expect(await callback('instagram', { code: 'good-code', state: used })).toBe('connected');
    expect(await callback('instagram', { code: 'good-code', state: used })).toBe('expired');
  });

  it('a state connects only the customer who asked for it, never the one whose browser uses it', async () => {
    const asker = await newCreator();
    const other = await newCreator();
    ig.f.account = { ...ig.f.account, id: 'ig-foreign' };
    const state = await startConnect(asker);
    // The other customer's signed-in headers change nothing: the state is the binding.
    const res = await inject({
      method: 'GET',
      url: `/api/social/instagram/callback?code=good-code&state=${encodeURIComponent(state)}`,
      headers: other.auth,
    });
    expect(res.headers.location).toBe('/profile?social=instagram&result=connected');
    expect(await connectionOf(other)).toBeUndefined();
    expect((await connectionOf(asker))?.accountId).toBe('ig-foreign');
  });

  it('refuses an account already connected to another customer', async () => {
    const first = await newCreator();
    const second = await newCreator();
    ig.f.account = { ...ig.f.account, id: 'ig-shared' };
    expect(await connect(first)).toBe('connected');
    expect(await connect(second)).toBe('takenByAnother');
    expect(await connectionOf(second)).toBeUndefined();
    expect((await w.t.reload(second.user.id)).instagramFollowers).toBeNull();
  });

  it('sends a personal Instagram account to the steps to switch, storing nothing', async () => {
    const c = await newCreator();
    ig.f.account = { ...ig.f.account, id: 'ig-personal', accountType: 'PERSONAL' };
    expect(await connect(c)).toBe('personalAccount');
    expect(await connectionOf(c)).toBeUndefined();
  });

  it('answers 400 when the platform can connect neither for real nor in TEST MODE, 403 to a business', async () => {
    w.t.app.deps.platforms = { client: () => null };
    const c = await newCreator();
    const res = await inject({
      method: 'POST',
      url: '/api/users/me/social/youtube/connect',
      headers: c.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatch(/not available/);
    const biz = await w.business();
    const refused = await inject({
      method: 'POST',
      url: '/api/users/me/social/instagram/connect',
      headers: biz.auth,
    });
    expect(refused.statusCode).toBe(403);
    const odd = await inject({
      method: 'POST',
      url: '/api/users/me/social/myspace/connect',
      headers: c.auth,
    });
    expect(odd.statusCode).toBe(404);
  });

  it('disconnects: revokes, deletes the tokens, keeps the last count; a second disconnect is 404', async () => {
    const c = await newCreator();
    tt.f.account = { ...tt.f.account, id: 'tt-disc', followers: 80 };
    expect(await connect(c, 'tiktok')).toBe('connected');
    const res = await inject({ method: 'DELETE', url: '/api/users/me/social/tiktok', headers: c.auth });
    expect(res.statusCode).toBe(200);
    expect(tt.f.revoked).toEqual(['AT-first-secret']);
    expect(await connectionOf(c, 'tiktok')).toBeUndefined();
    const account = await accountOn(c, 'tiktok');
    expect(account).toMatchObject({ state: 'verified', followers: 80, connection: null });
    const again = await inject({ method: 'DELETE', url: '/api/users/me/social/tiktok', headers: c.auth });
    expect(again.statusCode).toBe(404);
  });

  it('a revocation that fails still deletes the tokens', async () => {
    const c = await newCreator();
    tt.f.account = { ...tt.f.account, id: 'tt-revfail' };
    expect(await connect(c, 'tiktok')).toBe('connected');
    tt.client.revoke = async () => {
      throw new PlatformUnavailable('tiktok', '503');
    };
    const res = await inject({ method: 'DELETE', url: '/api/users/me/social/tiktok', headers: c.auth });
    expect(res.statusCode).toBe(200);
    expect(await connectionOf(c, 'tiktok')).toBeUndefined();
  });

  it('re-reads followers daily through the sweep and the worker', async () => {
    const c = await newCreator();
    ig.f.account = { ...ig.f.account, id: 'ig-daily', followers: 90 };
    expect(await connect(c)).toBe('connected');
    expect((await accountOn(c, 'instagram')).state).toBe('belowMinimum');
    ig.f.account.followers = 240;
    // Not yet a day old: nothing to read.
    await sweepConnections(w.t.app.deps);
    await w.t.app.deps.queue.drain();
    expect((await w.t.reload(c.user.id)).instagramFollowers).toBe(90);

    w.t.clock.advance(25 * 3_600_000);
    await sweepConnections(w.t.app.deps);
    await w.t.app.deps.queue.drain();
    expect((await w.t.reload(c.user.id)).instagramFollowers).toBe(240);
    const account = await accountOn(c, 'instagram');
    expect(account.state).toBe('verified');
    expect(account.connection.countReadAt).toBe(w.t.clock.now().toISOString());
  });

  it('refreshes a token expiring within 7 days; a refused refresh asks the creator to reconnect, once', async () => {
    const c = await newCreator();
    ig.f.account = { ...ig.f.account, id: 'ig-refresh' };
    expect(await connect(c)).toBe('connected');
    const before = await connectionOf(c);
    w.t.clock.advance(55 * DAY);
    await sweepConnections(w.t.app.deps);
    await w.t.app.deps.queue.drain();
    const after = await connectionOf(c);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.accessToken).not.toContain('AT-');
    expect(after.status).toBe('connected');

    // The platform now refuses the token and the refresh: reconnect needed, with a message.
    ig.f.valid = 'nothing-works';
    ig.f.refreshWorks = false;
    await w.t.app.deps.queue.send('creators.readFollowers', { userId: c.user.id, platform: 'instagram' });
    await w.t.app.deps.queue.drain();
    expect((await connectionOf(c)).status).toBe('reconnect');
    expect((await accountOn(c, 'instagram')).connection.status).toBe('reconnect');
    await w.t.app.deps.queue.send('creators.refreshToken', { userId: c.user.id, platform: 'instagram' });
    await w.t.app.deps.queue.drain();
    const told = await w.t.db.select().from(messages).where(eq(messages.userId, c.user.id));
    expect(told.filter((m) => m.title.includes('needs reconnecting'))).toHaveLength(1);
    // Reconnecting puts it right.
    ig.f.valid = 'AT-first-secret';
    ig.f.refreshWorks = true;
    expect(await connect(c)).toBe('connected');
    expect((await connectionOf(c)).status).toBe('connected');
  });

  it('reads a count older than 24 hours before an accept, and a silent platform does not block it', async () => {
    const owner = await w.business();
    await w.fund(owner, 1_000_000);
    const c = await newCreator();
    ig.f.account = { ...ig.f.account, id: 'ig-accept', followers: 500 };
    expect(await connect(c)).toBe('connected');
    w.t.clock.advance(2 * DAY);
    ig.f.account.followers = 700;
    const first = await w.live(owner, 4, { participantsShare: '2.00', participantsCount: 2 });
    await w.accept(c, first);
    expect((await w.t.reload(c.user.id)).instagramFollowers).toBe(700);

    w.t.clock.advance(2 * DAY);
    ig.f.readFails = new PlatformUnavailable('instagram', 'down');
    const second = await w.live(owner, 4, { participantsShare: '2.00', participantsCount: 2 });
    await w.accept(c, second);
    expect((await w.t.reload(c.user.id)).instagramFollowers).toBe(700);
  });

  describe("Meta's callbacks", () => {
    const form = (signed: string) => ({
      payload: `signed_request=${encodeURIComponent(signed)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    it('deauthorize with a good signature deletes the connection, the count and the handle read', async () => {
      const c = await newCreator();
      ig.f.account = { ...ig.f.account, id: 'ig-deauth' };
      expect(await connect(c)).toBe('connected');
      const res = await inject({
        method: 'POST',
        url: '/api/social/instagram/deauthorize',
        ...form(signedRequest({ algorithm: 'HMAC-SHA256', user_id: 'ig-deauth', issued_at: 1 })),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await connectionOf(c)).toBeUndefined();
      const user = await w.t.reload(c.user.id);
      expect(user.instagramFollowers).toBeNull();
      expect(user.instagramId).toBeNull();
    });

    it('a forged or malformed signed_request is 400 and deletes nothing', async () => {
      const c = await newCreator();
      ig.f.account = { ...ig.f.account, id: 'ig-forged' };
      expect(await connect(c)).toBe('connected');
      for (const signed of [
        signedRequest({ algorithm: 'HMAC-SHA256', user_id: 'ig-forged' }, 'not-the-secret'),
        'no-dot-here',
        '.',
        `${'a'.repeat(43)}.!!!`,
      ]) {
        for (const path of ['deauthorize', 'data-deletion']) {
          const res = await inject({ method: 'POST', url: `/api/social/instagram/${path}`, ...form(signed) });
          expect(res.statusCode, `${path} ${signed}`).toBe(400);
        }
      }
      const empty = await inject({ method: 'POST', url: '/api/social/instagram/data-deletion', payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(await connectionOf(c)).toBeDefined();
    });

    it("data-deletion answers Meta's url and confirmation code, and the status page shows it", async () => {
      const c = await newCreator();
      ig.f.account = { ...ig.f.account, id: 'ig-delete' };
      expect(await connect(c)).toBe('connected');
      const res = await inject({
        method: 'POST',
        url: '/api/social/instagram/data-deletion',
        ...form(signedRequest({ algorithm: 'HMAC-SHA256', user_id: 'ig-delete' })),
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      expect(Object.keys(answer).sort()).toEqual(['confirmation_code', 'url']);
      expect(answer.url).toBe(
        `http://localhost:3000/api/social/instagram/deletion/${answer.confirmation_code}`,
      );
      expect(await connectionOf(c)).toBeUndefined();
      const page = await inject({
        method: 'GET',
        url: `/api/social/instagram/deletion/${answer.confirmation_code}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(answer.confirmation_code);
      expect(page.body).toContain('Completed');
      const none = await inject({ method: 'GET', url: '/api/social/instagram/deletion/nope' });
      expect(none.statusCode).toBe(404);
    });
  });

  describe('TEST MODE', () => {
    beforeEach(() => {
      // No platform has keys (this app's Instagram keys are the fake's): every connection goes through the sandbox.
      w.t.app.deps.platforms = { client: (p, sandbox) => (sandbox ? real.client(p, true) : null) };
    });
    const formPost = (url: string, fields: Record<string, string>) =>
      inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    async function sandboxConnect(
      who: Person,
      fields: Record<string, string>,
      platform: Platform = 'instagram',
    ) {
      const res = await inject({
        method: 'POST',
        url: `/api/users/me/social/${platform}/connect`,
        headers: who.auth,
      });
      const consent = new URL(res.json().data.url);
      expect(consent.pathname).toBe(`/api/social/${platform}/sandbox`);
      const page = await inject({ method: 'GET', url: consent.pathname + consent.search });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('TEST MODE');
      const state = consent.searchParams.get('state')!;
      const decided = await formPost(`/api/social/${platform}/sandbox`, { state, ...fields });
      if (decided.statusCode !== 303) return { page: decided };
      const back = decided.headers.location as string;
      expect(back.startsWith(`/api/social/${platform}/callback?`)).toBe(true);
      const done = await inject({ method: 'GET', url: back });
      return { result: new URL(done.headers.location as string, 'http://x').searchParams.get('result') };
    }

    it('connects a chosen account through the real callback, and its posts page publishes a post the client finds', async () => {
      const c = await newCreator();
      const { result } = await sandboxConnect(c, {
        handle: 'demo_creator',
        accountType: 'MEDIA_CREATOR',
        followers: '2400',
        decision: 'approve',
      });
      expect(result).toBe('connected');
      const account = await accountOn(c, 'instagram');
      expect(account).toMatchObject({
        state: 'verified',
        followers: 2400,
        handle: 'https://www.instagram.com/demo_creator/',
      });
      expect(account.connection.sandbox).toBe(true);
      const postsUrl = account.connection.sandboxPostsUrl as string;
      expect(postsUrl).toMatch(/^\/api\/social\/instagram\/sandbox\/posts\//);

      const empty = await inject({ method: 'GET', url: postsUrl });
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toContain('No posts yet.');
      const made = await formPost(postsUrl, { caption: '#ad Dinner at @testvenue' });
      expect(made.statusCode).toBe(303);
      const [post] = await w.t.db
        .select()
        .from(sandboxPosts)
        .where(eq(sandboxPosts.accountId, 'sbx-instagram-demo_creator'));
      expect(post.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\/[A-Za-z0-9_-]+\/$/);
      const listed = await inject({ method: 'GET', url: postsUrl });
      expect(listed.body).toContain(post.permalink);

      const found = await w.t.app.deps.platforms.client('instagram', true)!;
      const conn = await connectionOf(c);
      const { withConnection } = await import('../../src/features/creators');
      const seen = await withConnection(
        w.t.app.deps,
        c.user.id,
        'instagram',
        ({ client, accessToken, account: a }) => client.findPost(accessToken, a, post.permalink),
      );
      expect(found.platform).toBe('instagram');
      expect(conn.sandbox).toBe(true);
      expect(seen).toMatchObject({ id: post.id, caption: '#ad Dinner at @testvenue', isPublic: true });

      await formPost(`${postsUrl}/${post.id}/private`, {});
      expect((await w.t.db.select().from(sandboxPosts).where(eq(sandboxPosts.id, post.id)))[0].isPublic).toBe(
        false,
      );
      await formPost(`${postsUrl}/${post.id}/delete`, {});
      const gone = await withConnection(
        w.t.app.deps,
        c.user.id,
        'instagram',
        ({ client, accessToken, account: a }) => client.findPost(accessToken, a, post.permalink),
      );
      expect(gone).toBeNull();
      expect((await inject({ method: 'GET', url: `${postsUrl.slice(0, -4)}xxxx` })).statusCode).toBe(404);
    });

    it('a personal account is refused, Deny stores nothing, a bad form is shown again', async () => {
      const c = await newCreator();
      expect(
        (
          await sandboxConnect(c, {
            handle: 'me_personal',
            accountType: 'PERSONAL',
            followers: '900',
            decision: 'approve',
          })
        ).result,
      ).toBe('personalAccount');
      expect((await sandboxConnect(c, { handle: 'x_denied', decision: 'deny' })).result).toBe('denied');
      const { page } = await sandboxConnect(c, {
        handle: 'bad handle!',
        followers: '12',
        decision: 'approve',
      });
      expect(page?.statusCode).toBe(400);
      expect(page?.body).toContain('Instagram ID may contain only');
      expect(await connectionOf(c)).toBeUndefined();
      const stale = await inject({ method: 'GET', url: '/api/social/instagram/sandbox?state=unknown' });
      expect(stale.statusCode).toBe(400);
      expect(stale.body).toContain('expired');
    });

    it('connects TikTok and YouTube test accounts too', async () => {
      const c = await newCreator();
      expect(
        (await sandboxConnect(c, { handle: 'tok_demo', followers: '75', decision: 'approve' }, 'tiktok'))
          .result,
      ).toBe('connected');
      expect(
        (await sandboxConnect(c, { handle: 'tubedemo', followers: '10', decision: 'approve' }, 'youtube'))
          .result,
      ).toBe('connected');
      const u = await w.t.reload(c.user.id);
      expect(u.tiktokId).toBe('https://www.tiktok.com/@tok_demo');
      expect(u.youtubeId).toBe('https://www.youtube.com/@tubedemo');
      expect(u.youtubeFollowers).toBe(10);
    });
  });

  it("the operator's user item lists the platforms a connection verified", async () => {
    const c = await newCreator();
    ig.f.account = { ...ig.f.account, id: 'ig-operator' };
    expect(await connect(c)).toBe('connected');
    const admin = await w.admin();
    const res = await inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(c.user.email)}`,
      headers: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data.users.find((u: { id: string }) => u.id === c.user.id);
    expect(item.connectedPlatforms).toEqual(['instagram']);
    const rows = await w.t.db.select().from(users).where(eq(users.id, c.user.id));
    expect(rows[0].instagramFollowers).toBe(1500);
  });
});
