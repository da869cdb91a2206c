/**
 * YouTube through Google OAuth 2.0 and the YouTube Data API v3 (docs/platform-setup.md, YouTube). Offline access
 * gives a refresh token; Google keeps it across refreshes. Quota is per project per day and resets at midnight
 * Pacific time, which is when a quotaExceeded call is worth trying again.
 */
import {
  PlatformAccountRefused,
  PlatformRateLimited,
  PlatformTokenInvalid,
  PlatformUnavailable,
  type PlatformAccount,
  type PlatformClient,
  type PlatformPost,
  type Tokens,
} from '../../../lib/social-platform';
import {
  PROVIDER_HOSTS,
  call,
  describeUrl,
  expiresIn,
  isObject,
  num,
  parseLink,
  rebase,
  retryAfter,
  scrub,
  str,
  type HttpAnswer,
} from './http';

export const YOUTUBE_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const DEFAULT_RETRY_SECONDS = 60;

export type YouTubeOptions = {
  clientId: string;
  clientSecret: string;
  baseUrl?: string;
  now?: () => Date;
  timeoutMs?: number;
};

/** The video id of youtube.com/watch?v=, youtu.be/, /shorts/, /live/ and /embed/ links. */
export function youtubeVideoId(link: string): string | null {
  const u = parseLink(link);
  if (!u) return null;
  const host = u.hostname.toLowerCase();
  const ok = (id: string | null | undefined) => (id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null);
  if (host === 'youtu.be') return ok(u.pathname.split('/')[1]);
  if (!/(^|\.)youtube\.com$/.test(host)) return null;
  if (u.pathname === '/watch') return ok(u.searchParams.get('v'));
  const m = /^\/(?:shorts|live|embed)\/([^/?#]+)/.exec(u.pathname);
  return ok(m?.[1]);
}

/** Seconds from `now` to the next midnight in America/Los_Angeles, when the daily quota resets. */
export function secondsToPacificMidnight(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const part = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const elapsed = part('hour') * 3600 + part('minute') * 60 + part('second');
  return Math.max(60, 86_400 - elapsed);
}

export function youtubeClient(o: YouTubeOptions): PlatformClient {
  const now = o.now ?? (() => new Date());
  const url = (u: string) => rebase(u, PROVIDER_HOSTS.google, o.baseUrl);
  const oauth = (path: string) => url(`https://oauth2.googleapis.com${path}`);

  /** Google APIs answer `{ error: { code, errors: [{ reason }] } }`; its OAuth server `{ error, error_description }`. */
  function check(res: HttpAnswer, method: string, target: string, secrets: string[]) {
    const body = isObject(res.body) ? res.body : null;
    const apiError = body && isObject(body.error) ? body.error : null;
    const reasons = (apiError && Array.isArray(apiError.errors) ? apiError.errors : [])
      .map((e) => (isObject(e) ? str(e.reason) : undefined))
      .filter((r): r is string => !!r);
    const oauthError = body && typeof body.error === 'string' ? body.error : undefined;
    if (reasons.some((r) => QUOTA_REASONS.has(r))) {
      throw new PlatformRateLimited('youtube', secondsToPacificMidnight(now()));
    }
    if (res.status === 429 || reasons.some((r) => RATE_REASONS.has(r))) {
      throw new PlatformRateLimited('youtube', retryAfter(res.headers) ?? DEFAULT_RETRY_SECONDS);
    }
    if (
      res.status === 401 ||
      oauthError === 'invalid_grant' ||
      oauthError === 'invalid_token' ||
      reasons.includes('insufficientPermissions')
    ) {
      throw new PlatformTokenInvalid('youtube');
    }
    if (res.status >= 200 && res.status < 300 && body && !apiError && !oauthError) return body;
    const code = reasons[0] ?? oauthError;
    const message = str(apiError?.message) ?? str(body?.error_description) ?? '';
    const why = code ? ` (${code}: ${scrub(message, secrets)})` : '';
    throw new PlatformUnavailable('youtube', `${method} ${describeUrl(target)} answered ${res.status}${why}`);
  }

  async function token(form: Record<string, string>, secret: string): Promise<Tokens> {
    const target = oauth('/token');
    const res = await call('youtube', {
      url: target,
      timeoutMs: o.timeoutMs,
      form: { client_id: o.clientId, client_secret: o.clientSecret, ...form },
    });
    const b = check(res, 'POST', target, [secret, o.clientSecret]);
    const accessToken = str(b.access_token);
    if (!accessToken) throw new PlatformUnavailable('youtube', 'the token endpoint gave no token');
    const at = now().getTime();
    return {
      accessToken,
      refreshToken: str(b.refresh_token) ?? null,
      accessExpiresAt: expiresIn(b.expires_in, at),
      refreshExpiresAt: expiresIn(b.refresh_token_expires_in, at),
    };
  }

  async function get(path: string, query: Record<string, string>, accessToken: string) {
    const target = url(`https://www.googleapis.com${path}?${new URLSearchParams(query).toString()}`);
    const res = await call('youtube', { url: target, bearer: accessToken, timeoutMs: o.timeoutMs });
    return check(res, 'GET', target, [accessToken]);
  }

  const items = (b: Record<string, unknown>) =>
    (Array.isArray(b.items) ? b.items : []).filter(isObject) as Record<string, unknown>[];

  async function video(accessToken: string, id: string) {
    const b = await get('/youtube/v3/videos', { part: 'snippet,status,statistics', id }, accessToken);
    return items(b).find((v) => str(v.id) === id);
  }

  return {
    platform: 'youtube',

    consentUrl(state, redirectUri) {
      const q = new URLSearchParams({
        client_id: o.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: YOUTUBE_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
      });
      return url(`https://accounts.google.com/o/oauth2/v2/auth?${q.toString()}`);
    },

    exchangeCode(code, redirectUri) {
      return token({ code, grant_type: 'authorization_code', redirect_uri: redirectUri }, code);
    },

    async refresh(tokens) {
      if (!tokens.refreshToken) throw new PlatformTokenInvalid('youtube');
      const next = await token(
        { grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
        tokens.refreshToken,
      );
      // Google sends a new refresh token only when it rotates one.
      return {
        ...next,
        refreshToken: next.refreshToken ?? tokens.refreshToken,
        refreshExpiresAt: next.refreshExpiresAt ?? tokens.refreshExpiresAt,
      };
    },

    async readAccount(accessToken) {
      const b = await get('/youtube/v3/channels', { part: 'snippet,statistics', mine: 'true' }, accessToken);
      const channel = items(b)[0];
      if (!channel) throw new PlatformAccountRefused('youtube', 'noChannel');
      const snippet = isObject(channel.snippet) ? channel.snippet : {};
      const stats = isObject(channel.statistics) ? channel.statistics : {};
      const id = str(channel.id) ?? '';
      return {
        id,
        // A channel without a handle is known by its id (youtube.com/channel/<id>).
        handle: (str(snippet.customUrl) ?? id).replace(/^@/, ''),
        accountType: 'CHANNEL',
        followers: num(stats.subscriberCount) ?? 0,
      } satisfies PlatformAccount;
    },

    async findPost(accessToken, _account, link) {
      const id = youtubeVideoId(link);
      if (!id) return null;
      const v = await video(accessToken, id);
      if (!v) return null;
      const snippet = isObject(v.snippet) ? v.snippet : {};
      const status = isObject(v.status) ? v.status : {};
      return {
        id,
        accountId: str(snippet.channelId) ?? '',
        permalink: `https://www.youtube.com/watch?v=${id}`,
        caption: [str(snippet.title), str(snippet.description)].filter(Boolean).join('\n'),
        publishedAt: new Date(str(snippet.publishedAt) ?? 0),
        isPublic: str(status.privacyStatus) === 'public',
      } satisfies PlatformPost;
    },

    async readMetrics(accessToken, post) {
      const v = await video(accessToken, post.id);
      const stats = v && isObject(v.statistics) ? v.statistics : null;
      if (!stats) return {};
      return { views: num(stats.viewCount), likes: num(stats.likeCount), comments: num(stats.commentCount) };
    },

    async isSubscribed(accessToken, channelHandle) {
      const handle = channelHandle.trim().replace(/^@/, '');
      const found = await get('/youtube/v3/channels', { part: 'id', forHandle: `@${handle}` }, accessToken);
      const channelId = str(items(found)[0]?.id);
      if (!channelId) return false;
      const subs = await get(
        '/youtube/v3/subscriptions',
        { part: 'snippet', mine: 'true', forChannelId: channelId },
        accessToken,
      );
      return items(subs).length > 0;
    },

    async revoke(tokens) {
      const target = oauth('/revoke');
      // Revoking the refresh token ends the whole grant.
      const secret = tokens.refreshToken ?? tokens.accessToken;
      const res = await call('youtube', { url: target, timeoutMs: o.timeoutMs, form: { token: secret } });
      try {
        check({ ...res, body: res.body ?? {} }, 'POST', target, [secret]);
      } catch (err) {
        // Already revoked or expired: nothing left to revoke.
        if (err instanceof PlatformTokenInvalid) return;
        throw err;
      }
    },
  };
}
