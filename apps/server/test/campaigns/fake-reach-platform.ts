/**
 * A platform client for the reach tests: one account's posts by link, their figures, and what the next calls
 * should throw. Only findPost and readMetrics are used by the re-reads; the rest refuse.
 */
import type { Platform } from '@spruik/shared';
import {
  PlatformRateLimited,
  type PlatformClient,
  type PlatformPost,
  type PostMetrics,
} from '../../src/lib/social-platform';

export type FakePost = { post: PlatformPost; metrics: PostMetrics };

export function fakeReachPlatform(platform: Platform = 'instagram') {
  const posts = new Map<string, FakePost>();
  /** How many calls to answer with a rate limit before answering again. */
  let rateLimited = 0;
  const calls: string[] = [];
  const refuse = () => {
    throw new Error('not used by the re-reads');
  };
  const client: PlatformClient = {
    platform,
    consentUrl: refuse,
    exchangeCode: refuse,
    refresh: refuse,
    readAccount: refuse,
    revoke: refuse,
    async findPost(_token, account, link) {
      calls.push(`findPost ${link}`);
      if (rateLimited > 0) {
        rateLimited--;
        throw new PlatformRateLimited(platform, 120);
      }
      const found = posts.get(link);
      return found && found.post.accountId === account.id ? found.post : null;
    },
    async readMetrics(_token, post) {
      calls.push(`readMetrics ${post.id}`);
      return [...posts.values()].find((p) => p.post.id === post.id)!.metrics;
    },
  };
  return {
    client,
    calls,
    /** Publishes (or replaces) a post of `accountId` at `link` with these figures. */
    post(accountId: string, link: string, metrics: PostMetrics, over: Partial<PlatformPost> = {}) {
      posts.set(link, {
        post: {
          id: `post-${link}`,
          accountId,
          permalink: link,
          caption: '#ad',
          publishedAt: new Date(),
          isPublic: true,
          ...over,
        },
        metrics,
      });
    },
    remove(link: string) {
      posts.delete(link);
    },
    rateLimitNext(n: number) {
      rateLimited = n;
    },
  };
}
