/** How campaigns read on screen: type names, platforms, the reward line and dates (docs/spec.md, Campaigns). */
import {
  CAMPAIGN_TYPE,
  CAMPAIGN_TYPE_NAMES,
  atHandle,
  socialUrl,
  type CampaignType,
  type Platform,
} from '@spruik/shared';
import { moneyPlain } from '../../lib/money';

export const typeName = (type: number) => CAMPAIGN_TYPE_NAMES[type as CampaignType] ?? 'Campaign';

export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/** Types 1 and 3 may have no platform: they count as Instagram (docs/business-rules.md). */
export const platformOf = (platform: string | null | undefined): Platform =>
  platform === 'tiktok' || platform === 'youtube' ? platform : 'instagram';

export const platformLabel = (platform: string | null | undefined) => PLATFORM_LABELS[platformOf(platform)];

type Reward = {
  type: number;
  participantsShare: number | string | null;
  discount?: number | string | null;
  item?: string | null;
};

/**
 * The reward line: 'Up to $ {share}' (the payout depends on the creator's followers), '$ {share}' for credit
 * campaigns (type 6 pays the full share), and the discount or free item of a voucher campaign (type 7).
 */
export function rewardText(c: Reward): string {
  if (c.type === CAMPAIGN_TYPE.voucher) {
    if (c.discount !== null && c.discount !== undefined && c.discount !== '' && Number(c.discount) > 0)
      return `${Number(c.discount)}% discount`;
    if (!c.item) return 'Voucher';
    return /^free\b/i.test(c.item) ? c.item : `Free ${c.item}`;
  }
  const share = moneyPlain(c.participantsShare);
  return c.type === CAMPAIGN_TYPE.credit ? `$ ${share}` : `Up to $ ${share}`;
}

/** The owner's account on the campaign's platform, the one participants tag or follow. */
export function ownerAccount(
  owner: { instagramId?: string | null; tiktokId?: string | null; youtubeId?: string | null },
  platform: string | null | undefined,
): { handle: string; url: string | null } {
  const p = platformOf(platform);
  const value = p === 'tiktok' ? owner.tiktokId : p === 'youtube' ? owner.youtubeId : owner.instagramId;
  return { handle: atHandle(p, value), url: socialUrl(p, value) };
}

/** A link as typed or stored, made openable (links are stored with https://). */
export const openable = (link: string | null | undefined) => {
  const v = (link ?? '').trim();
  if (!v) return '';
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
};

/** A link without its scheme, for display. */
export const shortLink = (link: string | null | undefined) => (link ?? '').replace(/^https?:\/\//i, '');

/** The date line of an owner's card: when it ends, or (previous campaigns) the day it really ended. */
export function endLine(c: { endDate: string; endedAt: string | null }): { label: string; at: string } {
  return c.endedAt ? { label: 'Ended', at: c.endedAt } : { label: 'Ends', at: c.endDate };
}
