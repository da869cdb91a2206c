/**
 * TikTok Login Kit v2 and the Display API (docs/platform-setup.md, TikTok). Access tokens last a day and refresh
 * with the refresh token (a year); /v2/video/query/ reads only the signed-in creator's public videos, so a video it
 * returns belongs to the account and is public.
 */
import {
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

/**
 * user.info.profile is what gives `username` (TikTok moved it out of user.info.basic in 2024); without it the
 * handle could not be read.
 */
export const TIKTOK_SCOPES = ['user.info.basic', 'user.info.profile', 'user.info.stats', 'video.list'];
const VIDEO_FIELDS =
  'id,create_time,share_url,video_description,title,view_count,like_count,comment_count,share_count';
const DEFAULT_RETRY_SECONDS = 60;
/** Error codes that mean the grant is gone: refresh, and failing that reconnect. */
const TOKEN_ERRORS = new Set([
  'access_token_invalid',
  'invalid_grant',
  'scope_not_authorized',
  'invalid_token',
]);

export type TikTokOptions = {
  clientKey: string;
  clientSecret: string;
  baseUrl?: string;
  now?: () => Date;
  timeoutMs?: number;
};

/** The video id of a share link: tiktok.com/@user/video/<id>, m.tiktok.com/v/<id>.html. Short vm. links: null. */
export function tiktokVideoId(link: string): string | null {
  const u = parseLink(link);
  if (!u || !/(^|\.)tiktok\.com$/i.test(u.hostname)) return null;
  const m = /\/(?:video|photo|v)\/(\d{5,25})/.exec(u.pathname);
  return m ? m[1] : null;
}

export function tiktokClient(o: TikTokOptions): PlatformClient {
  const now = o.now ?? (() => new Date());
  const url = (u: string) => rebase(u, PROVIDER_HOSTS.tiktok, o.baseUrl);
  const api = (path: string) => url(`https://open.tiktokapis.com${path}`);

  /** TikTok answers `{ data, error: { code, message, log_id } }` (OAuth: `{ error, error_description }`). */
  function check(res: HttpAnswer, method: string, target: string, secrets: string[]) {
    const body = isObject(res.body) ? res.body : null;
    const apiError = body && isObject(body.error) ? body.error : null;
    const code = apiError ? str(apiError.code) : body ? str(body.error) : undefined;
    if (res.status === 429 || code === 'rate_limit_exceeded') {
      throw new PlatformRateLimited('tiktok', retryAfter(res.headers) ?? DEFAULT_RETRY_SECONDS);
    }
    if (code && TOKEN_ERRORS.has(code)) throw new PlatformTokenInvalid('tiktok');
    if (res.status >= 200 && res.status < 300 && body && (!code || code === 'ok')) return body;
    const message = str(apiError?.message) ?? str(body?.error_description) ?? '';
    const why = code ? ` (${code}: ${scrub(message, secrets)})` : '';
    throw new PlatformUnavailable('tiktok', `${method} ${describeUrl(target)} answered ${res.status}${why}`);
  }

  async function token(form: Record<string, string>, secret: string): Promise<Tokens> {
    const target = api('/v2/oauth/token/');
    const res = await call('tiktok', {
      url: target,
      timeoutMs: o.timeoutMs,
      form: { client_key: o.clientKey, client_secret: o.clientSecret, ...form },
    });
    // A refused code or refresh token is `invalid_grant` (token errors above).
    const b = check(res, 'POST', target, [secret, o.clientSecret]);
    const accessToken = str(b.access_token);
    if (!accessToken) throw new PlatformUnavailable('tiktok', 'the token endpoint gave no token');
    const at = now().getTime();
    return {
      accessToken,
      refreshToken: str(b.refresh_token) ?? null,
      accessExpiresAt: expiresIn(b.expires_in, at),
      refreshExpiresAt: expiresIn(b.refresh_expires_in, at),
    };
  }

  async function queryVideo(accessToken: string, id: string) {
    const target = `${api('/v2/video/query/')}?fields=${VIDEO_FIELDS}`;
    const res = await call('tiktok', {
      url: target,
      bearer: accessToken,
      json: { filters: { video_ids: [id] } },
      timeoutMs: o.timeoutMs,
    });
    const b = check(res, 'POST', target, [accessToken]);
    const data = isObject(b.data) ? b.data : {};
    const videos = Array.isArray(data.videos) ? data.videos : [];
    return videos.find((v) => isObject(v) && str(v.id) === id) as Record<string, unknown> | undefined;
  }

  return {
    platform: 'tiktok',

    consentUrl(state, redirectUri) {
      const q = new URLSearchParams({
        client_key: o.clientKey,
        scope: TIKTOK_SCOPES.join(','),
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      });
      return url(`https://www.tiktok.com/v2/auth/authorize/?${q.toString()}`);
    },

    exchangeCode(code, redirectUri) {
      return token({ code, grant_type: 'authorization_code', redirect_uri: redirectUri }, code);
    },

    async refresh(tokens) {
      if (!tokens.refreshToken) throw new PlatformTokenInvalid('tiktok');
      const next = await token(
        { grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
        tokens.refreshToken,
      );
      return { ...next, refreshToken: next.refreshToken ?? tokens.refreshToken };
    },

    async readAccount(accessToken) {
      const target = `${api('/v2/user/info/')}?fields=open_id,username,display_name,follower_count`;
      const res = await call('tiktok', { url: target, bearer: accessToken, timeoutMs: o.timeoutMs });
      const b = check(res, 'GET', target, [accessToken]);
      const user = isObject(b.data) && isObject(b.data.user) ? b.data.user : null;
      const id = str(user?.open_id);
      const handle = str(user?.username);
      if (!user || !id) throw new PlatformUnavailable('tiktok', 'user info gave no user');
      // No username means user.info.profile was not granted: the creator must connect again and allow it.
      if (!handle) throw new PlatformTokenInvalid('tiktok');
      return {
        id,
        handle,
        accountType: 'USER',
        followers: num(user.follower_count) ?? 0,
      } satisfies PlatformAccount;
    },

    async findPost(accessToken, account, link) {
      const id = tiktokVideoId(link);
      if (!id) return null;
      const v = await queryVideo(accessToken, id);
      if (!v) return null;
      const title = str(v.title) ?? '';
      const description = str(v.video_description) ?? '';
      return {
        id,
        accountId: account.id,
        permalink: str(v.share_url) ?? link,
        caption: title && !description.startsWith(title) ? `${title}\n${description}` : description,
        publishedAt: new Date((num(v.create_time) ?? 0) * 1000),
        isPublic: true,
      } satisfies PlatformPost;
    },

    async readMetrics(accessToken, post) {
      const v = await queryVideo(accessToken, post.id);
      if (!v) return {};
      return {
        views: num(v.view_count),
        likes: num(v.like_count),
        comments: num(v.comment_count),
        shares: num(v.share_count),
      };
    },

    async revoke(tokens) {
      const target = api('/v2/oauth/revoke/');
      const res = await call('tiktok', {
        url: target,
        timeoutMs: o.timeoutMs,
        form: { client_key: o.clientKey, client_secret: o.clientSecret, token: tokens.accessToken },
      });
      try {
        check({ ...res, body: res.body ?? {} }, 'POST', target, [tokens.accessToken, o.clientSecret]);
      } catch (err) {
        // Already revoked or expired: nothing left to revoke.
        if (err instanceof PlatformTokenInvalid) return;
        throw err;
      }
    },
  };
}
