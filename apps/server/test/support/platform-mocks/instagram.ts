/**
 * A local Instagram (Instagram API with Instagram Login), from Meta's reference: the consent page
 * (/oauth/authorize, which redirects straight back with a code), the code exchange (POST /oauth/access_token), the
 * long-lived token (/access_token, /refresh_access_token), /<version>/me, /<version>/me/media (paged, with
 * absolute `paging.next` URLs on graph.instagram.com as Meta sends them) and /<version>/<media-id>/insights.
 *
 * State, set from tests:
 * - `addAccount({ username, followers, accountType })` → the account; `state.loginAs` is who "logs in" (the last
 *   account added, unless set);
 * - `addMedia(userId, { shortcode, caption, timestamp, productType, insights })` → the media (permalink built);
 * - `tokenFor(userId)` → a long-lived token, without the OAuth dance;
 * - switches: `state.rateLimit = { code: 4 | 17 | 32 | 613, minutes }` (with X-Business-Use-Case-Usage),
 *   `state.tokenInvalid` (every Graph call answers code 190), `state.refusePersonal` (/me answers the API's refusal),
 *   `state.down` (500); deleting a token from `state.tokens` revokes it;
 * - `state.delayMs`: milliseconds each Graph call waits before answering (a number, or a function drawn per call;
 *   null, the default, answers at once), as a busy platform would (the proof benchmark's 200-1000 ms).
 */
import { fresh, startMock, type MockAnswer, type MockRequest } from './mock-server';

export type InstagramMockAccount = {
  userId: string;
  username: string;
  accountType: 'BUSINESS' | 'MEDIA_CREATOR' | 'PERSONAL';
  followers: number;
};
export type InstagramMetric = 'views' | 'reach' | 'likes' | 'comments' | 'shares' | 'saved';
export type InstagramMockMedia = {
  id: string;
  ownerId: string;
  shortcode: string;
  caption: string;
  /** ISO 8601 as Meta writes it (2024-05-01T10:00:00+0000). */
  timestamp: string;
  productType: 'FEED' | 'REELS';
  insights: Partial<Record<InstagramMetric, number>>;
};

const LONG_LIVED_SECONDS = 60 * 86_400;
const graphError = (status: number, code: number, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: fresh('trace') } },
});

export async function startInstagramMock() {
  const state = {
    appId: 'ig-app-id',
    appSecret: 'ig-app-secret',
    loginAs: '',
    accounts: new Map<string, InstagramMockAccount>(),
    media: [] as InstagramMockMedia[],
    tokens: new Map<string, { userId: string; kind: 'short' | 'long' }>(),
    codes: new Map<string, { userId: string; redirectUri: string }>(),
    rateLimit: null as null | { code: 4 | 17 | 32 | 613; minutes?: number },
    tokenInvalid: false,
    refusePersonal: false,
    down: false,
    delayMs: null as null | number | (() => number),
  };

  const permalink = (m: InstagramMockMedia) =>
    `https://www.instagram.com/${m.productType === 'REELS' ? 'reel' : 'p'}/${m.shortcode}/`;

  function graph(r: MockRequest, path: string): MockAnswer {
    if (state.rateLimit) {
      const { code, minutes = 0 } = state.rateLimit;
      const usage = {
        [state.loginAs || '0']: [
          {
            type: 'instagram',
            call_count: 100,
            total_cputime: 20,
            total_time: 30,
            estimated_time_to_regain_access: minutes,
          },
        ],
      };
      return {
        ...graphError(400, code, `(#${code}) Application request limit reached`, { is_transient: true }),
        headers: { 'x-business-use-case-usage': JSON.stringify(usage) },
      };
    }
    const token = r.query.get('access_token') ?? r.bearer ?? '';
    const held = state.tokens.get(token);
    if (state.tokenInvalid || !held) {
      return graphError(400, 190, 'Error validating access token: Session has expired.', {
        error_subcode: 463,
      });
    }
    const account = state.accounts.get(held.userId)!;
    const fields = (r.query.get('fields') ?? 'id').split(',');
    const pick = (all: Record<string, unknown>) =>
      Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]]));

    if (path === '/me') {
      if (state.refusePersonal) {
        return graphError(400, 10, '(#10) The user is not an Instagram professional account.');
      }
      return {
        status: 200,
        body: {
          ...pick({
            user_id: account.userId,
            username: account.username,
            account_type: account.accountType,
            followers_count: account.followers,
          }),
          id: `app-scoped-${account.userId}`,
        },
      };
    }
    if (path === '/me/media') {
      const all = state.media
        .filter((m) => m.ownerId === account.userId)
        .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
      const limit = Math.min(Number(r.query.get('limit') ?? 25) || 25, 100);
      const start = Number(r.query.get('after') ?? 0) || 0;
      const page = all.slice(start, start + limit);
      const data = page.map((m) =>
        pick({
          id: m.id,
          caption: m.caption,
          permalink: permalink(m),
          timestamp: m.timestamp,
          media_product_type: m.productType,
          username: account.username,
        }),
      );
      const paging: Record<string, unknown> = {
        cursors: { before: String(start), after: String(start + limit) },
      };
      if (start + limit < all.length) {
        const q = new URLSearchParams(r.query);
        q.set('after', String(start + limit));
        paging.next = `https://graph.instagram.com${r.path}?${q.toString()}`;
      }
      return { status: 200, body: { data, paging } };
    }
    const insights = /^\/([^/]+)\/insights$/.exec(path);
    if (insights) {
      const m = state.media.find((x) => x.id === insights[1] && x.ownerId === account.userId);
      if (!m) return graphError(400, 100, 'Unsupported get request.', { error_subcode: 33 });
      const metrics = (r.query.get('metric') ?? '').split(',').filter(Boolean);
      const data = metrics
        .filter((name) => m.insights[name as InstagramMetric] !== undefined)
        .map((name) => ({
          name,
          period: 'lifetime',
          values: [{ value: m.insights[name as InstagramMetric] }],
          title: name,
          description: name,
          id: `${m.id}/insights/${name}/lifetime`,
        }));
      return { status: 200, body: { data } };
    }
    return graphError(400, 100, 'Unsupported get request.');
  }

  function longLived(r: MockRequest, from: 'short' | 'long'): MockAnswer {
    const held = state.tokens.get(r.query.get('access_token') ?? '');
    if (from === 'short' && r.query.get('client_secret') !== state.appSecret) {
      return graphError(400, 101, 'Error validating client secret.');
    }
    if (state.tokenInvalid || !held || held.kind !== from) {
      return graphError(400, 190, 'Error validating access token: Session has expired.', {
        error_subcode: 463,
      });
    }
    const token = fresh('IGAAlong');
    state.tokens.set(token, { userId: held.userId, kind: 'long' });
    return {
      status: 200,
      body: { access_token: token, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS },
    };
  }

  const mock = await startMock(async (r) => {
    if (state.down) return graphError(500, 1, 'An unknown error has occurred.', { is_transient: true });
    if (r.method === 'GET' && r.path === '/oauth/authorize') {
      if (r.query.get('client_id') !== state.appId) return graphError(400, 101, 'Invalid platform app');
      const code = fresh('AQ');
      const redirectUri = r.query.get('redirect_uri') ?? '';
      state.codes.set(code, { userId: state.loginAs, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', r.query.get('state') ?? '');
      return { redirect: back.toString() };
    }
    if (r.method === 'POST' && r.path === '/oauth/access_token') {
      const code = state.codes.get(r.form.get('code') ?? '');
      state.codes.delete(r.form.get('code') ?? '');
      const ok =
        code &&
        r.form.get('client_id') === state.appId &&
        r.form.get('client_secret') === state.appSecret &&
        r.form.get('grant_type') === 'authorization_code' &&
        r.form.get('redirect_uri') === code.redirectUri;
      if (!ok) {
        return {
          status: 400,
          body: { error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' },
        };
      }
      const token = fresh('IGAAshort');
      state.tokens.set(token, { userId: code.userId, kind: 'short' });
      return {
        status: 200,
        body: {
          data: [
            {
              access_token: token,
              user_id: code.userId,
              permissions: 'instagram_business_basic,instagram_business_manage_insights',
            },
          ],
        },
      };
    }
    if (
      r.method === 'GET' &&
      r.path === '/access_token' &&
      r.query.get('grant_type') === 'ig_exchange_token'
    ) {
      return longLived(r, 'short');
    }
    if (
      r.method === 'GET' &&
      r.path === '/refresh_access_token' &&
      r.query.get('grant_type') === 'ig_refresh_token'
    ) {
      return longLived(r, 'long');
    }
    const versioned = /^\/v\d+\.\d+(\/.*)$/.exec(r.path);
    if (r.method === 'GET' && versioned) {
      const ms = typeof state.delayMs === 'function' ? state.delayMs() : (state.delayMs ?? 0);
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
      return graph(r, versioned[1]);
    }
    return graphError(404, 803, 'Unknown path components');
  });

  return {
    baseUrl: mock.baseUrl,
    state,
    requests: mock.requests,
    close: mock.close,
    addAccount(a: Partial<InstagramMockAccount> = {}) {
      // Ids as Meta's, past 2^53: added as BigInt, or consecutive ones would collide.
      const userId = a.userId ?? String(BigInt('17841400000000000') + BigInt(state.accounts.size + 1));
      const account: InstagramMockAccount = {
        userId,
        username: a.username ?? `creator${state.accounts.size + 1}`,
        accountType: a.accountType ?? 'MEDIA_CREATOR',
        followers: a.followers ?? 1500,
      };
      state.accounts.set(userId, account);
      state.loginAs = userId;
      return account;
    },
    addMedia(ownerId: string, m: Partial<Omit<InstagramMockMedia, 'ownerId'>> = {}) {
      const media: InstagramMockMedia = {
        id: m.id ?? String(BigInt('18000000000000000') + BigInt(state.media.length + 1)),
        ownerId,
        shortcode: m.shortcode ?? fresh('C'),
        caption: m.caption ?? '',
        timestamp: m.timestamp ?? new Date().toISOString().replace(/\.\d+Z$/, '+0000'),
        productType: m.productType ?? 'FEED',
        insights: m.insights ?? {},
      };
      state.media.push(media);
      return { ...media, permalink: permalink(media) };
    },
    tokenFor(userId: string) {
      const token = fresh('IGAAlong');
      state.tokens.set(token, { userId, kind: 'long' });
      return token;
    },
  };
}

export type InstagramMock = Awaited<ReturnType<typeof startInstagramMock>>;
