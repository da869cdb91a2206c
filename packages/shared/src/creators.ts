/**
 * Verified creators (issue 14): a customer's social account counts once the operator has entered its follower
 * count (null = not verified yet), and joining a campaign needs the campaign's platform verified with at least
 * SPEC.md's minimum. YouTube campaigns (type 2) are offered to every customer (RULINGS.md): no minimum, no id.
 */
import { z } from 'zod';
import { LIMITS } from './constants';
import { text } from './validation';
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
  instagramFollowers: number | null;
  tiktokFollowers: number | null;
  socialDeclinedReason: string | null;
};

export function socialStateOf(u: SocialAccountInput, platform: 'instagram' | 'tiktok'): SocialState {
  const handle = platform === 'instagram' ? u.instagramId : u.tiktokId;
  const followers = platform === 'instagram' ? u.instagramFollowers : u.tiktokFollowers;
  if (!handle) return 'missing';
  if (followers === null) return u.socialDeclinedReason ? 'declined' : 'unverified';
  return followers >= CREATOR_MINIMUMS[platform] ? 'verified' : 'belowMinimum';
}

/** The platforms whose campaigns this customer may join. */
export function joinablePlatforms(u: SocialAccountInput): Platform[] {
  const out: Platform[] = [];
  if (socialStateOf(u, 'instagram') === 'verified') out.push('instagram');
  if (socialStateOf(u, 'tiktok') === 'verified') out.push('tiktok');
  out.push('youtube');
  return out;
}

/** data.user.socialAccounts of GET /api/users/me (customers): each account's state, for the profile. */
export const socialAccount = z.object({
  platform: z.enum(['instagram', 'tiktok']),
  handle: z.string().nullable(),
  state: z.enum(SOCIAL_STATES),
  followers: z.number().nullable(),
  minimum: z.number(),
  declinedReason: z.string().nullable(),
});
export type SocialAccount = z.infer<typeof socialAccount>;

export function socialAccountsOf(u: SocialAccountInput): SocialAccount[] {
  return (['instagram', 'tiktok'] as const).map((platform) => {
    const state = socialStateOf(u, platform);
    return {
      platform,
      handle: platform === 'instagram' ? u.instagramId : u.tiktokId,
      state,
      followers: platform === 'instagram' ? u.instagramFollowers : u.tiktokFollowers,
      minimum: CREATOR_MINIMUMS[platform],
      declinedReason: state === 'declined' ? u.socialDeclinedReason : null,
    };
  });
}

export const CREATOR_MSG = {
  notVerified:
    'Your account on this platform is not verified yet. You can join once our team has checked your followers.',
  belowMinimum: 'You need at least 100 Instagram or 50 TikTok followers to join this campaign.',
  declineReasonRequired: 'Please give a reason.',
  declineReasonLong: 'Reason must contain less than 500 characters.',
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
