/**
 * TEST MODE (docs/connected-accounts.md, "TEST MODE"): a PlatformClient standing in for a platform without keys.
 * The account the demo creator chose on the sandbox consent page travels inside the code and the tokens, signed
 * with a key derived from SOCIAL_TOKEN_KEY (so nobody forges one); its posts live in sandbox_posts. Metrics are
 * deterministic numbers stored with each post.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Platform } from '@spruik/shared';
import type { Config } from '../../../config/env';
import type { Db } from '../../../db/client';
import { sandboxPosts } from '../../../db/schema';
import { derivedKey, safeEqual } from '../../../lib/crypto';
import {
  PlatformAccountRefused,
  PlatformTokenInvalid,
  type AccountType,
  type PlatformAccount,
  type PlatformClient,
  type PlatformPost,
  type Tokens,
} from '../../../lib/social-platform';

type Signed = { kind: 'code' | 'access' | 'refresh'; account: PlatformAccount };

const keyOf = (config: Config) => derivedKey(config.social.tokenKey, 'social-sandbox');
const mac = (config: Config, body: string) =>
  createHmac('sha256', keyOf(config)).update(body).digest('base64url').slice(0, 32);

function sign(config: Config, s: Signed): string {
  const body = Buffer.from(JSON.stringify(s)).toString('base64url');
  return `sbx.${body}.${mac(config, body)}`;
}

function open(config: Config, token: string, kind: Signed['kind']): PlatformAccount | null {
  const [prefix, body, sig] = token.split('.');
  if (prefix !== 'sbx' || !body || !sig || !safeEqual(sig, mac(config, body))) return null;
  try {
    const s = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Signed;
    return s.kind === kind ? s.account : null;
  } catch {
    return null;
  }
}

/** The sandbox platform's id of the account a handle names: one handle, one account, as on the platform. */
export const sandboxAccountId = (platform: Platform, handle: string) =>
  `sbx-${platform}-${handle.toLowerCase()}`;

/** The code the TEST MODE consent page hands the callback for the account the demo creator chose. */
export const sandboxCode = (config: Config, account: PlatformAccount) =>
  sign(config, { kind: 'code', account });

/**
 * The key in a sandbox account's posts page address, `<handle>.<mac>` (only who was shown the address can write
 * the account's posts).
 */
export const sandboxPostsKey = (config: Config, platform: Platform, handle: string) =>
  `${handle}.${mac(config, `posts:${sandboxAccountId(platform, handle)}`).slice(0, 22)}`;

export function accountOfPostsKey(config: Config, platform: Platform, key: string) {
  const dot = key.lastIndexOf('.');
  const handle = key.slice(0, dot);
  if (dot < 1 || !safeEqual(key, sandboxPostsKey(config, platform, handle))) return null;
  return { id: sandboxAccountId(platform, handle), handle };
}

const digits = (n: number) =>
  Array.from({ length: n }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');
const shortcode = () => randomBytes(8).toString('base64url').slice(0, 11);

/** A new post's id and address, in each platform's own form. */
export function sandboxPermalink(platform: Platform, handle: string): { id: string; permalink: string } {
  if (platform === 'instagram') {
    const id = shortcode();
    return { id, permalink: `https://www.instagram.com/p/${id}/` };
  }
  if (platform === 'tiktok') {
    const id = digits(19);
    return { id, permalink: `https://www.tiktok.com/@${handle}/video/${id}` };
  }
  const id = shortcode();
  return { id, permalink: `https://www.youtube.com/watch?v=${id}` };
}

/** The post id a link names (Instagram /p/ or /reel/ shortcode, TikTok /video/<id>, YouTube v=, youtu.be, shorts). */
export function postIdOf(platform: Platform, link: string): string | null {
  const m =
    platform === 'instagram'
      ? /instagram\.com\/(?:[^/?#]+\/)?(?:p|reel|reels|tv)\/([A-Za-z0-9_-]+)/i.exec(link)
      : platform === 'tiktok'
        ? /tiktok\.com\/.*\/video\/(\d+)/i.exec(link)
        : /(?:[?&]v=|youtu\.be\/|\/shorts\/)([A-Za-z0-9_-]{6,})/i.exec(link);
  return m?.[1] ?? null;
}

/** Deterministic reach from the caption's length: enough for analytics to show something stable. */
export function sandboxMetrics(caption: string) {
  const views = 1000 + 13 * caption.length;
  return {
    views,
    reach: Math.round(views * 0.8),
    likes: Math.round(views * 0.1),
    comments: Math.round(views * 0.01),
    shares: Math.round(views * 0.005),
    saved: Math.round(views * 0.003),
  };
}

const tokensFor = (config: Config, account: PlatformAccount): Tokens => ({
  accessToken: sign(config, { kind: 'access', account }),
  refreshToken: sign(config, { kind: 'refresh', account }),
  accessExpiresAt: null,
  refreshExpiresAt: null,
});

export function sandboxPlatform(platform: Platform, config: Config, db: Db): PlatformClient {
  const accountFrom = (token: string) => {
    const account = open(config, token, 'access');
    if (!account) throw new PlatformTokenInvalid(platform);
    return account;
  };
  const toPost = (row: typeof sandboxPosts.$inferSelect): PlatformPost => ({
    id: row.id,
    accountId: row.accountId,
    permalink: row.permalink,
    caption: row.caption,
    publishedAt: row.publishedAt,
    isPublic: row.isPublic,
  });
  return {
    platform,
    consentUrl: (state) =>
      `${config.publicUrl}/api/social/${platform}/sandbox?state=${encodeURIComponent(state)}`,
    exchangeCode: async (code) => {
      const account = open(config, code, 'code');
      if (!account) throw new PlatformTokenInvalid(platform);
      return tokensFor(config, account);
    },
    refresh: async (tokens) => {
      const account = tokens.refreshToken ? open(config, tokens.refreshToken, 'refresh') : null;
      if (!account) throw new PlatformTokenInvalid(platform);
      return tokensFor(config, account);
    },
    readAccount: async (accessToken) => {
      const account = accountFrom(accessToken);
      // Instagram's API cannot read a personal account (only professional ones since December 2024).
      if (platform === 'instagram' && account.accountType === 'PERSONAL')
        throw new PlatformAccountRefused(platform, 'personalAccount');
      return account;
    },
    findPost: async (accessToken, account, link) => {
      accountFrom(accessToken);
      const id = postIdOf(platform, link);
      if (!id) return null;
      const [row] = await db
        .select()
        .from(sandboxPosts)
        .where(
          and(eq(sandboxPosts.platform, platform), eq(sandboxPosts.id, id), isNull(sandboxPosts.deletedAt)),
        );
      if (!row) return null;
      // Instagram and TikTok list only the account's own posts; YouTube's videos.list finds anyone's.
      if (platform !== 'youtube' && row.accountId !== account.id) return null;
      return toPost(row);
    },
    readMetrics: async (accessToken, post) => {
      accountFrom(accessToken);
      const [row] = await db
        .select()
        .from(sandboxPosts)
        .where(and(eq(sandboxPosts.platform, platform), eq(sandboxPosts.id, post.id)));
      if (!row) return {};
      const { views, reach, likes, comments, shares, saved } = row;
      return platform === 'instagram'
        ? { views, reach, likes, comments, shares, saved }
        : { views, likes, comments, shares };
    },
    revoke: async () => undefined,
    // The demo creator is taken to subscribe to any channel: TEST MODE shows the flow, not a refusal.
    ...(platform === 'youtube' ? { isSubscribed: async () => true } : {}),
  };
}

export type SandboxAccountType = Extract<AccountType, 'MEDIA_CREATOR' | 'BUSINESS' | 'PERSONAL'>;
