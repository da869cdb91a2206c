/**
 * Campaigns, activities and owner messages: request schemas (texts of docs/spec.md, Campaigns and Participation)
 * and response types. Count and share arrive as numbers or typed text, so one schema serves the web form
 * and the API; money leaves these schemas as integer cents.
 */
import { z } from 'zod';
import {
  CAMPAIGN_TIME_ZONE,
  CAMPAIGN_TYPE,
  CAMPAIGN_TYPES,
  PLATFORMS,
  TEXT_LIMITS,
  isVenueCampaign,
  type CampaignType,
  type Platform,
} from './constants';
import { isValidLink } from './accounts';
import { parseMoneyText } from './money';
import { socialHandle, stripScheme, withHttps } from './social';
import { cursorParam, dollars, isoDate, keysetLimit, objectId } from './http/wire';
import { text, COMMON_MSG } from './validation';
import {
  REJECT_MSG,
  REJECT_REASONS,
  activityAppeal,
  activityProof,
  rejectionFields,
  type RejectReason,
} from './participation';

export const CAMPAIGN_MSG = {
  fillForm: COMMON_MSG.fillForm,
  typeInvalid: 'Please choose a campaign type.',
  titleLong: 'Title must contain less than 70 characters.',
  conditionsLong: 'Conditions must contain less than 400 characters.',
  countWhole: 'Participant count must be a whole number.',
  countMin: 'Participant count must be at least 1.',
  countMax: 'Participant count must be at most 10000.',
  shareFormat: 'Enter a number like 0.5',
  shareDecimals: 'Payment per participant can have at most 2 decimals.',
  shareMin: 'Payment per participant must be at least $0.02.',
  shareMax: 'Payment per participant must be at most $1000.00.',
  linkInvalid: COMMON_MSG.linkInvalid,
  linkLong: 'Link must contain less than 100 characters.',
  platformRequired: 'Which platform are you targeting?',
  youtubeOnlyFollowers: 'YouTube is only offered for Increase Followers campaigns.',
  itemOrDiscount: 'Please enter a free item or a discount amount.',
  itemAndDiscount: 'Please choose either a free item or a discount, not both.',
  discountRange: 'Discount must be between 1% to 99%.',
  discountWhole: 'Discount must be a whole number.',
  itemLong: 'Free item must contain less than 100 characters.',
  endDateInvalid: 'Please choose a valid end date.',
  endDateTooSoon: 'The end date must be tomorrow or later.',
  endDateTooLate: 'The end date must be within a year from today.',
  // Server answers.
  created: 'Campaign created.',
  notEnoughCredit: 'Not enough credit. Please add credit first.',
  typeNotForRole: 'Businesses create campaign types 1 to 5 and venues create types 6 and 7.',
  needTiktok: 'Add your TikTok account to your profile to use TikTok.',
  needYoutube: 'Add your YouTube account to your profile to use YouTube.',
  campaignNotFound: COMMON_MSG.campaignNotFound,
  returnVenueOnly: 'Return on spend is shown for credit and voucher campaigns only.',
  notAvailable: 'This campaign is no longer available.',
  platformMissing: 'Add your account on this platform to your profile to join this campaign.',
  alreadyJoined: 'You have already joined this campaign.',
  full: 'This campaign is full.',
  noEnergy: 'You need at least 10 energy to join a campaign. Play a quiz to boost your energy.',
  joined: 'You joined a new campaign.',
  activityNotFound: COMMON_MSG.activityNotFound,
  alreadySubmitted: 'You have already submitted this activity.',
  campaignEnded: 'This campaign has ended.',
  activityExpired: 'This activity expired: it was not submitted within 72 hours of joining.',
  campaignPaused: "This campaign is paused because its owner's account is suspended. Please try again later.",
  ended: 'Campaign ended.',
  thanks: 'Thank you for your participation.',
  disclosureRequired: 'Please confirm the post is marked as an ad.',
  youtubeRequired: 'Please enter your YouTube username.',
  youtubeInvalid: 'Please enter a valid YouTube username.',
  youtubeLong: 'YouTube username must contain less than 100 characters.',
  decisionRequired: COMMON_MSG.decisionRequired,
  participantNotFound: 'Participant not found.',
  notSubmitted: 'This participant has not submitted yet.',
  alreadyDecided: 'This participant has already been decided.',
  approvalsClosed: 'Approvals are closed for this campaign.',
  approved: 'Participant approved.',
  autoApproveInvalid: 'Please choose whether to approve automatically.',
  requiresVisitInvalid: 'Please choose whether creators must visit before posting.',
  visitRequired: (venue: string) => `Visit ${venue} and check in at the counter before you post.`,
  rejected: 'Participant rejected.',
  // Operator.
  reasonRequired: COMMON_MSG.reasonRequired,
  reasonLong: COMMON_MSG.reasonLong500,
  campaignDecided: 'This campaign has already been decided.',
  campaignAlreadyEnded: 'This campaign has already ended.',
  verified: 'Campaign verified.',
  campaignRejected: 'Campaign rejected.',
  closed: 'Campaign closed.',
  statusInvalid: COMMON_MSG.statusFilterInvalid,
  searchLong: COMMON_MSG.searchLong,
  pageInvalid: COMMON_MSG.pageInvalid,
  venueNotFound: COMMON_MSG.venueNotFound,
} as const;

export const CAMPAIGN_LIMITS = {
  titleMax: 70,
  conditionsMax: 400,
  /** Campaign link, counted without http(s)://. */
  linkMax: 100,
  /** Proof link: "under 100 characters" (docs/spec.md, Participation), counted without http(s)://. */
  proofLinkMaxExclusive: 100,
  youtubeUsernameMax: 100,
  /** What a link input takes as typed: the limit plus room for 'https://', which the limit does not count. */
  linkInputMax: 100 + 'https://'.length,
  proofLinkInputMax: 99 + 'https://'.length,
  /** The username may arrive as its YouTube address (the form sends one); the limit counts the username. */
  youtubeInputMax: 100 + 'https://www.youtube.com/@'.length,
  itemMax: 100,
  reasonMax: 500,
  countMax: 10_000,
  minShareCents: 2,
  maxShareCents: 100_000,
  maxEndDays: 366,
  /** Energy a customer needs to accept a campaign, and what accepting uses up. */
  energyPerAccept: 10,
} as const;

/** A short choice sent as text (a platform, a status, a page number): anything longer is that field's error. */
const choice = (tooLong: string) => text({ max: TEXT_LIMITS.choice, tooLong });

/** Types whose participants submit a proof link and confirm the ad disclosure (docs/spec.md, Participation). */
export const PROOF_TYPES: readonly number[] = [
  CAMPAIGN_TYPE.createContent,
  CAMPAIGN_TYPE.shareOnSocialMedia,
  CAMPAIGN_TYPE.credit,
  CAMPAIGN_TYPE.voucher,
];
/** Types that complete and pay the moment the customer submits (no owner decision). */
export const INSTANT_TYPES: readonly number[] = [CAMPAIGN_TYPE.increaseClick, CAMPAIGN_TYPE.increaseView];
/** Types that reserve share x count in escrow at creation (type 7 issues vouchers, no money). */
export const ESCROW_TYPES: readonly number[] = CAMPAIGN_TYPES.filter((t) => t !== CAMPAIGN_TYPE.voucher);
const PLATFORM_REQUIRED: readonly number[] = CAMPAIGN_TYPES.filter(
  (t) => t !== CAMPAIGN_TYPE.increaseClick && t !== CAMPAIGN_TYPE.increaseView,
);
const LINK_REQUIRED: readonly number[] = CAMPAIGN_TYPES.filter(
  (t) => t !== CAMPAIGN_TYPE.increaseFollowers && t !== CAMPAIGN_TYPE.createContent,
);

const isPlatform = (p: string): p is Platform => (PLATFORMS as readonly string[]).includes(p);
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');

/** "YYYY-MM-DD" of an instant in the campaign time zone. */
export function campaignDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CAMPAIGN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function zoneOffsetMs(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CAMPAIGN_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time on a calendar day ("YYYY-MM-DD") names in the campaign time zone. */
export function campaignTimeOn(day: string, hour: number, minute = 0, second = 0, ms = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d, hour, minute, second, ms);
  let t = guess - zoneOffsetMs(guess);
  const again = guess - zoneOffsetMs(t);
  if (again !== t) t = again;
  return new Date(t);
}

/** The last millisecond of a calendar day ("YYYY-MM-DD") in the campaign time zone. */
export const endOfCampaignDay = (day: string): Date => campaignTimeOn(day, 23, 59, 59, 999);

/** The hour (0-23) of an instant in the campaign time zone. */
export const campaignHour = (instant: Date): number =>
  Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: CAMPAIGN_TIME_ZONE,
      hourCycle: 'h23',
      hour: '2-digit',
    }).format(instant),
  );

/**
 * An end date as sent: "YYYY-MM-DD" (ends at the end of that Melbourne day, what the date picker means),
 * an ISO date-time, or a Date. Null when it is not a date.
 */
export function parseEndDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  const s = asText(v);
  if (!s) return null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (dateOnly) {
    const probe = new Date(`${s}T12:00:00Z`);
    if (Number.isNaN(probe.getTime()) || probe.toISOString().slice(0, 10) !== s) return null;
    return endOfCampaignDay(s);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(s)) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Why an end date is refused, or null: it must fall on tomorrow or later (Melbourne days), within a year. */
export function endDateError(end: Date, now: Date): string | null {
  if (campaignDay(end) <= campaignDay(now)) return CAMPAIGN_MSG.endDateTooSoon;
  if (end.getTime() - now.getTime() > CAMPAIGN_LIMITS.maxEndDays * 86_400_000)
    return CAMPAIGN_MSG.endDateTooLate;
  return null;
}

export type CreateCampaignRequest = {
  type: CampaignType;
  title: string;
  conditions: string;
  platform: Platform | null;
  /** Stored with https:// (docs/spec.md, Campaigns: link sent with https:// prefix). */
  link: string | null;
  participantsCount: number;
  /** 0 for type 7 (vouchers reserve no money). */
  participantsShareCents: number;
  endDate: Date;
  item: string | null;
  discount: number | null;
  /** Approve automatically when the platform confirms the post (on unless turned off). */
  autoApprove: boolean;
  /** Types 6 and 7: accept proof only after a visit at the venue (on unless turned off); false for other types. */
  requiresVisit: boolean;
};

/** The form as typed: numbers may be text. */
export type CreateCampaignInput = {
  type: number | string;
  title?: string;
  conditions?: string;
  platform?: string | null;
  link?: string | null;
  participantsCount?: number | string;
  participantsShare?: number | string | null;
  endDate?: string | Date;
  item?: string | null;
  discount?: number | string | null;
  autoApprove?: boolean | 'true' | 'false' | null;
  requiresVisit?: boolean | 'true' | 'false' | null;
};

/**
 * POST /api/campaigns. `now` is the clock the end date is checked against (the server passes its clock); when
 * it gives null the end date is only checked to be a date. Checks run in the order of docs/spec.md, Campaigns and the
 * first failure's text is the answer.
 */
export function createCampaignSchema(now: () => Date | null = () => new Date()) {
  return z
    .object({
      type: z.unknown().optional().describe('Campaign type 1-7 (a number or its text)'),
      title: text({ max: CAMPAIGN_LIMITS.titleMax, tooLong: CAMPAIGN_MSG.titleLong }),
      conditions: text({
        max: CAMPAIGN_LIMITS.conditionsMax,
        tooLong: CAMPAIGN_MSG.conditionsLong,
        multiline: true,
      }),
      platform: choice(CAMPAIGN_MSG.platformRequired),
      link: text({ max: CAMPAIGN_LIMITS.linkInputMax, tooLong: CAMPAIGN_MSG.linkLong }),
      participantsCount: z.unknown().optional().describe('A whole number 1-10000 (a number or its text)'),
      participantsShare: z
        .unknown()
        .optional()
        .describe('Dollars per participant, 0.02-1000 with at most 2 decimals (types 1-6)'),
      endDate: z
        .unknown()
        .optional()
        .describe('YYYY-MM-DD (the end of that Melbourne day) or an ISO date-time; tomorrow to a year ahead'),
      item: text({ max: CAMPAIGN_LIMITS.itemMax, tooLong: CAMPAIGN_MSG.itemLong }),
      discount: z.unknown().optional().describe('Type 7: a 1-99 percent discount, or send an item instead'),
      autoApprove: z
        .union([z.boolean(), z.enum(['true', 'false'])], { error: CAMPAIGN_MSG.autoApproveInvalid })
        .nullish()
        .describe('true (the default) or false: approve automatically when the platform confirms the post'),
      requiresVisit: z
        .union([z.boolean(), z.enum(['true', 'false'])], { error: CAMPAIGN_MSG.requiresVisitInvalid })
        .nullish()
        .describe(
          'Types 6 and 7: true (the default) or false, creators must visit the venue before posting; ignored for other types',
        ),
    })
    .transform((v, ctx): CreateCampaignRequest => {
      const fail = (path: string, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
        return z.NEVER;
      };
      const type = Number(asText(v.type));
      if (!Number.isInteger(type) || type < 1 || type > 7) return fail('type', CAMPAIGN_MSG.typeInvalid);

      const countText = asText(v.participantsCount);
      const endText = v.endDate instanceof Date ? 'date' : asText(v.endDate);
      if (!v.title) return fail('title', CAMPAIGN_MSG.fillForm);
      if (!endText) return fail('endDate', CAMPAIGN_MSG.fillForm);
      if (!v.conditions) return fail('conditions', CAMPAIGN_MSG.fillForm);
      if (!countText) return fail('participantsCount', CAMPAIGN_MSG.fillForm);

      if (!/^\d+$/.test(countText)) return fail('participantsCount', CAMPAIGN_MSG.countWhole);
      const participantsCount = Number(countText);
      if (participantsCount < 1) return fail('participantsCount', CAMPAIGN_MSG.countMin);
      if (participantsCount > CAMPAIGN_LIMITS.countMax)
        return fail('participantsCount', CAMPAIGN_MSG.countMax);

      let participantsShareCents = 0;
      if (ESCROW_TYPES.includes(type)) {
        const shareText = asText(v.participantsShare);
        if (!shareText) return fail('participantsShare', CAMPAIGN_MSG.fillForm);
        if (!/^\d*(\.\d*)?$/.test(shareText) || shareText.startsWith('.') || shareText.endsWith('.'))
          return fail('participantsShare', CAMPAIGN_MSG.shareFormat);
        const cents = parseMoneyText(shareText);
        if (cents === null) return fail('participantsShare', CAMPAIGN_MSG.shareDecimals);
        if (cents < CAMPAIGN_LIMITS.minShareCents) return fail('participantsShare', CAMPAIGN_MSG.shareMin);
        if (cents > CAMPAIGN_LIMITS.maxShareCents) return fail('participantsShare', CAMPAIGN_MSG.shareMax);
        participantsShareCents = cents;
      }

      const endDate = parseEndDate(v.endDate);
      if (!endDate) return fail('endDate', CAMPAIGN_MSG.endDateInvalid);
      const today = now();
      const endProblem = today && endDateError(endDate, today);
      if (endProblem) return fail('endDate', endProblem);

      // Link, platform and link length, in the documented order per type.
      const link = v.link;
      if (LINK_REQUIRED.includes(type) && !isValidLink(link)) return fail('link', CAMPAIGN_MSG.linkInvalid);
      if (type === CAMPAIGN_TYPE.increaseFollowers && link && !isValidLink(link))
        return fail('link', CAMPAIGN_MSG.linkInvalid);
      if (type === CAMPAIGN_TYPE.createContent && /\s/.test(link))
        return fail('link', CAMPAIGN_MSG.linkInvalid);
      const platform = v.platform.toLowerCase();
      if (platform && !isPlatform(platform)) return fail('platform', CAMPAIGN_MSG.platformRequired);
      if (!platform && PLATFORM_REQUIRED.includes(type))
        return fail('platform', CAMPAIGN_MSG.platformRequired);
      if (platform === 'youtube' && type !== CAMPAIGN_TYPE.increaseFollowers)
        return fail('platform', CAMPAIGN_MSG.youtubeOnlyFollowers);
      if (link && stripScheme(link).length > CAMPAIGN_LIMITS.linkMax)
        return fail('link', CAMPAIGN_MSG.linkLong);

      let item: string | null = null;
      let discount: number | null = null;
      if (type === CAMPAIGN_TYPE.voucher) {
        const discountText = asText(v.discount);
        // A typed "0" is a discount out of range (the documented text), unless it only clears the discount
        // next to a free item.
        const hasDiscount = discountText !== '' && !(v.item && discountText === '0');
        if (!v.item && !hasDiscount) return fail('item', CAMPAIGN_MSG.itemOrDiscount);
        if (v.item && hasDiscount) return fail('item', CAMPAIGN_MSG.itemAndDiscount);
        if (hasDiscount) {
          if (!/^-?\d*\.?\d+$/.test(discountText)) return fail('discount', CAMPAIGN_MSG.discountRange);
          discount = Number(discountText);
          if (discount < 1 || discount > 99) return fail('discount', CAMPAIGN_MSG.discountRange);
          if (!Number.isInteger(discount)) return fail('discount', CAMPAIGN_MSG.discountWhole);
        } else {
          item = v.item;
        }
      }

      return {
        type: type as CampaignType,
        title: v.title,
        conditions: v.conditions,
        platform: platform ? (platform as Platform) : null,
        link: link ? withHttps(link) : null,
        participantsCount,
        participantsShareCents,
        endDate,
        item,
        discount,
        autoApprove: v.autoApprove !== false && v.autoApprove !== 'false',
        requiresVisit: isVenueCampaign(type) && v.requiresVisit !== false && v.requiresVisit !== 'false',
      };
    });
}

/**
 * The body POST /api/campaigns declares: every rule but "tomorrow to a year ahead", which needs the server's
 * clock (the route checks the whole schema with it first, see campaigns.routes.ts).
 */
export const createCampaignRequest = createCampaignSchema(() => null);

export type SubmitActivityRequest = { link: string | null; youtubeId: string | null; disclosed: boolean };

/**
 * POST /api/activities/{id}/submit for a campaign of this type and platform: the original body (link,
 * youtubeId). Types 4-7 need a proof link (stored with https://); YouTube campaigns need the creator's
 * username. `disclosed` is stored when sent and never required by the API (docs/spec.md, Participation); our own form passes
 * requireDisclosure so the creator must tick it.
 */
export function submitActivitySchema(
  campaign: { type: number; platform: string | null },
  { requireDisclosure = false }: { requireDisclosure?: boolean } = {},
) {
  return z
    .object({
      link: text({ max: CAMPAIGN_LIMITS.proofLinkInputMax, tooLong: CAMPAIGN_MSG.linkLong }),
      youtubeId: text({ max: CAMPAIGN_LIMITS.youtubeInputMax, tooLong: CAMPAIGN_MSG.youtubeLong }),
      disclosed: z.unknown().optional(),
    })
    .transform((v, ctx): SubmitActivityRequest => {
      const fail = (path: string, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
        return z.NEVER;
      };
      const needsProof = PROOF_TYPES.includes(campaign.type);
      if (needsProof) {
        if (!isValidLink(v.link)) return fail('link', CAMPAIGN_MSG.linkInvalid);
        if (stripScheme(v.link).length >= CAMPAIGN_LIMITS.proofLinkMaxExclusive)
          return fail('link', CAMPAIGN_MSG.linkLong);
      }
      let youtubeId: string | null = null;
      if (campaign.platform === 'youtube') {
        if (!v.youtubeId) return fail('youtubeId', CAMPAIGN_MSG.youtubeRequired);
        if (socialHandle('youtube', v.youtubeId).length > CAMPAIGN_LIMITS.youtubeUsernameMax)
          return fail('youtubeId', CAMPAIGN_MSG.youtubeLong);
        if (/\s/.test(v.youtubeId)) return fail('youtubeId', CAMPAIGN_MSG.youtubeInvalid);
        youtubeId = v.youtubeId;
      }
      const disclosed = v.disclosed === true || v.disclosed === 'true';
      if (requireDisclosure && needsProof && !disclosed)
        return fail('disclosed', CAMPAIGN_MSG.disclosureRequired);
      return { link: needsProof ? withHttps(v.link) : null, youtubeId, disclosed };
    });
}

/**
 * The body POST /api/activities/{id}/submit declares. Its rules depend on the activity's campaign (its type and
 * platform), so the service checks it with submitActivitySchema once it has found the activity.
 */
export const submitActivityRequest = z.object({
  link: z.unknown().optional().describe('Proof link (types 4-7), stored with https://'),
  youtubeId: z.unknown().optional().describe("The creator's YouTube username (YouTube campaigns)"),
  disclosed: z
    .unknown()
    .optional()
    .describe('true: the post is marked as an ad (types 4-7); stored when sent, never required'),
});

const booleanish = (message: string) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: message }));

/**
 * POST /api/campaigns/{id}/{participantId}. A rejection needs a reason from REJECT_REASONS, and a note for `other`
 * (docs/business-rules.md, Participation): the creator and the operator deciding an appeal read it.
 */
export const decideParticipantRequest = z
  .object({ approve: booleanish(CAMPAIGN_MSG.decisionRequired), ...rejectionFields })
  .transform((v, ctx): DecideParticipantRequest => {
    if (v.approve) return { approve: true, reason: null, note: null };
    const reason = REJECT_REASONS.find((r) => r === v.reason);
    if (!reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REJECT_MSG.reasonRequired });
      return z.NEVER;
    }
    if (reason === 'other' && !v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: REJECT_MSG.noteRequired });
      return z.NEVER;
    }
    return { approve: false, reason, note: v.note || null };
  });
export type DecideParticipantRequest =
  { approve: true; reason: null; note: null } | { approve: false; reason: RejectReason; note: string | null };

/** POST /api/admin/campaigns/{id}/verify: a rejection needs a reason. */
export const verifyCampaignRequest = z
  .object({
    approve: booleanish(CAMPAIGN_MSG.decisionRequired),
    reason: text({ max: CAMPAIGN_LIMITS.reasonMax, tooLong: CAMPAIGN_MSG.reasonLong, multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (!v.approve && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CAMPAIGN_MSG.reasonRequired });
  });
export type VerifyCampaignRequest = z.infer<typeof verifyCampaignRequest>;

/** ?page=&limit= (page from 1; limit defaults to the product's page size of 10). */
export const campaignPageQuery = (defaultLimit = 10, maxLimit = 50) =>
  z
    .object({ page: choice(CAMPAIGN_MSG.pageInvalid), limit: choice(CAMPAIGN_MSG.pageInvalid) })
    .transform((v, ctx) => {
      const page = v.page ? Number(v.page) : 1;
      const limit = v.limit ? Number(v.limit) : defaultLimit;
      if (!Number.isInteger(page) || page < 1 || page > 100_000) {
        ctx.addIssue({ code: 'custom', path: ['page'], message: CAMPAIGN_MSG.pageInvalid });
        return z.NEVER;
      }
      if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
        ctx.addIssue({ code: 'custom', path: ['limit'], message: CAMPAIGN_MSG.pageInvalid });
        return z.NEVER;
      }
      return { page, limit };
    });
export type CampaignPageQuery = { page: number; limit: number };

export const ADMIN_CAMPAIGN_STATUSES = ['pending', 'live', 'ended', 'all'] as const;
export type AdminCampaignStatus = (typeof ADMIN_CAMPAIGN_STATUSES)[number];

/** GET /api/admin/campaigns?status=pending|live|ended|all&q=&cursor=&limit= (status defaults to pending). */
export const adminCampaignsQuery = z
  .object({
    status: choice(CAMPAIGN_MSG.statusInvalid),
    q: text({ max: TEXT_LIMITS.search, tooLong: CAMPAIGN_MSG.searchLong }),
    cursor: cursorParam,
    limit: choice(CAMPAIGN_MSG.pageInvalid),
  })
  .transform((v, ctx) => {
    const status = (v.status || 'pending') as AdminCampaignStatus;
    if (!ADMIN_CAMPAIGN_STATUSES.includes(status)) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: CAMPAIGN_MSG.statusInvalid });
      return z.NEVER;
    }
    const limit = keysetLimit(v.limit, 20, 100);
    if (limit === null) {
      ctx.addIssue({ code: 'custom', path: ['limit'], message: CAMPAIGN_MSG.pageInvalid });
      return z.NEVER;
    }
    return { status, q: v.q || undefined, cursor: v.cursor, limit };
  });
export type AdminCampaignsQuery = z.infer<typeof adminCampaignsQuery>;

/** Where a campaign stands, derived from its flags and end date. */
export const CAMPAIGN_STATUSES = ['pending', 'live', 'ended', 'rejected', 'closed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

// Answers. Dates are ISO strings, amounts dollars; `null` where the presenters give null.

const platformOrNull = z.enum(PLATFORMS).nullable();

export const campaignOwner = z
  .object({
    _id: objectId,
    id: objectId,
    name: z.string(),
    logo: z.string().nullable(),
    instagramId: z.string().nullable(),
    tiktokId: z.string().nullable(),
    youtubeId: z.string().nullable(),
  })
  .meta({ id: 'CampaignOwner' });
export type CampaignOwner = z.infer<typeof campaignOwner>;

/** What a customer sees of a campaign (no participants, no analytics). Amounts in dollars. */
export const campaignPublic = z
  .object({
    _id: objectId,
    id: objectId,
    title: z.string(),
    owner: campaignOwner,
    type: z.number(),
    typeName: z.string(),
    platform: platformOrNull,
    link: z.string().nullable(),
    conditions: z.string(),
    participantsShare: dollars,
    participantsCount: z.number(),
    numberOfParticipants: z.number(),
    discount: z.number().nullable(),
    item: z.string().nullable(),
    endDate: isoDate,
    isActive: z.boolean(),
    isVerified: z.boolean(),
    requiresVisit: z
      .boolean()
      .describe(
        'Types 6 and 7: proof is accepted only after a visit at the venue (check-in, payment or voucher)',
      ),
    createdAt: isoDate,
  })
  .meta({ id: 'Campaign' });
export type CampaignPublic = z.infer<typeof campaignPublic>;

/** A verified post as the platform reported it at its latest re-read. */
export const postReach = z
  .object({
    views: z
      .number()
      .nullable()
      .describe('Post views (plays) as the platform counts them; null when not reported'),
    reach: z
      .number()
      .nullable()
      .describe('Accounts that saw the post (Instagram only); null when the platform does not report it'),
    interactions: z
      .number()
      .describe('Likes + comments + shares + saves, as far as the platform reports them'),
    interactionRate: z
      .number()
      .nullable()
      .describe('interactions / reach as a percent, 2 decimals; null when reach is 0 or unknown'),
    readAt: isoDate,
  })
  .meta({ id: 'PostReach' });
export type PostReach = z.infer<typeof postReach>;

export const campaignParticipant = z
  .object({
    _id: objectId,
    id: objectId,
    status: z.number(),
    link: z.string().nullable(),
    youtubeId: z.string().nullable(),
    disclosed: z.boolean(),
    followers: z
      .number()
      .nullable()
      .describe("Follower count on the campaign's platform (snapshot at submission, else the current count)"),
    payout: dollars.nullable().describe('Paid amount once approved (types 1-6), else null'),
    autoApproved: z.boolean(),
    submittedAt: isoDate.nullable(),
    decidedAt: isoDate.nullable(),
    createdAt: isoDate,
    proof: activityProof.describe('What the platform said of the post: the verdict and each check'),
    rejectReason: z.enum(REJECT_REASONS).nullable().describe("The owner's reason, once rejected"),
    rejectNote: z.string().nullable(),
    user: z.object({
      _id: objectId,
      id: objectId,
      name: z.string(),
      instagramId: z.string().nullable(),
      tiktokId: z.string().nullable(),
      youtubeId: z.string().nullable(),
    }),
    // ---- Reach and clicks (docs/connected-accounts.md, "Reach and clicks") ----
    reach: postReach
      .nullable()
      .describe(
        'The latest read of the verified post (24 hours, then 7 days after verification); null until read',
      ),
    clicks: z
      .number()
      .nullable()
      .describe("Unique clicks on the participant's own short link (type 1 only, else null)"),
    postRemoved: z.boolean().describe('The verified post was deleted or made private within 7 days'),
  })
  .meta({ id: 'CampaignParticipant' });
export type CampaignParticipant = z.infer<typeof campaignParticipant>;

export const campaignAnalytics = z
  .object({
    views: z
      .number()
      .describe(
        'Opens in Spruik: customers who opened the offer inside Spruik (one per customer), not post views',
      ),
    accepted: z
      .number()
      .describe('Joined: the creators holding a place (to do, submitted, approved or rejected)'),
    submitted: z
      .number()
      .describe('Joined creators who sent their proof (waiting for a decision, approved or rejected)'),
    participants: z.number().describe('Approved (paid) creators'),
    maxParticipants: z.number(),
    budgetSpent: dollars,
    budget: dollars,
    avgFollowers: z.number(),
    engagementRate: z.number().describe('participants / maxParticipants as a percent, 2 decimals'),
    // ---- Reach and clicks (docs/connected-accounts.md, "Reach and clicks"): every post's latest read ----
    postsRead: z.number().describe('Verified posts read again at least once'),
    postViews: z.number().describe('Post views of every read post'),
    reach: z
      .number()
      .nullable()
      .describe('Reach of the posts whose platform reports it (Instagram); null when none does'),
    interactions: z.number().describe('Likes + comments + shares + saves of every read post'),
    interactionRate: z
      .number()
      .nullable()
      .describe(
        'Interactions / reach as a percent, 2 decimals, over the posts that report reach; null when that reach is 0 or unknown',
      ),
    postsRemoved: z.number().describe('Verified posts deleted or made private within 7 days'),
    clicks: z
      .number()
      .nullable()
      .describe("Unique clicks on the participants' short links (type 1 only, else null)"),
  })
  .meta({ id: 'CampaignAnalytics' });
export type CampaignAnalytics = z.infer<typeof campaignAnalytics>;

/** What the owner (and the operator) sees. */
export const campaignOwnerView = campaignPublic
  .extend({
    status: z.enum(CAMPAIGN_STATUSES),
    approvedParticipantsCount: z.number(),
    viewsCount: z.number(),
    budgetSpent: dollars,
    avgParticipantsFollowers: z.number(),
    escrow: dollars.describe('Still held in escrow'),
    feePercent: z.number().describe("The platform's service fee on this campaign, in percent (0: none)"),
    fee: dollars.describe(
      'The service fee reserved at creation: feePercent of share x places (docs/finance.md)',
    ),
    verifiedAt: isoDate.nullable(),
    rejectedReason: z.string().nullable(),
    autoApprove: z.boolean().describe('Approve (and pay) automatically when the platform confirms the post'),
    settledAt: isoDate.nullable(),
    endedAt: isoDate
      .nullable()
      .describe(
        'When it ended: its end date, or the earlier day it was closed, ended or rejected; null while open',
      ),
  })
  .meta({ id: 'CampaignOwnerView' });
export type CampaignOwnerView = z.infer<typeof campaignOwnerView>;

/**
 * Ending waits for appeals (docs/business-rules.md "Ending a campaign"): a rejection still inside its appeal
 * window holds it until `until` (the last window's end); an open appeal holds it until the operator decides
 * (`until` null).
 */
export const campaignEndBlock = z
  .object({ reason: z.enum(['appealWindow', 'openAppeal']), until: isoDate.nullable() })
  .meta({ id: 'CampaignEndBlock' });
export type CampaignEndBlock = z.infer<typeof campaignEndBlock>;

/** The owner's details screen: the owner view with analytics and one page of participants. */
export const campaignDetails = campaignOwnerView
  .extend({
    analytics: campaignAnalytics,
    participants: z.array(campaignParticipant),
    participantsTotal: z.number(),
    refunded: dollars
      .nullable()
      .describe("Unspent escrow returned to the owner's credit when it ended; null until then"),
    endBlock: campaignEndBlock
      .nullable()
      .describe('Why the owner cannot end it now (appeals), and from when they can; null when they can'),
  })
  .meta({ id: 'CampaignDetails' });
export type CampaignDetails = z.infer<typeof campaignDetails>;

/** GET /api/campaigns/{id} answers the details to the owner and the operator, the public fields to a customer. */
export const isCampaignDetails = (c: CampaignPublic | CampaignDetails): c is CampaignDetails =>
  'analytics' in c;

/** What the operator's lists show: the owner view and the owner's e-mail. */
export const adminCampaign = campaignOwnerView
  .extend({ ownerEmail: z.string() })
  .meta({ id: 'AdminCampaign' });
export type AdminCampaign = z.infer<typeof adminCampaign>;

export const activityItem = z
  .object({
    _id: objectId,
    id: objectId,
    status: z.number(),
    campaign: campaignPublic,
    link: z.string().nullable(),
    youtubeId: z.string().nullable(),
    disclosed: z.boolean(),
    payout: dollars.nullable(),
    submittedAt: isoDate.nullable(),
    decidedAt: isoDate.nullable(),
    createdAt: isoDate,
    appeal: activityAppeal.nullable(),
    /** What the platform said of the post (docs/connected-accounts.md "Proof checks"). */
    proof: activityProof,
    /** Approved by Spruik on the platform's word (proof verified, the campaign approves automatically). */
    autoApproved: z.boolean(),
    /** The owner's reason for a rejection and, for `other`, their text; null otherwise. */
    rejectReason: z.enum(REJECT_REASONS).nullable(),
    rejectNote: z.string().nullable(),
    /** Until when a rejection may be appealed; null when it cannot (not rejected, or appealed already). */
    appealUntil: isoDate.nullable(),
    /** A to-do expires then (72 hours after accepting) unless submitted; null once it is not to do. */
    expiresAt: isoDate.nullable(),
    /**
     * Why an expired activity (status 5) expired: timeUp, 72 hours passed without a submission (the place
     * went to another creator); campaignEnded, the campaign reached its end date first; closedEarly, it was
     * ended or closed before its end date (the 10 energy came back). null for any other status.
     */
    expiredReason: z.enum(['timeUp', 'campaignEnded', 'closedEarly']).nullable(),
    // ---- Clicks (docs/connected-accounts.md, "Reach and clicks") ----
    clickLink: z
      .string()
      .nullable()
      .describe(
        "Type 1: the participant's own short link (<PUBLIC_URL>/l/<code>) to share instead of the owner's link",
      ),
  })
  .meta({ id: 'Activity' });
export type ActivityItem = z.infer<typeof activityItem>;

export const ownerMessage = z
  .object({
    _id: objectId,
    id: objectId,
    title: z.string(),
    event: z.number().describe('1 verified, 2 new submission, 3 top-up received, 4 rejected or ended'),
    campaignId: objectId.nullable(),
    createdAt: isoDate,
    isSeen: z.boolean(),
  })
  .meta({ id: 'OwnerMessage' });
export type OwnerMessage = z.infer<typeof ownerMessage>;

/* ------------------------------------------------------------------ return on spend (docs/visits.md) */

/** Return on spend (docs/visits.md, "Return on spend"): the windows its figures use. */
export const RETURN_RULES = {
  /** A visit from this long before joining counts for the campaign (the visit window opens then). */
  visitWindowBeforeJoinMs: 24 * 60 * 60 * 1000,
  /** Spend counts from the post to this many days after it. */
  spendDays: 30,
  /** "Came back within N days" of the first visit in the window. */
  cameBackDays: [30, 60, 90] as const,
} as const;

export const campaignReturnCreator = z
  .object({
    activityId: objectId,
    handle: z.string().describe("@handle on the campaign's platform, else the creator's name"),
    reach: z
      .number()
      .nullable()
      .describe(
        'Reach of the post at its latest platform read; null when the account is not connected or unread',
      ),
    visits: z.number().describe('Visits at the venue from 24 hours before joining onward'),
    spendWallet: dollars.describe('Wallet money paid at the venue in the 30 days after the post'),
    spendPocket: dollars.describe('Pocket money paid at the venue in the 30 days after the post'),
  })
  .meta({ id: 'CampaignReturnCreator' });
export type CampaignReturnCreator = z.infer<typeof campaignReturnCreator>;

/** data.return of GET /api/campaigns/{id}/return (types 6 and 7; the owner and the operator). Dollars. */
export const campaignReturn = z
  .object({
    campaignId: objectId,
    type: z.number(),
    participants: z.number().describe('Activities submitted or approved'),
    visited: z
      .number()
      .describe('Participants with a visit at the venue from 24 hours before joining onward'),
    newGuests: z
      .number()
      .describe(
        'Visited, and had no visit or payment at this venue on Spruik before 24 hours before joining ("new to you on Spruik")',
      ),
    returningGuests: z.number().describe('Visited, and not new'),
    spendWallet: dollars.describe(
      "Participants' wallet payments at the venue, each from their post to 30 days after",
    ),
    spendPocket: dollars.describe(
      "Participants' pocket payments at the venue, each from their post to 30 days after",
    ),
    vouchersRedeemed: z.number().describe("The campaign's vouchers used at the venue"),
    cost: dollars
      .nullable()
      .describe(
        'What the campaign paid its approved participants; null for voucher campaigns (paid in vouchers)',
      ),
    costPerVisit: dollars
      .nullable()
      .describe('cost / visited, floored to the cent; null without a cost or a visit'),
    costPerNewGuest: dollars
      .nullable()
      .describe('cost / new guests, floored to the cent; null without a cost or a new guest'),
    cameBack: z
      .object({ days30: z.number(), days60: z.number(), days90: z.number() })
      .describe(
        'Visitors with another visit within 30, 60 and 90 days after their first visit in the window',
      ),
    creators: z.array(campaignReturnCreator).describe('One row per participant, in the order they joined'),
  })
  .meta({ id: 'CampaignReturn' });
export type CampaignReturn = z.infer<typeof campaignReturn>;

/** data of GET /api/campaigns/return-month: the venue home's card (a Melbourne calendar month). */
export const venueReturnMonth = z
  .object({
    month: z.string().describe('YYYY-MM, Melbourne time'),
    guests: z
      .number()
      .describe("Participants of any of the venue's campaigns with a visit at the venue this month"),
    spendWallet: dollars.describe("Those guests' wallet payments at the venue this month"),
    spendPocket: dollars.describe("Those guests' pocket payments at the venue this month"),
  })
  .meta({ id: 'VenueReturnMonth' });
export type VenueReturnMonth = z.infer<typeof venueReturnMonth>;
