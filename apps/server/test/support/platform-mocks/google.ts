/**
 * A local Google (OAuth 2.0 for web server apps and the YouTube Data API v3), from Google's reference: the consent
 * page (/o/oauth2/v2/auth, which redirects straight back with a code), POST /token (authorization_code and
 * refresh_token grants), POST /revoke, and GET /youtube/v3/channels (mine, forHandle), /videos and /subscriptions,
 * with Google's error bodies (`{ error: { code, message, errors: [{ domain, reason }] } }`).
 *
 * State, set from tests:
 * - `addChannel({ handle, title, subscribers })` → the channel; `state.loginAs` is the channel of whoever "logs in"
 *   (the last channel added, unless set; '' for a Google account with no channel);
 * - `addVideo(channelId, { id, title, description, publishedAt, privacyStatus, views, likes, comments })`;
 * - `subscribe(subscriberChannelId, channelId)`;
 * - `tokenFor(channelId)` → `{ accessToken, refreshToken }`, without the OAuth dance;
 * - switches: `state.quota = 'quotaExceeded' | 'rateLimitExceeded'` (403), `state.tokenInvalid` (401 on API calls,
 *   invalid_grant on refreshes), `state.down` (503 backendError); `state.revoked` lists revoked tokens.
 */
import { fresh, startMock, type MockAnswer, type MockRequest } from './mock-server';

export type GoogleMockChannel = { id: string; handle: string; title: string; subscribers: number };
export type GoogleMockVideo = {
  id: string;
  channelId: string;
  title: string;
  description: string;
  publishedAt: string;
  privacyStatus: 'public' | 'unlisted' | 'private';
  views: number;
  likes: number;
  comments: number;
};

const apiError = (code: number, reason: string, domain: string, message: string): MockAnswer => ({
  status: code,
  body: { error: { code, message, errors: [{ message, domain, reason }] } },
});
const oauthError = (status: number, error: string, description: string): MockAnswer => ({
  status,
  body: { error, error_description: description },
});

export async function startGoogleMock() {
  const state = {
    clientId: 'google-client-id.apps.googleusercontent.com',
    clientSecret: 'google-client-secret',
    loginAs: '',
    channels: new Map<string, GoogleMockChannel>(),
    videos: [] as GoogleMockVideo[],
    subscriptions: [] as Array<{ subscriber: string; channelId: string }>,
    tokens: new Map<string, { channelId: string; kind: 'access' | 'refresh' }>(),
    codes: new Map<string, { channelId: string; redirectUri: string }>(),
    revoked: [] as string[],
    quota: null as null | 'quotaExceeded' | 'rateLimitExceeded',
    tokenInvalid: false,
    down: false,
  };

  function issue(channelId: string) {
    const accessToken = fresh('ya29.');
    const refreshToken = fresh('1//');
    state.tokens.set(accessToken, { channelId, kind: 'access' });
    state.tokens.set(refreshToken, { channelId, kind: 'refresh' });
    return { accessToken, refreshToken };
  }

  const channelResource = (c: GoogleMockChannel, parts: string[]) => ({
    kind: 'youtube#channel',
    id: c.id,
    ...(parts.includes('snippet')
      ? { snippet: { title: c.title, customUrl: `@${c.handle.toLowerCase()}` } }
      : {}),
    ...(parts.includes('statistics')
      ? { statistics: { subscriberCount: String(c.subscribers), hiddenSubscriberCount: false } }
      : {}),
  });
  const list = (kind: string, items: unknown[]): MockAnswer => ({
    status: 200,
    body: { kind, pageInfo: { totalResults: items.length, resultsPerPage: 5 }, items },
  });

  function youtube(r: MockRequest, resource: string, channelId: string): MockAnswer {
    const parts = (r.query.get('part') ?? '').split(',').filter(Boolean);
    if (parts.length === 0)
      return apiError(400, 'missingRequiredParameter', 'youtube.parameter', 'No filter selected.');
    if (resource === 'channels') {
      let found: GoogleMockChannel[] = [];
      if (r.query.get('mine') === 'true') found = channelId ? [state.channels.get(channelId)!] : [];
      const handle = r.query.get('forHandle');
      if (handle) {
        const h = handle.replace(/^@/, '').toLowerCase();
        found = [...state.channels.values()].filter((c) => c.handle.toLowerCase() === h);
      }
      return list(
        'youtube#channelListResponse',
        found.map((c) => channelResource(c, parts)),
      );
    }
    if (resource === 'videos') {
      const ids = (r.query.get('id') ?? '').split(',');
      // Private videos show only to their owner.
      const found = state.videos.filter(
        (v) => ids.includes(v.id) && (v.privacyStatus !== 'private' || v.channelId === channelId),
      );
      return list(
        'youtube#videoListResponse',
        found.map((v) => ({
          kind: 'youtube#video',
          id: v.id,
          ...(parts.includes('snippet')
            ? {
                snippet: {
                  publishedAt: v.publishedAt,
                  channelId: v.channelId,
                  title: v.title,
                  description: v.description,
                },
              }
            : {}),
          ...(parts.includes('status')
            ? { status: { privacyStatus: v.privacyStatus, uploadStatus: 'processed' } }
            : {}),
          ...(parts.includes('statistics')
            ? {
                statistics: {
                  viewCount: String(v.views),
                  likeCount: String(v.likes),
                  favoriteCount: '0',
                  commentCount: String(v.comments),
                },
              }
            : {}),
        })),
      );
    }
    if (resource === 'subscriptions') {
      if (r.query.get('mine') !== 'true') {
        return apiError(403, 'subscriptionForbidden', 'youtube.subscription', 'Subscriptions are private.');
      }
      const wanted = (r.query.get('forChannelId') ?? '').split(',').filter(Boolean);
      const found = state.subscriptions.filter(
        (s) => s.subscriber === channelId && (wanted.length === 0 || wanted.includes(s.channelId)),
      );
      return list(
        'youtube#subscriptionListResponse',
        found.map((s) => ({
          kind: 'youtube#subscription',
          id: `${s.subscriber}.${s.channelId}`,
          snippet: {
            resourceId: { kind: 'youtube#channel', channelId: s.channelId },
            channelId: s.subscriber,
          },
        })),
      );
    }
    return apiError(404, 'notFound', 'global', 'Not Found');
  }

  const mock = await startMock((r) => {
    if (state.down) return apiError(503, 'backendError', 'global', 'Backend Error');
    if (r.method === 'GET' && r.path === '/o/oauth2/v2/auth') {
      if (r.query.get('client_id') !== state.clientId)
        return oauthError(401, 'invalid_client', 'The OAuth client was not found.');
      const code = fresh('4/0A');
      const redirectUri = r.query.get('redirect_uri') ?? '';
      state.codes.set(code, { channelId: state.loginAs, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('state', r.query.get('state') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('scope', r.query.get('scope') ?? '');
      return { redirect: back.toString() };
    }
    if (r.method === 'POST' && r.path === '/token') {
      if (r.form.get('client_id') !== state.clientId || r.form.get('client_secret') !== state.clientSecret) {
        return oauthError(401, 'invalid_client', 'Unauthorized');
      }
      const grant = r.form.get('grant_type');
      const scope = 'https://www.googleapis.com/auth/youtube.readonly';
      if (grant === 'authorization_code') {
        const code = state.codes.get(r.form.get('code') ?? '');
        state.codes.delete(r.form.get('code') ?? '');
        if (!code || code.redirectUri !== r.form.get('redirect_uri'))
          return oauthError(400, 'invalid_grant', 'Bad Request');
        const t = issue(code.channelId);
        return {
          status: 200,
          body: {
            access_token: t.accessToken,
            expires_in: 3599,
            refresh_token: t.refreshToken,
            scope,
            token_type: 'Bearer',
          },
        };
      }
      if (grant === 'refresh_token') {
        const held = state.tokens.get(r.form.get('refresh_token') ?? '');
        if (state.tokenInvalid || held?.kind !== 'refresh') {
          return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
        }
        const accessToken = fresh('ya29.');
        state.tokens.set(accessToken, { channelId: held.channelId, kind: 'access' });
        return {
          status: 200,
          body: { access_token: accessToken, expires_in: 3599, scope, token_type: 'Bearer' },
        };
      }
      return oauthError(400, 'unsupported_grant_type', 'Invalid grant_type');
    }
    if (r.method === 'POST' && r.path === '/revoke') {
      const token = r.form.get('token') ?? r.query.get('token') ?? '';
      const held = state.tokens.get(token);
      if (!held) return oauthError(400, 'invalid_token', 'Token expired or revoked');
      for (const [t, h] of state.tokens) if (h.channelId === held.channelId) state.tokens.delete(t);
      state.revoked.push(token);
      return { status: 200, body: {} };
    }
    const yt = /^\/youtube\/v3\/(channels|videos|subscriptions)$/.exec(r.path);
    if (r.method === 'GET' && yt) {
      if (state.quota === 'quotaExceeded') {
        return apiError(
          403,
          'quotaExceeded',
          'youtube.quota',
          'The request cannot be completed because you have exceeded your quota.',
        );
      }
      if (state.quota === 'rateLimitExceeded') {
        return apiError(403, 'rateLimitExceeded', 'usageLimits', 'The request rate is higher than allowed.');
      }
      const held = state.tokens.get(r.bearer ?? '');
      if (state.tokenInvalid || held?.kind !== 'access') {
        return apiError(401, 'authError', 'global', 'Request had invalid authentication credentials.');
      }
      return youtube(r, yt[1], held.channelId);
    }
    return apiError(404, 'notFound', 'global', 'Not Found');
  });

  return {
    baseUrl: mock.baseUrl,
    state,
    requests: mock.requests,
    close: mock.close,
    addChannel(c: Partial<GoogleMockChannel> = {}) {
      const n = state.channels.size + 1;
      const channel: GoogleMockChannel = {
        id: c.id ?? `UC${fresh('chan').padEnd(22, 'x').slice(0, 22)}`,
        handle: c.handle ?? `tuber${n}`,
        title: c.title ?? `Tuber ${n}`,
        subscribers: c.subscribers ?? 1200,
      };
      state.channels.set(channel.id, channel);
      state.loginAs = channel.id;
      return channel;
    },
    addVideo(channelId: string, v: Partial<Omit<GoogleMockVideo, 'channelId'>> = {}) {
      const video: GoogleMockVideo = {
        id: v.id ?? fresh('v').slice(0, 11).padEnd(11, 'x'),
        channelId,
        title: v.title ?? '',
        description: v.description ?? '',
        publishedAt: v.publishedAt ?? new Date().toISOString(),
        privacyStatus: v.privacyStatus ?? 'public',
        views: v.views ?? 0,
        likes: v.likes ?? 0,
        comments: v.comments ?? 0,
      };
      state.videos.push(video);
      return { ...video, url: `https://www.youtube.com/watch?v=${video.id}` };
    },
    subscribe(subscriber: string, channelId: string) {
      state.subscriptions.push({ subscriber, channelId });
    },
    tokenFor: issue,
  };
}

export type GoogleMock = Awaited<ReturnType<typeof startGoogleMock>>;
