/** Small campaign rules shared by the services: what "live" means, platforms, follower counts. */
import type { Platform } from '@spruik/shared';
import type { campaigns, users } from '../../db/schema';

export type Campaign = typeof campaigns.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** Not settled, not closed, end date ahead: the owner's "live" list (pending ones included). */
export const isOpen = (c: Campaign, now: Date) => c.isActive && !c.settledAt && c.endDate > now;

/** What customers can see and join (RULINGS.md: verified, active, endDate in the future). */
export const isLive = (c: Campaign, now: Date) => c.isVerified && isOpen(c, now);

/** Types 1 and 3 may be created without a platform; they then count as Instagram, the account every user has. */
export const effectivePlatform = (c: Pick<Campaign, 'platform'>): Platform =>
  (c.platform as Platform | null) ?? 'instagram';

/** The platforms a user has an id for (tiktok needs tiktokId, youtube needs youtubeId). */
export function platformsOf(user: Pick<UserRow, 'instagramId' | 'tiktokId' | 'youtubeId'>): Platform[] {
  const out: Platform[] = [];
  if (user.instagramId) out.push('instagram');
  if (user.tiktokId) out.push('tiktok');
  if (user.youtubeId) out.push('youtube');
  return out;
}

/**
 * The platforms whose campaigns a customer is offered and may join: their own, and YouTube for everyone
 * (RULINGS.md: type 2 YouTube campaigns reach every customer; the proof form asks for the username).
 */
export function joinablePlatforms(user: Pick<UserRow, 'instagramId' | 'tiktokId' | 'youtubeId'>): Platform[] {
  const own = platformsOf(user);
  return own.includes('youtube') ? own : [...own, 'youtube'];
}

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

export function statusOf(c: Campaign, now: Date): CampaignStatusName {
  if (c.settledAt) {
    if (c.rejectedReason) return 'rejected';
    return c.settledAt < c.endDate ? 'closed' : 'ended';
  }
  if (c.endDate <= now || !c.isActive) return 'ended';
  return c.isVerified ? 'live' : 'pending';
}
