/** The create-campaign form: its values, how they become the request, and the end date bounds. */
import { z } from 'zod';
import {
  CAMPAIGN_TYPE,
  CAMPAIGN_LIMITS,
  ESCROW_TYPES,
  campaignDay,
  createCampaignSchema,
  stripScheme,
  withHttps,
  isVenueCampaign,
  type CreateCampaignInput,
  type Platform,
} from '@spruik/shared';
import type { CreateCampaignBody } from './api/create-campaign';

/** The campaign setting, as the form and the preview say it. */
export const AUTO_APPROVE_LABEL = 'Approve automatically when the platform confirms the post';
/** Types 6 and 7 (docs/visits.md): the setting, as the form, the preview and the offer say it. */
export const REQUIRES_VISIT_LABEL = 'Creators must visit before posting';

export type RewardChoice = '' | 'item' | 'discount';

export type CampaignFormValues = {
  title: string;
  link: string;
  platform: '' | Platform;
  participantsCount: string;
  participantsShare: string;
  conditions: string;
  endDate: string;
  reward: RewardChoice;
  item: string;
  discount: string;
  /** 'true' unless the owner turns it off: approve when the platform confirms the post. */
  autoApprove: 'true' | 'false';
  /** Types 6 and 7: 'true' unless the owner turns it off. */
  requiresVisit: 'true' | 'false';
};

export const emptyCampaignForm: CampaignFormValues = {
  title: '',
  link: '',
  platform: '',
  participantsCount: '',
  participantsShare: '',
  conditions: '',
  endDate: '',
  reward: '',
  item: '',
  discount: '',
  autoApprove: 'true',
  requiresVisit: 'true',
};

/** Longer than the server takes (counted without http(s)://): the field says so as it is typed. */
export const linkTooLong = (link: string) => stripScheme(link).length > CAMPAIGN_LIMITS.linkMax;

/** Type 7 (vouchers) reserves no money, so it has no payment per participant. */
export const hasShare = (type: number) => ESCROW_TYPES.includes(type);

export function toCampaignInput(type: number, v: CampaignFormValues): CreateCampaignInput {
  return {
    type,
    title: v.title,
    conditions: v.conditions,
    platform: v.platform || null,
    link: v.link,
    participantsCount: v.participantsCount,
    participantsShare: hasShare(type) ? v.participantsShare : null,
    endDate: v.endDate,
    item: type === CAMPAIGN_TYPE.voucher && v.reward === 'item' ? v.item : null,
    discount: type === CAMPAIGN_TYPE.voucher && v.reward === 'discount' ? v.discount : null,
    autoApprove: v.autoApprove !== 'false',
    requiresVisit: v.requiresVisit !== 'false',
  };
}

/** The request (docs/spec.md, Campaigns: the link is sent with https://). */
export function toCampaignBody(type: number, v: CampaignFormValues): CreateCampaignBody {
  const input = toCampaignInput(type, v);
  const link = v.link.trim();
  return {
    type,
    title: v.title.trim(),
    conditions: v.conditions.trim(),
    platform: v.platform || null,
    link: link ? withHttps(link) : null,
    participantsCount: v.participantsCount.trim(),
    participantsShare: hasShare(type) ? v.participantsShare.trim() : null,
    endDate: v.endDate,
    item: input.item ? String(input.item).trim() : null,
    discount: input.discount ? String(input.discount).trim() : null,
    autoApprove: v.autoApprove !== 'false',
    requiresVisit: isVenueCampaign(type) && v.requiresVisit !== 'false',
  };
}

/**
 * The form read as the request and checked by the shared schema (the server's rules, order and texts); each
 * message lands on the field of the request's name. 'item' also speaks for the reward choice (VoucherChoice).
 */
export const campaignForm = (type: number) =>
  z.preprocess((v: CampaignFormValues) => toCampaignInput(type, v), createCampaignSchema());

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The date picker's bounds: tomorrow (a Melbourne calendar day, as the server counts) to a year ahead. */
export function endDateBounds(now = new Date()) {
  const today = campaignDay(now);
  return { min: addDays(today, 1), max: addDays(today, CAMPAIGN_LIMITS.maxEndDays - 1) };
}

/** "Create a new campaign" from a rejected one: its details, a new end date to choose. */
export function formValuesFrom(c: {
  title: string;
  link: string | null;
  platform: Platform | null;
  participantsCount: number;
  participantsShare: number;
  conditions: string;
  item: string | null;
  discount: number | null;
  autoApprove?: boolean;
  requiresVisit?: boolean;
}): CampaignFormValues {
  return {
    title: c.title,
    link: (c.link ?? '').replace(/^https?:\/\//, ''),
    platform: c.platform ?? '',
    participantsCount: String(c.participantsCount),
    participantsShare: c.participantsShare > 0 ? c.participantsShare.toFixed(2) : '',
    conditions: c.conditions,
    endDate: '',
    reward: c.item ? 'item' : c.discount ? 'discount' : '',
    item: c.item ?? '',
    discount: c.discount ? String(c.discount) : '',
    autoApprove: c.autoApprove === false ? 'false' : 'true',
    requiresVisit: c.requiresVisit === false ? 'false' : 'true',
  };
}
