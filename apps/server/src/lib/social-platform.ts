/**
 * What Spruik asks of a social platform (docs/connected-accounts.md). Instagram, TikTok and YouTube each implement
 * it over their published HTTP APIs (hosts replaced by INSTAGRAM_BASE_URL, TIKTOK_BASE_URL, GOOGLE_BASE_URL), and
 * the TEST MODE sandbox implements it over the sandbox tables. Callers never see a platform's wire format.
 */
import type { Platform } from '@spruik/shared';

export type Tokens = {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token stops working (null: the platform gives no expiry). */
  accessExpiresAt: Date | null;
  refreshExpiresAt: Date | null;
};

/** Instagram: BUSINESS or MEDIA_CREATOR (PERSONAL is refused by the API); TikTok: USER; YouTube: CHANNEL. */
export type AccountType = 'BUSINESS' | 'MEDIA_CREATOR' | 'PERSONAL' | 'USER' | 'CHANNEL';

export type PlatformAccount = {
  /** The platform's id: Instagram user id, TikTok open_id, YouTube channel id. */
  id: string;
  /** The bare handle, without "@". */
  handle: string;
  accountType: AccountType;
  /** Followers (Instagram, TikTok) or subscribers (YouTube). */
  followers: number;
};

export type PlatformPost = {
  id: string;
  /** The id of the account that published it. */
  accountId: string;
  permalink: string;
  /** Caption (Instagram), title and description (TikTok, YouTube): what the mention and ad-label checks read. */
  caption: string;
  publishedAt: Date;
  /** False when the platform says it is private or unlisted. */
  isPublic: boolean;
  /** A link the post carries besides its caption (YouTube description links are in the caption). */
  links?: string[];
};

/** Reach of a post; a platform leaves out what it does not report. */
export type PostMetrics = {
  views?: number;
  reach?: number;
  likes?: number;
  comments?: number;
  shares?: number;
  saved?: number;
};

/** The platform asked us to slow down (Instagram codes 4, 17, 32, 613; TikTok 429; YouTube quotaExceeded). */
export class PlatformRateLimited extends Error {
  constructor(
    readonly platform: Platform,
    /** When to try again, in seconds (from the platform's headers when it gives them). */
    readonly retryAfterSeconds: number,
  ) {
    super(`${platform} rate limit`);
    this.name = 'PlatformRateLimited';
  }
}

/** The token is expired or revoked (Instagram 190, TikTok access_token_invalid, Google invalid_grant). */
export class PlatformTokenInvalid extends Error {
  constructor(readonly platform: Platform) {
    super(`${platform} token invalid`);
    this.name = 'PlatformTokenInvalid';
  }
}

/**
 * The platform refused the account itself: an Instagram personal account, which the API cannot read, or a Google
 * account with no YouTube channel.
 */
export class PlatformAccountRefused extends Error {
  constructor(
    readonly platform: Platform,
    readonly why: 'personalAccount' | 'noChannel',
  ) {
    super(`${platform} refused the account: ${why}`);
    this.name = 'PlatformAccountRefused';
  }
}

/** The platform answered something else it should not (5xx, malformed): retried like a rate limit. */
export class PlatformUnavailable extends Error {
  constructor(
    readonly platform: Platform,
    detail: string,
  ) {
    super(`${platform} unavailable: ${detail}`);
    this.name = 'PlatformUnavailable';
  }
}

export type PlatformClient = {
  readonly platform: Platform;
  /** The platform's consent page for `state`, returning to `redirectUri`. */
  consentUrl(state: string, redirectUri: string): string;
  /** The authorization code for tokens (Instagram: short-lived exchanged for long-lived here). */
  exchangeCode(code: string, redirectUri: string): Promise<Tokens>;
  /** New tokens before (or after) the access token expires; PlatformTokenInvalid when refused. */
  refresh(tokens: Tokens): Promise<Tokens>;
  readAccount(accessToken: string): Promise<PlatformAccount>;
  /** The post the link points to, among the account's own posts (null: not found there). */
  findPost(accessToken: string, account: PlatformAccount, link: string): Promise<PlatformPost | null>;
  readMetrics(accessToken: string, post: PlatformPost): Promise<PostMetrics>;
  /** Revokes the token where the platform offers it (TikTok, Google); Instagram has none. */
  revoke(tokens: Tokens): Promise<void>;
  /** YouTube only: whether the account subscribes to the channel with this handle. */
  isSubscribed?(accessToken: string, channelHandle: string): Promise<boolean>;
};

/**
 * Which client answers for a platform (deps.platforms): the real one when its keys are set, the TEST MODE sandbox
 * for accounts connected through the sandbox page. Tests swap clients to point at the local mocks.
 */
export type Platforms = {
  /** The client for a connection (null: the platform has no keys, or the sandbox is off). */
  client(platform: Platform, sandbox: boolean): PlatformClient | null;
};
