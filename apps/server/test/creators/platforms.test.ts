import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PlatformAccountRefused,
  PlatformRateLimited,
  PlatformTokenInvalid,
  PlatformUnavailable,
  type PlatformClient,
  type Tokens,
} from '../../src/lib/social-platform';
import { instagramClient, instagramShortcode } from '../../src/features/creators/platforms/instagram';
import { tiktokClient, tiktokVideoId } from '../../src/features/creators/platforms/tiktok';
import { youtubeClient, youtubeVideoId } from '../../src/features/creators/platforms/youtube';
import { rebase, PROVIDER_HOSTS } from '../../src/features/creators/platforms/http';
import { parseSignedRequest, signRequest } from '../../src/features/creators/platforms/meta-signed-request';
import { startInstagramMock, type InstagramMock } from '../support/platform-mocks/instagram';
import { startTikTokMock, type TikTokMock } from '../support/platform-mocks/tiktok';
import { startGoogleMock, type GoogleMock } from '../support/platform-mocks/google';

const REDIRECT = 'https://spruik.test/api/social/callback';
const NOW = new Date('2026-03-01T00:00:00Z');

/** Follows the consent page as a browser would: the code and state it sends back to the redirect URI. */
async function consent(client: PlatformClient, state: string) {
  const res = await fetch(client.consentUrl(state, REDIRECT), { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state') };
}

/** The error `p` rejects with, checked to name no secret. */
async function failure(p: Promise<unknown>, secrets: string[]) {
  const err = await p.then(
    () => null,
    (e: unknown) => e as Error,
  );
  expect(err, 'expected a rejection').toBeInstanceOf(Error);
  for (const s of secrets) expect(`${err!.message} ${String(err!.stack)}`).not.toContain(s);
  return err!;
}

describe('base URLs', () => {
  it('replace every host of a provider and keep the path and query', () => {
    expect(
      rebase('https://graph.instagram.com/v26.0/me?fields=id', PROVIDER_HOSTS.instagram, 'http://m:1/'),
    ).toBe('http://m:1/v26.0/me?fields=id');
    expect(
      rebase('https://api.instagram.com/oauth/access_token', PROVIDER_HOSTS.instagram, 'http://m:1'),
    ).toBe('http://m:1/oauth/access_token');
    expect(rebase('https://www.tiktok.com/v2/auth/authorize/', PROVIDER_HOSTS.tiktok, 'http://t')).toBe(
      'http://t/v2/auth/authorize/',
    );
    expect(rebase('https://oauth2.googleapis.com/token', PROVIDER_HOSTS.google, undefined)).toBe(
      'https://oauth2.googleapis.com/token',
    );
  });

  it('read the post id of every link form', () => {
    expect(instagramShortcode('https://www.instagram.com/p/C1a2B3/')).toBe('C1a2B3');
    expect(instagramShortcode('instagram.com/reel/Xy_9-z/?igsh=abc')).toBe('Xy_9-z');
    expect(instagramShortcode('https://www.instagram.com/someone/p/Q1/')).toBe('Q1');
    expect(instagramShortcode('https://example.com/p/C1a2B3/')).toBeNull();
    expect(tiktokVideoId('https://www.tiktok.com/@kim/video/7301234567890123456?lang=en')).toBe(
      '7301234567890123456',
    );
    expect(tiktokVideoId('https://vm.tiktok.com/ZMabc/')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://vimeo.com/123')).toBeNull();
  });
});

describe('Instagram client against its mock', () => {
  let ig: InstagramMock;
  let client: PlatformClient;
  beforeAll(async () => {
    ig = await startInstagramMock();
    client = instagramClient({
      appId: ig.state.appId,
      appSecret: ig.state.appSecret,
      baseUrl: ig.baseUrl,
      now: () => NOW,
    });
  });
  afterAll(() => ig.close());
  const reset = () => {
    Object.assign(ig.state, { rateLimit: null, tokenInvalid: false, refusePersonal: false, down: false });
  };

  it('asks consent with both scopes and exchanges the code for a long-lived token', async () => {
    reset();
    const acc = ig.addAccount({ username: 'kim.eats', followers: 4200, accountType: 'MEDIA_CREATOR' });
    const url = new URL(client.consentUrl('st-1', REDIRECT));
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('scope')).toBe('instagram_business_basic,instagram_business_manage_insights');
    const back = await consent(client, 'st-1');
    expect(back.state).toBe('st-1');
    const tokens = await client.exchangeCode(back.code, REDIRECT);
    expect(ig.state.tokens.get(tokens.accessToken)).toEqual({ userId: acc.userId, kind: 'long' });
    expect(tokens.refreshToken).toBeNull();
    expect(tokens.accessExpiresAt).toEqual(new Date(NOW.getTime() + 60 * 86_400_000));
    // A code is single use.
    await failure(client.exchangeCode(back.code, REDIRECT), [back.code, ig.state.appSecret]);
    expect(await client.readAccount(tokens.accessToken)).toEqual({
      id: acc.userId,
      handle: 'kim.eats',
      accountType: 'MEDIA_CREATOR',
      followers: 4200,
    });
    const refreshed = await client.refresh(tokens);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(ig.state.tokens.get(refreshed.accessToken)?.kind).toBe('long');
    await expect(client.revoke(tokens)).resolves.toBeUndefined();
  });

  it('finds a post by permalink or shortcode through the pages of /me/media, and reads its insights', async () => {
    reset();
    const acc = ig.addAccount({ username: 'paged' });
    const token = ig.tokenFor(acc.userId);
    const old = ig.addMedia(acc.userId, {
      shortcode: 'OLDreel',
      productType: 'REELS',
      caption: 'Lunch at Bella #ad',
      timestamp: '2026-01-01T10:00:00+0000',
      insights: { views: 900, reach: 700, likes: 50, comments: 4, shares: 3, saved: 2 },
    });
    for (let i = 0; i < 60; i++)
      ig.addMedia(acc.userId, { timestamp: `2026-02-01T10:${String(i % 60).padStart(2, '0')}:00+0000` });
    const account = await client.readAccount(token);
    const post = await client.findPost(
      token,
      account,
      `https://www.instagram.com/paged/reel/OLDreel/?igsh=x`,
    );
    expect(post).toMatchObject({
      id: old.id,
      accountId: acc.userId,
      permalink: 'https://www.instagram.com/reel/OLDreel/',
      caption: 'Lunch at Bella #ad',
      publishedAt: new Date('2026-01-01T10:00:00Z'),
      isPublic: true,
    });
    // The second page came through the mock too (paging.next rebased).
    expect(ig.requests.some((r) => r.path.endsWith('/me/media') && r.query.get('after') === '50')).toBe(true);
    expect(await client.findPost(token, account, 'https://www.instagram.com/p/NOTHERE/')).toBeNull();
    expect(await client.findPost(token, account, 'https://example.com/p/OLDreel/')).toBeNull();
    expect(await client.readMetrics(token, post!)).toEqual({
      views: 900,
      reach: 700,
      likes: 50,
      comments: 4,
      shares: 3,
      saved: 2,
    });
  });

  it('maps codes 4, 17, 32 and 613 to a rate limit, using X-Business-Use-Case-Usage', async () => {
    reset();
    const acc = ig.addAccount();
    const token = ig.tokenFor(acc.userId);
    for (const code of [4, 17, 32, 613] as const) {
      ig.state.rateLimit = { code, minutes: 7 };
      const err = await failure(client.readAccount(token), [token, ig.state.appSecret]);
      expect(err).toBeInstanceOf(PlatformRateLimited);
      expect((err as PlatformRateLimited).retryAfterSeconds).toBe(420);
    }
    ig.state.rateLimit = { code: 4 };
    const err = await failure(client.readAccount(token), [token]);
    expect((err as PlatformRateLimited).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('maps code 190 to an invalid token, a personal account to a refusal, a 500 to unavailable; no token in any message', async () => {
    reset();
    const acc = ig.addAccount();
    const token = ig.tokenFor(acc.userId);
    const secrets = [token, ig.state.appSecret];
    ig.state.tokenInvalid = true;
    expect(await failure(client.readAccount(token), secrets)).toBeInstanceOf(PlatformTokenInvalid);
    expect(await failure(client.refresh({ accessToken: token } as Tokens), secrets)).toBeInstanceOf(
      PlatformTokenInvalid,
    );
    reset();
    ig.state.refusePersonal = true;
    const refused = await failure(client.readAccount(token), secrets);
    expect(refused).toBeInstanceOf(PlatformAccountRefused);
    expect((refused as PlatformAccountRefused).why).toBe('personalAccount');
    reset();
    const personal = ig.addAccount({ accountType: 'PERSONAL' });
    expect(await failure(client.readAccount(ig.tokenFor(personal.userId)), secrets)).toBeInstanceOf(
      PlatformAccountRefused,
    );
    ig.state.down = true;
    const down = await failure(client.readAccount(token), secrets);
    expect(down).toBeInstanceOf(PlatformUnavailable);
    expect(down.message).toContain('500');
  });

  it('gives up on a platform that does not answer within the timeout', async () => {
    const silent = instagramClient({
      appId: 'a',
      appSecret: 'secret-xyz',
      baseUrl: 'http://10.255.255.1:9',
      timeoutMs: 200,
    });
    const err = await failure(silent.readAccount('IGAAtoken-secret'), ['IGAAtoken-secret', 'secret-xyz']);
    expect(err).toBeInstanceOf(PlatformUnavailable);
  });
});

describe('TikTok client against its mock', () => {
  let tt: TikTokMock;
  let client: PlatformClient;
  beforeAll(async () => {
    tt = await startTikTokMock();
    client = tiktokClient({
      clientKey: tt.state.clientKey,
      clientSecret: tt.state.clientSecret,
      baseUrl: tt.baseUrl,
      now: () => NOW,
    });
  });
  afterAll(() => tt.close());
  const reset = () => Object.assign(tt.state, { rateLimit: false, tokenInvalid: false, down: false });

  it('connects, refreshes with the refresh token, reads the account and revokes', async () => {
    reset();
    const acc = tt.addAccount({ username: 'kim_eats', followers: 12000 });
    const url = new URL(client.consentUrl('st-2', REDIRECT));
    expect(url.pathname).toBe('/v2/auth/authorize/');
    expect(url.searchParams.get('client_key')).toBe(tt.state.clientKey);
    expect(url.searchParams.get('scope')).toContain('user.info.stats');
    expect(url.searchParams.get('scope')).toContain('video.list');
    const back = await consent(client, 'st-2');
    expect(back.state).toBe('st-2');
    const tokens = await client.exchangeCode(back.code, REDIRECT);
    expect(tokens.accessExpiresAt).toEqual(new Date(NOW.getTime() + 86_400_000));
    expect(tokens.refreshExpiresAt).toEqual(new Date(NOW.getTime() + 31_536_000_000));
    expect(await client.readAccount(tokens.accessToken)).toEqual({
      id: acc.openId,
      handle: 'kim_eats',
      accountType: 'USER',
      followers: 12000,
    });
    const refreshed = await client.refresh(tokens);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    await client.revoke(refreshed);
    expect(tt.state.revoked).toContain(refreshed.accessToken);
    expect(await failure(client.readAccount(refreshed.accessToken), [refreshed.accessToken])).toBeInstanceOf(
      PlatformTokenInvalid,
    );
  });

  it('finds a video by the id in its share URL and reads its counts', async () => {
    reset();
    const acc = tt.addAccount();
    const t = tt.tokenFor(acc.openId);
    const v = tt.addVideo(acc.openId, {
      title: 'Bella lunch',
      description: 'Bella lunch #ad @bella',
      createTime: 1_767_000_000,
      views: 5000,
      likes: 300,
      comments: 12,
      shares: 9,
    });
    const account = await client.readAccount(t.accessToken);
    const post = await client.findPost(t.accessToken, account, `${v.shareUrl}?is_from_webapp=1`);
    expect(post).toEqual({
      id: v.id,
      accountId: acc.openId,
      permalink: v.shareUrl,
      caption: 'Bella lunch #ad @bella',
      publishedAt: new Date(1_767_000_000_000),
      isPublic: true,
    });
    const query = tt.requests.find((r) => r.path === '/v2/video/query/');
    expect(query?.json).toEqual({ filters: { video_ids: [v.id] } });
    expect(await client.readMetrics(t.accessToken, post!)).toEqual({
      views: 5000,
      likes: 300,
      comments: 12,
      shares: 9,
    });
    // Someone else's video, a private one, and a link that is not TikTok's are not found.
    const other = tt.addAccount();
    const theirs = tt.addVideo(other.openId);
    expect(await client.findPost(t.accessToken, account, theirs.shareUrl)).toBeNull();
    const hidden = tt.addVideo(acc.openId, { isPrivate: true });
    expect(await client.findPost(t.accessToken, account, hidden.shareUrl)).toBeNull();
    expect(await client.findPost(t.accessToken, account, 'https://example.com/video/123456789')).toBeNull();
  });

  it('maps 429 rate_limit_exceeded, access_token_invalid, a refused refresh and a 500; no token in any message', async () => {
    reset();
    const acc = tt.addAccount();
    const t = tt.tokenFor(acc.openId);
    const secrets = [t.accessToken, t.refreshToken, tt.state.clientSecret];
    tt.state.rateLimit = true;
    expect(await failure(client.readAccount(t.accessToken), secrets)).toBeInstanceOf(PlatformRateLimited);
    reset();
    tt.state.tokenInvalid = true;
    expect(await failure(client.readAccount(t.accessToken), secrets)).toBeInstanceOf(PlatformTokenInvalid);
    const tokens: Tokens = { ...t, accessExpiresAt: null, refreshExpiresAt: null };
    expect(await failure(client.refresh(tokens), secrets)).toBeInstanceOf(PlatformTokenInvalid);
    reset();
    tt.state.down = true;
    expect(await failure(client.readAccount(t.accessToken), secrets)).toBeInstanceOf(PlatformUnavailable);
  });
});

describe('YouTube client against its mock', () => {
  let g: GoogleMock;
  let client: PlatformClient;
  beforeAll(async () => {
    g = await startGoogleMock();
    client = youtubeClient({
      clientId: g.state.clientId,
      clientSecret: g.state.clientSecret,
      baseUrl: g.baseUrl,
      now: () => NOW,
    });
  });
  afterAll(() => g.close());
  const reset = () => Object.assign(g.state, { quota: null, tokenInvalid: false, down: false });

  it('connects offline, keeps the refresh token across refreshes, reads the channel and revokes', async () => {
    reset();
    const ch = g.addChannel({ handle: 'KimEats', subscribers: 3400 });
    const url = new URL(client.consentUrl('st-3', REDIRECT));
    expect(url.pathname).toBe('/o/oauth2/v2/auth');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/youtube.readonly');
    const back = await consent(client, 'st-3');
    const tokens = await client.exchangeCode(back.code, REDIRECT);
    expect(tokens.refreshToken).toBeTruthy();
    expect(await client.readAccount(tokens.accessToken)).toEqual({
      id: ch.id,
      handle: 'kimeats',
      accountType: 'CHANNEL',
      followers: 3400,
    });
    const refreshed = await client.refresh(tokens);
    expect(refreshed.refreshToken).toBe(tokens.refreshToken);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    await client.revoke(refreshed);
    expect(g.state.revoked).toEqual([tokens.refreshToken]);
    // Revoking twice is not an error.
    await client.revoke(refreshed);
    g.state.loginAs = '';
    const none = await client.exchangeCode((await consent(client, 'st-4')).code, REDIRECT);
    const refused = await failure(client.readAccount(none.accessToken), [none.accessToken]);
    expect((refused as PlatformAccountRefused).why).toBe('noChannel');
  });

  it('finds a video by its id, says whether it is public, reads statistics and subscriptions', async () => {
    reset();
    const me = g.addChannel();
    const venue = g.addChannel({ handle: 'BellaCafe' });
    const t = g.tokenFor(me.id);
    const v = g.addVideo(me.id, {
      title: 'Lunch',
      description: 'At @BellaCafe #ad',
      publishedAt: '2026-02-10T09:00:00Z',
      views: 800,
      likes: 40,
      comments: 5,
    });
    const account = await client.readAccount(t.accessToken);
    for (const link of [v.url, `https://youtu.be/${v.id}`, `https://www.youtube.com/shorts/${v.id}`]) {
      expect(await client.findPost(t.accessToken, account, link)).toEqual({
        id: v.id,
        accountId: me.id,
        permalink: v.url,
        caption: 'Lunch\nAt @BellaCafe #ad',
        publishedAt: new Date('2026-02-10T09:00:00Z'),
        isPublic: true,
      });
    }
    const unlisted = g.addVideo(me.id, { privacyStatus: 'unlisted' });
    expect((await client.findPost(t.accessToken, account, unlisted.url))?.isPublic).toBe(false);
    expect(
      await client.findPost(t.accessToken, account, 'https://www.youtube.com/watch?v=nothere1234'),
    ).toBeNull();
    const post = (await client.findPost(t.accessToken, account, v.url))!;
    expect(await client.readMetrics(t.accessToken, post)).toEqual({ views: 800, likes: 40, comments: 5 });
    expect(await client.isSubscribed!(t.accessToken, '@BellaCafe')).toBe(false);
    g.subscribe(me.id, venue.id);
    expect(await client.isSubscribed!(t.accessToken, 'bellacafe')).toBe(true);
    expect(await client.isSubscribed!(t.accessToken, 'nobody')).toBe(false);
  });

  it('maps 403 quotaExceeded and rateLimitExceeded, 401, invalid_grant and a 503; no token in any message', async () => {
    reset();
    const me = g.addChannel();
    const t = g.tokenFor(me.id);
    const secrets = [t.accessToken, t.refreshToken, g.state.clientSecret];
    g.state.quota = 'quotaExceeded';
    const quota = await failure(client.readAccount(t.accessToken), secrets);
    expect(quota).toBeInstanceOf(PlatformRateLimited);
    // Until midnight Pacific time: 00:00 UTC on 1 March is 16:00 the day before in Los Angeles.
    expect((quota as PlatformRateLimited).retryAfterSeconds).toBe(8 * 3600);
    g.state.quota = 'rateLimitExceeded';
    expect(await failure(client.readAccount(t.accessToken), secrets)).toBeInstanceOf(PlatformRateLimited);
    reset();
    g.state.tokenInvalid = true;
    expect(await failure(client.readAccount(t.accessToken), secrets)).toBeInstanceOf(PlatformTokenInvalid);
    const tokens: Tokens = { ...t, accessExpiresAt: null, refreshExpiresAt: null };
    expect(await failure(client.refresh(tokens), secrets)).toBeInstanceOf(PlatformTokenInvalid);
    reset();
    g.state.down = true;
    expect(await failure(client.readAccount(t.accessToken), secrets)).toBeInstanceOf(PlatformUnavailable);
  });
});

describe("Meta's signed_request", () => {
  const secret = 'ig-app-secret';
  it('gives the payload of a request signed with the app secret', () => {
    const signed = signRequest(
      { algorithm: 'HMAC-SHA256', issued_at: 1_767_000_000, user_id: '17841400000000001' },
      secret,
    );
    expect(parseSignedRequest(signed, secret)).toMatchObject({
      user_id: '17841400000000001',
      algorithm: 'HMAC-SHA256',
    });
  });

  it('refuses a forged, altered or malformed one', () => {
    const payload = { algorithm: 'HMAC-SHA256', user_id: '1' };
    expect(parseSignedRequest(signRequest(payload, 'another-secret'), secret)).toBeNull();
    const [sig] = signRequest(payload, secret).split('.');
    const altered = Buffer.from(JSON.stringify({ ...payload, user_id: '2' })).toString('base64url');
    expect(parseSignedRequest(`${sig}.${altered}`, secret)).toBeNull();
    expect(parseSignedRequest(signRequest({ algorithm: 'none', user_id: '1' }, secret), secret)).toBeNull();
    expect(parseSignedRequest('not-a-signed-request', secret)).toBeNull();
    expect(parseSignedRequest(undefined, secret)).toBeNull();
    expect(parseSignedRequest('a.b.c', secret)).toBeNull();
  });
});
