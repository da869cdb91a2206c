/**
 * Instagram API with Instagram Login (docs/platform-setup.md, Instagram). Business Login gives a short-lived token
 * (1 hour), exchanged at once for a long-lived one (60 days) that refreshes itself: Instagram has no refresh token
 * and no revocation. Tokens travel in the query string, so no URL is ever put in an error whole.
 */
import {
  PlatformAccountRefused,
  PlatformRateLimited,
  PlatformTokenInvalid,
  PlatformUnavailable,
  type PlatformAccount,
  type PlatformClient,
  type PlatformPost,
  type PostMetrics,
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
  scrub,
  str,
  type HttpAnswer,
} from './http';

/** The Graph API version of every versioned call (graph.instagram.com serves the Graph API's versions). */
export const INSTAGRAM_GRAPH_VERSION = 'v26.0';
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_manage_insights'];
/** Meta's throttling codes: app (4), user (17), Instagram user (32), calls within one day (613). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const DEFAULT_RETRY_SECONDS = 600;
const PAGE_SIZE = 50;
/** How far back /me/media is searched for a link (Instagram pages newest first). */
const MAX_PAGES = 10;

export type InstagramOptions = {
  appId: string;
  appSecret: string;
  baseUrl?: string;
  now?: () => Date;
  timeoutMs?: number;
};

/** The shortcode of a post or reel link: instagram.com/p/<code>/, /reel/<code>/, /reels/, /tv/, with a user prefix. */
export function instagramShortcode(link: string): string | null {
  const u = parseLink(link);
  if (!u || (!/(^|\.)instagram\.com$/i.test(u.hostname) && !/(^|\.)instagr\.am$/i.test(u.hostname)))
    return null;
  const m = /\/(?:p|reels?|tv)\/([A-Za-z0-9_-]+)/.exec(u.pathname);
  return m ? m[1] : null;
}

/** Seconds until access returns, from X-Business-Use-Case-Usage (its estimate is in minutes). */
export function bucRetrySeconds(headers: Headers): number | undefined {
  const raw = headers.get('x-business-use-case-usage');
  if (!raw) return undefined;
  try {
    const usage = JSON.parse(raw) as unknown;
    if (!isObject(usage)) return undefined;
    let minutes = 0;
    for (const entries of Object.values(usage)) {
      if (!Array.isArray(entries)) continue;
      for (const e of entries) {
        const m = isObject(e) ? num(e.estimated_time_to_regain_access) : undefined;
        if (m !== undefined && m > minutes) minutes = m;
      }
    }
    return minutes > 0 ? minutes * 60 : undefined;
  } catch {
    return undefined;
  }
}

export function instagramClient(o: InstagramOptions): PlatformClient {
  const now = o.now ?? (() => new Date());
  const url = (u: string) => rebase(u, PROVIDER_HOSTS.instagram, o.baseUrl);
  const graph = (path: string, query: Record<string, string>) =>
    url(`https://graph.instagram.com${path}?${new URLSearchParams(query).toString()}`);

  /** Turns Meta's error answers into the platform errors; returns the body when it is a success. */
  function check(
    res: HttpAnswer,
    method: string,
    target: string,
    secrets: string[],
  ): Record<string, unknown> {
    const body = isObject(res.body) ? res.body : null;
    const err = body && isObject(body.error) ? body.error : null;
    // Graph errors: { error: { code, type, message } }; the OAuth host: { error_type, code, error_message }.
    const code = num(err?.code) ?? (body && body.error_type ? num(body.code) : undefined);
    if (res.status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code))) {
      throw new PlatformRateLimited('instagram', bucRetrySeconds(res.headers) ?? DEFAULT_RETRY_SECONDS);
    }
    if (code === 190 || (body?.error_type === 'OAuthException' && res.status === 400)) {
      throw new PlatformTokenInvalid('instagram');
    }
    if (res.status >= 200 && res.status < 300 && body && !err) return body;
    const message = str(err?.message) ?? str(body?.error_message) ?? '';
    const why = code !== undefined ? ` (code ${code}: ${scrub(message, secrets)})` : '';
    throw new PlatformUnavailable(
      'instagram',
      `${method} ${describeUrl(target)} answered ${res.status}${why}`,
    );
  }

  async function get(path: string, query: Record<string, string>, token: string) {
    const target = graph(path, { ...query, access_token: token });
    const res = await call('instagram', { url: target, timeoutMs: o.timeoutMs });
    return { res, body: () => check(res, 'GET', target, [token, o.appSecret]) };
  }

  async function longLived(path: string, query: Record<string, string>, token: string): Promise<Tokens> {
    const { body } = await get(path, query, token);
    const b = body();
    const accessToken = str(b.access_token);
    if (!accessToken) throw new PlatformUnavailable('instagram', `${path} gave no token`);
    return {
      accessToken,
      refreshToken: null,
      accessExpiresAt: expiresIn(b.expires_in, now().getTime()),
      refreshExpiresAt: null,
    };
  }

  const client: PlatformClient = {
    platform: 'instagram',

    consentUrl(state, redirectUri) {
      const q = new URLSearchParams({
        client_id: o.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: INSTAGRAM_SCOPES.join(','),
        state,
      });
      return url(`https://www.instagram.com/oauth/authorize?${q.toString()}`);
    },

    async exchangeCode(code, redirectUri) {
      const target = url('https://api.instagram.com/oauth/access_token');
      const res = await call('instagram', {
        url: target,
        timeoutMs: o.timeoutMs,
        form: {
          client_id: o.appId,
          client_secret: o.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        },
      });
      const b = check(res, 'POST', target, [code, o.appSecret]);
      // Documented both flat and wrapped in `data: [...]`.
      const first = Array.isArray(b.data) && isObject(b.data[0]) ? b.data[0] : b;
      const shortLived = str(first.access_token);
      if (!shortLived) throw new PlatformUnavailable('instagram', 'the code exchange gave no token');
      return longLived(
        '/access_token',
        { grant_type: 'ig_exchange_token', client_secret: o.appSecret },
        shortLived,
      );
    },

    refresh(tokens) {
      return longLived('/refresh_access_token', { grant_type: 'ig_refresh_token' }, tokens.accessToken);
    },

    async readAccount(accessToken) {
      const { res, body } = await get(
        `/${INSTAGRAM_GRAPH_VERSION}/me`,
        { fields: 'user_id,username,account_type,followers_count' },
        accessToken,
      );
      let b: Record<string, unknown>;
      try {
        b = body();
      } catch (err) {
        // The API's own refusal of a personal account names the professional account it needs.
        const e = isObject(res.body) && isObject(res.body.error) ? res.body.error : null;
        if (
          err instanceof PlatformUnavailable &&
          e &&
          /professional|business account/i.test(str(e.message) ?? '')
        ) {
          throw new PlatformAccountRefused('instagram', 'personalAccount');
        }
        throw err;
      }
      const accountType = str(b.account_type);
      if (accountType === 'PERSONAL') throw new PlatformAccountRefused('instagram', 'personalAccount');
      const id = str(b.user_id) ?? str(b.id);
      const handle = str(b.username);
      if (!id || !handle) throw new PlatformUnavailable('instagram', '/me gave no account');
      return {
        id,
        handle,
        accountType: accountType === 'MEDIA_CREATOR' ? 'MEDIA_CREATOR' : 'BUSINESS',
        followers: num(b.followers_count) ?? 0,
      } satisfies PlatformAccount;
    },

    async findPost(accessToken, account, link) {
      const wanted = instagramShortcode(link);
      if (!wanted) return null;
      let next: string | null = graph(`/${INSTAGRAM_GRAPH_VERSION}/me/media`, {
        fields: 'id,caption,permalink,timestamp,media_product_type,username',
        limit: String(PAGE_SIZE),
        access_token: accessToken,
      });
      for (let page = 0; next && page < MAX_PAGES; page++) {
        const target: string = next;
        const res = await call('instagram', { url: target, timeoutMs: o.timeoutMs });
        const b = check(res, 'GET', target, [accessToken, o.appSecret]);
        for (const m of Array.isArray(b.data) ? b.data : []) {
          if (!isObject(m)) continue;
          const permalink = str(m.permalink) ?? '';
          if (instagramShortcode(permalink) !== wanted) continue;
          return {
            id: str(m.id) ?? '',
            // /me/media lists only the account's own media.
            accountId: account.id,
            permalink,
            caption: str(m.caption) ?? '',
            publishedAt: new Date(str(m.timestamp) ?? 0),
            isPublic: true,
          } satisfies PlatformPost;
        }
        const paging = isObject(b.paging) ? b.paging : null;
        const nextUrl = paging ? str(paging.next) : undefined;
        next = nextUrl ? url(nextUrl) : null;
      }
      return null;
    },

    async readMetrics(accessToken, post) {
      const { res, body } = await get(
        `/${INSTAGRAM_GRAPH_VERSION}/${encodeURIComponent(post.id)}/insights`,
        { metric: 'views,reach,likes,comments,shares,saved' },
        accessToken,
      );
      let b: Record<string, unknown>;
      try {
        b = body();
      } catch (err) {
        // Code 10: "Not enough viewers for the media to show insights" – nothing to report yet.
        const e = isObject(res.body) && isObject(res.body.error) ? res.body.error : null;
        if (err instanceof PlatformUnavailable && num(e?.code) === 10) return {};
        throw err;
      }
      const metrics: PostMetrics = {};
      const names = ['views', 'reach', 'likes', 'comments', 'shares', 'saved'] as const;
      for (const d of Array.isArray(b.data) ? b.data : []) {
        if (!isObject(d)) continue;
        const name = names.find((n) => n === d.name);
        const first = Array.isArray(d.values) && isObject(d.values[0]) ? d.values[0] : null;
        const value = num(first?.value) ?? (isObject(d.total_value) ? num(d.total_value.value) : undefined);
        if (name && value !== undefined) metrics[name] = value;
      }
      return metrics;
    },

    // Instagram offers no revocation: the creator removes the app under Settings > Apps and websites.
    async revoke() {},
  };
  return client;
}
