/**
 * Verified creators: a customer's social account counts once the operator has entered its follower
 * count (null = not verified yet), and joining a campaign needs the campaign's platform verified with at least
 * the minimum. YouTube too (docs/spec.md, Creators: a verified channel; no minimum): the customer names the channel on
 * the profile and the operator checks it, so a fresh second account cannot be paid through a YouTube campaign.
 */
import { z } from 'zod';
import { LIMITS, PLATFORMS, ROLES } from './constants';
import { isoDate } from './http/wire';
import { text, COMMON_MSG } from './validation';
import type { Platform } from './constants';

export const CREATOR_MINIMUMS: Record<Platform, number> = {
  instagram: LIMITS.minInstagramFollowers,
  tiktok: LIMITS.minTiktokFollowers,
  youtube: 0,
};

/** missing: no handle on the profile; unverified: waiting for the operator; declined: the operator said no. */
export const SOCIAL_STATES = ['missing', 'unverified', 'declined', 'belowMinimum', 'verified'] as const;
export type SocialState = (typeof SOCIAL_STATES)[number];

export type SocialAccountInput = {
  instagramId: string | null;
  tiktokId: string | null;
  youtubeId: string | null;
  instagramFollowers: number | null;
  tiktokFollowers: number | null;
  youtubeFollowers: number | null;
  socialDeclinedReason: string | null;
};

/** Who keeps a YouTube channel on the profile: businesses (the account participants tag) and customers (the
 * channel the operator verifies). */
export const keepsYoutubeId = (role: number) => role === ROLES.business || role === ROLES.customer;

/** Every platform a creator account is verified on, in the order the profile and the console list them. */
export const CREATOR_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const satisfies readonly Platform[];

const handleOn = (u: SocialAccountInput, p: Platform) =>
  p === 'instagram' ? u.instagramId : p === 'tiktok' ? u.tiktokId : u.youtubeId;
const followersOn = (u: SocialAccountInput, p: Platform) =>
  p === 'instagram' ? u.instagramFollowers : p === 'tiktok' ? u.tiktokFollowers : u.youtubeFollowers;

/**
 * The account's state: verified once the operator entered its follower count. Seam for connected accounts (a
 * later issue): a channel connected through the platform's sign-in will count as verified here as well.
 */
export function socialStateOf(u: SocialAccountInput, platform: Platform): SocialState {
  const handle = handleOn(u, platform);
  const followers = followersOn(u, platform);
  if (!handle) return 'missing';
  if (followers === null) return u.socialDeclinedReason ? 'declined' : 'unverified';
  return followers >= CREATOR_MINIMUMS[platform] ? 'verified' : 'belowMinimum';
}

/** The platforms whose campaigns this customer may join. */
export function joinablePlatforms(u: SocialAccountInput): Platform[] {
  const out: Platform[] = [];
  if (socialStateOf(u, 'instagram') === 'verified') out.push('instagram');
  if (socialStateOf(u, 'tiktok') === 'verified') out.push('tiktok');
  if (socialStateOf(u, 'youtube') === 'verified') out.push('youtube');
  return out;
}

/**
 * An account connected through the platform's own sign-in (docs/connected-accounts.md, "Connecting an account"):
 * reconnect when its token failed and could not be refreshed; countReadAt: when the follower count was read.
 */
export const socialConnection = z.object({
  status: z.enum(['connected', 'reconnect']),
  countReadAt: isoDate,
  /** Connected through the TEST MODE page, not the platform. */
  sandbox: z.boolean(),
  /** TEST MODE only: the page where the demo creator writes the sandbox account's posts. */
  sandboxPostsUrl: z.string().nullable(),
});
export type SocialConnection = z.infer<typeof socialConnection>;

/** data.user.socialAccounts of GET /api/users/me (customers): each account's state, for the profile. */
export const socialAccount = z.object({
  platform: z.enum(CREATOR_PLATFORMS),
  handle: z.string().nullable(),
  state: z.enum(SOCIAL_STATES),
  followers: z.number().nullable(),
  minimum: z.number(),
  declinedReason: z.string().nullable(),
  /** null: not connected (the operator verifies the account by hand, if at all). */
  connection: socialConnection.nullable(),
});
export type SocialAccount = z.infer<typeof socialAccount>;

export function socialAccountsOf(
  u: SocialAccountInput,
  connections: Partial<Record<Platform, SocialConnection>> = {},
): SocialAccount[] {
  return CREATOR_PLATFORMS.map((platform) => {
    const state = socialStateOf(u, platform);
    return {
      platform,
      handle: handleOn(u, platform),
      state,
      followers: followersOn(u, platform),
      minimum: CREATOR_MINIMUMS[platform],
      declinedReason: state === 'declined' ? u.socialDeclinedReason : null,
      connection: connections[platform] ?? null,
    };
  });
}

export const CREATOR_MSG = {
  notVerified:
    'Your account on this platform is not verified yet. You can join once our team has checked your followers.',
  belowMinimum: 'You need at least 100 Instagram or 50 TikTok followers to join this campaign.',
  declineReasonRequired: COMMON_MSG.reasonRequired,
  declineReasonLong: COMMON_MSG.reasonLong500,
  nothingToDecline: 'This customer has no account waiting for verification.',
  declined: 'Verification declined.',
} as const;

/** POST /api/admin/users/{id}/decline-social: the operator declines a customer's social accounts. */
export const declineSocialRequest = z.object({
  reason: text({ max: 500, tooLong: CREATOR_MSG.declineReasonLong, multiline: true }).refine(
    (r) => r.length > 0,
    {
      message: CREATOR_MSG.declineReasonRequired,
    },
  ),
});
export type DeclineSocialRequest = z.infer<typeof declineSocialRequest>;

/* ------------------------------------------------------------------ connecting accounts */

/** The :platform of the connect routes; another value names nothing (404). */
export const platformParams = z.object({
  platform: z.enum(PLATFORMS, { error: 'This platform is not supported.' }),
});

/**
 * What the callback tells /profile (?social=<platform>&result=<code>), docs/connected-accounts.md, "Connecting an
 * account". Every code but `connected` stores nothing.
 */
export const CONNECT_RESULTS = [
  'connected',
  'denied',
  'expired',
  'invalid',
  'personalAccount',
  'takenByAnother',
  'unavailable',
] as const;
export type ConnectResult = (typeof CONNECT_RESULTS)[number];

export const CONNECT_RESULT_TEXT: Record<ConnectResult, string> = {
  connected: 'Your account is connected. Its follower count now comes from the platform.',
  denied: 'You did not allow the connection, so nothing changed.',
  expired: 'That connection attempt expired or was already used. Press Connect to try again.',
  invalid: 'That connection link is not valid for your account. Press Connect to try again.',
  personalAccount:
    'This is a personal Instagram account, which Instagram does not let apps read. Switch it to a free Creator account and connect again.',
  takenByAnother:
    'This account is already connected to another Spruik account, so it cannot be connected here.',
  unavailable: 'The platform did not answer. Nothing changed: please try again in a few minutes.',
};

/** How to switch a personal Instagram account to a free professional one (Instagram's own menus). */
export const INSTAGRAM_CREATOR_STEPS = [
  'Open Instagram and go to your profile.',
  'Tap the menu (three lines), then Settings and privacy.',
  'Tap Account type and tools, then Switch to professional account.',
  'Pick a category, choose Creator, and finish. It is free and you can switch back later.',
  'Come back here and press Connect again.',
] as const;

export const CONNECT_MSG = {
  notAvailable: 'Connecting this platform is not available yet. Ask our team to verify your account instead.',
  notConnected: 'This account is not connected.',
  disconnected: 'Account disconnected.',
} as const;

/** The TEST MODE connect form (form fields: strings). */
export const SANDBOX_ACCOUNT_TYPES = ['MEDIA_CREATOR', 'BUSINESS', 'PERSONAL'] as const;
