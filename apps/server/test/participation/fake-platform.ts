/**
 * A PlatformClient the proof tests control: the posts it holds, whom it says the account subscribes to, and the
 * errors its next calls throw (rate limits, invalid tokens). Connections are made straight in the table.
 */
import type { Platform } from '@spruik/shared';
import { socialConnections } from '../../src/db/schema';
import {
  PlatformRateLimited,
  PlatformTokenInvalid,
  sealTokens,
  type PlatformAccount,
  type PlatformClient,
  type PlatformPost,
  type Tokens,
} from '../../src/features/creators';
import type { TestApp } from '../test-app';

export type FakePlatform = PlatformClient & {
  posts: PlatformPost[];
  subscriptions: Set<string>;
  /** Errors thrown by the next findPost / isSubscribed calls, one per call, in order. */
  failures: Array<'rateLimited' | 'tokenInvalid'>;
  /** Whether refresh succeeds. */
  refreshWorks: boolean;
  calls: { findPost: number; refresh: number };
  /** Resolved before findPost answers (tests hold two checks at the same point). */
  gate: Promise<void> | null;
};

export function fakePlatform(platform: Platform): FakePlatform {
  const fake: FakePlatform = {
    platform,
    posts: [],
    subscriptions: new Set(),
    failures: [],
    refreshWorks: true,
    calls: { findPost: 0, refresh: 0 },
    gate: null,
    consentUrl: (state) => `https://fake.example/consent?state=${state}`,
    exchangeCode: async () => tokens('access-1'),
    async refresh() {
      fake.calls.refresh++;
      if (!fake.refreshWorks) throw new PlatformTokenInvalid(platform);
      return tokens('access-2');
    },
    readAccount: async () => {
      throw new Error('not used');
    },
    async findPost(_accessToken, _account, link) {
      fake.calls.findPost++;
      if (fake.gate) await fake.gate;
      failNext();
      return fake.posts.find((p) => p.permalink === link) ?? null;
    },
    readMetrics: async () => ({}),
    revoke: async () => undefined,
    async isSubscribed(_accessToken, channelHandle) {
      failNext();
      return fake.subscriptions.has(channelHandle);
    },
  };
  function failNext() {
    const f = fake.failures.shift();
    if (f === 'rateLimited') throw new PlatformRateLimited(platform, 120);
    if (f === 'tokenInvalid') throw new PlatformTokenInvalid(platform);
  }
  return fake;
}

const tokens = (accessToken: string): Tokens => ({
  accessToken,
  refreshToken: 'refresh-1',
  accessExpiresAt: new Date(Date.now() + 60 * 86_400_000),
  refreshExpiresAt: null,
});

/** The creator's account on `platform`, connected (sealed tokens, as the connect flow stores them). */
export async function connect(t: TestApp, userId: string, platform: Platform, account: PlatformAccount) {
  await t.db.insert(socialConnections).values({
    userId,
    platform,
    accountId: account.id,
    handle: account.handle,
    accountType: account.accountType,
    followers: account.followers,
    followersReadAt: t.clock.now(),
    ...sealTokens(t.app.deps, {
      ...tokens('access-1'),
      accessExpiresAt: new Date(t.clock.now().getTime() + 60 * 86_400_000),
    }),
  });
}

/** Every platform answered by the fake. */
export function useFake(t: TestApp, fake: FakePlatform) {
  t.app.deps.platforms = { client: (p) => (p === fake.platform ? fake : null) };
}
