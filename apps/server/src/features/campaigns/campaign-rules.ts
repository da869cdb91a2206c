/** Small campaign rules shared by the services: what "live" means, platforms, follower counts. */
import {
  CAMPAIGN_MSG,
  CREATOR_MSG,
  LIMITS,
  joinablePlatforms,
  socialStateOf,
  type Platform,
  type SocialAccountInput,
} from '@spruik/shared';
import type { campaigns, users } from '../../db/schema';

export type Campaign = typeof campaigns.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** Not settled, not closed, end date ahead: the owner's "live" list (pending ones included). */
export const isOpen = (c: Campaign, now: Date) => c.isActive && !c.settledAt && c.endDate > now;

/** What customers can see and join (docs/spec.md, Campaigns: verified, active, endDate in the future). */
export const isLive = (c: Campaign, now: Date) => c.isVerified && isOpen(c, now);

/** Types 1 and 3 may be created without a platform; they then count as Instagram, the account every user has. */
export const effectivePlatform = (c: Pick<Campaign, 'platform'>): Platform =>
  (c.platform as Platform | null) ?? 'instagram';

/** The user columns that decide which platforms a customer may join (a route reads them with its access check). */
export const SOCIAL_COLUMNS = [
  'instagramId',
  'tiktokId',
  'youtubeId',
  'instagramFollowers',
  'tiktokFollowers',
  'youtubeFollowers',
  'socialDeclinedReason',
] as const satisfies ReadonlyArray<keyof UserRow & keyof SocialAccountInput>;

/** The platforms whose campaigns a customer may join: verified with the minimum followers (docs/spec.md, Creators; none for YouTube). */
export const platformsOf = (user: SocialAccountInput): Platform[] => joinablePlatforms(user);

/** Why a customer may not join on this platform (null: they may), for a clear refusal. */
export function platformRefusal(user: UserRow, platform: Platform): string | null {
  const state = socialStateOf(user, platform);
  if (state === 'verified') return null;
  if (state === 'missing') return CAMPAIGN_MSG.platformMissing;
  if (state === 'belowMinimum') return CREATOR_MSG.belowMinimum;
  return CREATOR_MSG.notVerified;
}

/** An activity still to do this long after it was accepted has expired. */
export const todoExpiresAt = (createdAt: Date) =>
  new Date(createdAt.getTime() + LIMITS.todoExpiryHours * 3_600_000);
/**
 * "Submit by" on a to-do: its 72 hours or the campaign's end, whichever comes first (no proof is taken once the
 * campaign has ended).
 */
export const submitBy = (createdAt: Date, campaignEnd: Date) => {
  const expires = todoExpiresAt(createdAt);
  return expires < campaignEnd ? expires : campaignEnd;
};
export const todoExpiryCutoff = (now: Date) => new Date(now.getTime() - LIMITS.todoExpiryHours * 3_600_000);

/** The follower count on a platform; null when unknown (counts as under 1,000 for the follower factor). */
export function followersOn(
  user: Pick<UserRow, 'instagramFollowers' | 'tiktokFollowers' | 'youtubeFollowers'>,
  platform: Platform,
): number | null {
  if (platform === 'tiktok') return user.tiktokFollowers;
  if (platform === 'youtube') return user.youtubeFollowers;
  return user.instagramFollowers;
}

export type CampaignStatusName = 'pending' | 'live' | 'ended' | 'rejected' | 'closed';

/**
 * When a campaign ended, as its owner counts it: its end date, or the moment it was settled when that came first
 * (closed, ended early, rejected). Null while it is still open.
 */
export function endedAt(c: Campaign, now: Date): Date | null {
  if (c.settledAt) return c.settledAt < c.endDate ? c.settledAt : c.endDate;
  return c.endDate <= now ? c.endDate : null;
}

export function statusOf(c: Campaign, now: Date): CampaignStatusName {
  if (c.settledAt) {
    if (c.rejectedReason) return 'rejected';
    return c.settledAt < c.endDate ? 'closed' : 'ended';
  }
  if (c.endDate <= now || !c.isActive) return 'ended';
  return c.isVerified ? 'live' : 'pending';
}
