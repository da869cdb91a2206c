/**
 * A local TikTok (Login Kit v2 and the Display API), from TikTok for Developers' reference: the consent page
 * (/v2/auth/authorize/, which redirects straight back with a code), POST /v2/oauth/token/ (authorization_code and
 * refresh_token grants), POST /v2/oauth/revoke/, GET /v2/user/info/ and POST /v2/video/query/, answering
 * `{ data, error: { code, message, log_id } }` as TikTok does.
 *
 * State, set from tests:
 * - `addAccount({ username, displayName, followers })` → the account (its `openId`); `state.loginAs` is who "logs
 *   in" (the last account added, unless set);
 * - `addVideo(openId, { id, title, description, createTime, views, likes, comments, shares, isPrivate })` → the
 *   video with its `shareUrl` (private videos are not returned, as video.list reads public videos only);
 * - `tokenFor(openId)` → `{ accessToken, refreshToken }`, without the OAuth dance;
 * - switches: `state.rateLimit` (429 rate_limit_exceeded), `state.tokenInvalid` (401 access_token_invalid on API
 *   calls, invalid_grant on refreshes), `state.down` (500 internal_error); `state.revoked` lists revoked tokens.
 */
import { fresh, startMock, type MockAnswer, type MockRequest } from './mock-server';

export type TikTokMockAccount = { openId: string; username: string; displayName: string; followers: number };
export type TikTokMockVideo = {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  /** Unix seconds. */
  createTime: number;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  isPrivate: boolean;
};

const apiError = (status: number, code: string, message: string): MockAnswer => ({
  status,
  body: { data: {}, error: { code, message, log_id: fresh('log') } },
});
const oauthError = (error: string, description: string): MockAnswer => ({
  status: 400,
  body: { error, error_description: description, log_id: fresh('log') },
});

export async function startTikTokMock() {
  const state = {
    clientKey: 'tt-client-key',
    clientSecret: 'tt-client-secret',
    loginAs: '',
    accounts: new Map<string, TikTokMockAccount>(),
    videos: [] as TikTokMockVideo[],
    tokens: new Map<string, { openId: string; kind: 'access' | 'refresh' }>(),
    codes: new Map<string, { openId: string; redirectUri: string }>(),
    revoked: [] as string[],
    rateLimit: false,
    tokenInvalid: false,
    down: false,
  };

  const shareUrl = (v: TikTokMockVideo) =>
    `https://www.tiktok.com/@${state.accounts.get(v.ownerId)?.username ?? 'user'}/video/${v.id}`;

  function issue(openId: string) {
    const accessToken = fresh('act.');
    const refreshToken = fresh('rft.');
    state.tokens.set(accessToken, { openId, kind: 'access' });
    state.tokens.set(refreshToken, { openId, kind: 'refresh' });
    return { accessToken, refreshToken };
  }

  function tokenAnswer(openId: string): MockAnswer {
    const t = issue(openId);
    return {
      status: 200,
      body: {
        access_token: t.accessToken,
        expires_in: 86_400,
        open_id: openId,
        refresh_expires_in: 31_536_000,
        refresh_token: t.refreshToken,
        scope: 'user.info.basic,user.info.profile,user.info.stats,video.list',
        token_type: 'Bearer',
      },
    };
  }

  function authorised(r: MockRequest) {
    const held = state.tokens.get(r.bearer ?? '');
    return !state.tokenInvalid && held?.kind === 'access' ? held.openId : null;
  }

  const mock = await startMock((r) => {
    if (state.down) return apiError(500, 'internal_error', 'Something went wrong. Please try again later.');
    if (r.method === 'GET' && r.path === '/v2/auth/authorize/') {
      if (r.query.get('client_key') !== state.clientKey)
        return oauthError('invalid_client', 'Client key invalid');
      const code = fresh('code');
      const redirectUri = r.query.get('redirect_uri') ?? '';
      state.codes.set(code, { openId: state.loginAs, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('scopes', r.query.get('scope') ?? '');
      back.searchParams.set('state', r.query.get('state') ?? '');
      return { redirect: back.toString() };
    }
    if (r.path.startsWith('/v2/oauth/')) {
      if (
        r.form.get('client_key') !== state.clientKey ||
        r.form.get('client_secret') !== state.clientSecret
      ) {
        return oauthError('invalid_client', 'Client key or secret is incorrect.');
      }
      if (state.rateLimit) return apiError(429, 'rate_limit_exceeded', 'API rate limit exceeded.');
    }
    if (r.method === 'POST' && r.path === '/v2/oauth/token/') {
      const grant = r.form.get('grant_type');
      if (grant === 'authorization_code') {
        const code = state.codes.get(r.form.get('code') ?? '');
        state.codes.delete(r.form.get('code') ?? '');
        if (!code || code.redirectUri !== r.form.get('redirect_uri')) {
          return oauthError('invalid_grant', 'Authorization code is expired.');
        }
        return tokenAnswer(code.openId);
      }
      if (grant === 'refresh_token') {
        const held = state.tokens.get(r.form.get('refresh_token') ?? '');
        if (state.tokenInvalid || held?.kind !== 'refresh') {
          return oauthError('invalid_grant', 'Refresh token is invalid or expired.');
        }
        return tokenAnswer(held.openId);
      }
      return oauthError('invalid_request', 'The request parameters are malformed.');
    }
    if (r.method === 'POST' && r.path === '/v2/oauth/revoke/') {
      const token = r.form.get('token') ?? '';
      const held = state.tokens.get(token);
      if (held) {
        // Revoking ends the grant: every token of that user for this app.
        for (const [t, h] of state.tokens) if (h.openId === held.openId) state.tokens.delete(t);
      }
      state.revoked.push(token);
      return { status: 200 };
    }
    if (r.path === '/v2/user/info/' || r.path === '/v2/video/query/') {
      if (state.rateLimit) return apiError(429, 'rate_limit_exceeded', 'API rate limit exceeded.');
      const openId = authorised(r);
      if (!openId) {
        return apiError(
          401,
          'access_token_invalid',
          'The access token is invalid or not found in the request.',
        );
      }
      const fields = (r.query.get('fields') ?? '').split(',').filter(Boolean);
      if (fields.length === 0) return apiError(400, 'invalid_params', 'fields is required');
      const pick = (all: Record<string, unknown>) =>
        Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]]));
      const ok = { code: 'ok', message: '', log_id: fresh('log') };
      if (r.method === 'GET' && r.path === '/v2/user/info/') {
        const a = state.accounts.get(openId)!;
        const user = pick({
          open_id: a.openId,
          union_id: `union-${a.openId}`,
          username: a.username,
          display_name: a.displayName,
          follower_count: a.followers,
        });
        return { status: 200, body: { data: { user }, error: ok } };
      }
      if (r.method === 'POST' && r.path === '/v2/video/query/') {
        const body = (r.json ?? {}) as { filters?: { video_ids?: unknown } };
        const ids = body.filters?.video_ids;
        if (!Array.isArray(ids) || ids.length === 0 || ids.length > 20) {
          return apiError(400, 'invalid_params', 'filters.video_ids must hold 1 to 20 ids');
        }
        const videos = state.videos
          .filter((v) => ids.includes(v.id) && v.ownerId === openId && !v.isPrivate)
          .map((v) =>
            pick({
              id: v.id,
              create_time: v.createTime,
              share_url: shareUrl(v),
              video_description: v.description,
              title: v.title,
              view_count: v.views,
              like_count: v.likes,
              comment_count: v.comments,
              share_count: v.shares,
            }),
          );
        return { status: 200, body: { data: { videos, cursor: 0, has_more: false }, error: ok } };
      }
    }
    return apiError(404, 'invalid_params', 'Unknown path');
  });

  return {
    baseUrl: mock.baseUrl,
    state,
    requests: mock.requests,
    close: mock.close,
    addAccount(a: Partial<TikTokMockAccount> = {}) {
      const n = state.accounts.size + 1;
      const acc: TikTokMockAccount = {
        openId: a.openId ?? fresh('open-'),
        username: a.username ?? `tiktoker${n}`,
        displayName: a.displayName ?? `TikToker ${n}`,
        followers: a.followers ?? 2500,
      };
      state.accounts.set(acc.openId, acc);
      state.loginAs = acc.openId;
      return acc;
    },
    addVideo(ownerId: string, v: Partial<Omit<TikTokMockVideo, 'ownerId'>> = {}) {
      const video: TikTokMockVideo = {
        id: v.id ?? String(7_300_000_000_000_000_000n + BigInt(state.videos.length + 1)),
        ownerId,
        title: v.title ?? '',
        description: v.description ?? '',
        createTime: v.createTime ?? Math.floor(Date.now() / 1000),
        views: v.views ?? 0,
        likes: v.likes ?? 0,
        comments: v.comments ?? 0,
        shares: v.shares ?? 0,
        isPrivate: v.isPrivate ?? false,
      };
      state.videos.push(video);
      return { ...video, shareUrl: shareUrl(video) };
    },
    tokenFor: issue,
  };
}

export type TikTokMock = Awaited<ReturnType<typeof startTikTokMock>>;
