/** Product-wide constants (docs/spec.md). One place so the name and limits can change. */
export const PRODUCT_NAME = 'Spruik';
export const SUPPORT_EMAIL = 'support@spruik.app';

export const ROLES = { venue: 1, business: 2, customer: 3, admin: 4 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const SIGNUP_ROLES = [1, 2, 3] as const;

/**
 * What an operator (role 4) may do in the console (docs/security.md "Operator roles"): support looks after
 * accounts, campaigns and content; finance after money; the owner does everything, and alone reads live mail and
 * assigns roles. A route's access lists the operator roles it admits (ROLES.admin in a list admits every operator).
 */
export const OPERATOR_ROLES = ['owner', 'support', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATORS = {
  support: ['owner', 'support'],
  finance: ['owner', 'finance'],
  supportAndFinance: ['owner', 'support', 'finance'],
  owner: ['owner'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export const LIMITS = {
  phoneLength: 10,
  abnLength: 11,
  codeLength: 6,
  minInstagramFollowers: 100,
  minTiktokFollowers: 50,
  minWithdrawCents: 1000,
  minTopUpCents: 2000,
  minShareCents: 2,
  minDiscount: 1,
  maxDiscount: 99,
  titleMax: 70,
  conditionsMax: 400,
  linkMax: 100,
  youtubeUsernameMax: 100,
  pageSize: 10,
  snackbarMs: 3000,
  quizFeedbackMs: 300,
  mapZoom: 10,
  bannerHeight: 200,
  navMaxWidth: 500,
  passwordMin: 8,
  maxImageBytes: 5 * 1024 * 1024,
  energyMax: 100,
  energyPerAccept: 10,
  energyPerCorrectAnswer: 10,
  quizQuestions: 5,
  legendAfterApprovals: 20,
  autoApproveHours: 72,
  /** An activity still to do this long after it was accepted expires and frees its place. */
  todoExpiryHours: 72,
  profileEditDays: 30,
  codeValidMinutes: 10,
  codeMaxAttempts: 5,
  codeResendSeconds: 60,
  resetValidMinutes: 60,
} as const;

/**
 * Longest text each account, profile and money field takes (characters). The spec gives phone and ABN; the rest
 * bound what a real value needs. Campaign, menu and operator fields keep theirs in CAMPAIGN_LIMITS,
 * MENU_LIMITS and ADMIN_LIMITS. The forms read these too, so an input never takes more than the API does.
 */
export const TEXT_LIMITS = {
  /** RFC 5321: the longest address a mail server relays. */
  email: 254,
  /** Bounds the work a password hash does per request; long passphrases still fit. */
  password: 128,
  /** Sign-in takes any password an earlier version could have stored. */
  signinPassword: 1024,
  name: 100,
  phone: LIMITS.phoneLength,
  abn: LIMITS.abnLength,
  /** A handle or a pasted profile address. */
  socialId: 200,
  organisationName: 100,
  address: 200,
  websiteLink: 200,
  /** Country and city come from lists; this only bounds what the list check reads. */
  place: 60,
  /** An uploaded image's stored name ('<uuid>.webp'). */
  imageName: 100,
  code: LIMITS.codeLength,
  resetToken: 200,
  deviceToken: 100,
  referralCode: 20,
  /** "Account name must contain less than 100 characters." (the message predates the limit). */
  bankAccountName: 99,
  /** "063-000" */
  bsb: 7,
  /** 5 to 10 digits, with room for spaces or dashes between groups. */
  accountNumber: 12,
  search: 100,
  /** A uuid. */
  id: 36,
  /** A payment provider's session or order id. */
  providerId: 255,
  /** Short choices sent as text: a status filter, a role, a platform, a page number. */
  choice: 20,
} as const;

/** The venues map centre (docs/spec.md, Venues and menus), a Melbourne-area point. */
export const MAP_CENTER = { latitude: -37.8136, longitude: 144.9631 } as const;

export const COUNTRIES = ['Australia'] as const;
export const CITIES = ['Melbourne', 'Sydney', 'Brisbane', 'Perth', 'Hobart', 'Canberra', 'Adelaide'] as const;
export const DEFAULT_COUNTRY = 'Australia';
export const DEFAULT_CITY = 'Melbourne';

export const LEVEL_NAMES: Record<number, string> = { 1: 'Basic', 2: 'Legend' };
export const levelName = (level: number | null | undefined) => (level === 2 ? 'Legend' : 'Basic');

export const MEMBERSHIPS = { bronze: 1, silver: 2, gold: 3 } as const;
export const membershipName = (m: number | null | undefined) =>
  m === 1 ? 'Bronze' : m === 2 ? 'Silver' : 'Gold';

export const PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const CAMPAIGN_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
/** Each campaign type by name: code compares `type === CAMPAIGN_TYPE.voucher`, never a bare number. */
export const CAMPAIGN_TYPE = {
  increaseClick: 1,
  increaseFollowers: 2,
  increaseView: 3,
  createContent: 4,
  shareOnSocialMedia: 5,
  credit: 6,
  voucher: 7,
} as const;
export const CAMPAIGN_TYPE_NAMES: Record<CampaignType, string> = {
  1: 'Increase Click',
  2: 'Increase Followers',
  3: 'Increase View',
  4: 'Create Content',
  5: 'Share On Social Media',
  6: 'Credit Campaign',
  7: 'Voucher Campaign',
};
export const VENUE_CAMPAIGN_TYPES: readonly CampaignType[] = [CAMPAIGN_TYPE.credit, CAMPAIGN_TYPE.voucher];
/** A venue's credit or voucher campaign (types 6 and 7): the venue is its owner, and it may need a visit. */
export const isVenueCampaign = (type: number) => (VENUE_CAMPAIGN_TYPES as readonly number[]).includes(type);
export const BUSINESS_CAMPAIGN_TYPES: readonly CampaignType[] = CAMPAIGN_TYPES.filter(
  (t) => !VENUE_CAMPAIGN_TYPES.includes(t),
);

/** Activity status numbers (docs/spec.md, Participation). */
export const ACTIVITY_STATUS = { todo: 1, approved: 2, rejected: 3, submitted: 4, expired: 5 } as const;
export type ActivityStatus = (typeof ACTIVITY_STATUS)[keyof typeof ACTIVITY_STATUS];

/** Withdrawal status (docs/spec.md, Withdrawals and payouts): 1 pending, 2 verified (paid), other rejected. */
export const WITHDRAW_STATUS = { pending: 1, verified: 2, rejected: 3 } as const;

/** Message events (docs/spec.md, Messages). */
export const MESSAGE_EVENT = { verified: 1, submission: 2, topUp: 3, rejectedOrEnded: 4 } as const;
export const isGreenEvent = (event: number) =>
  event === MESSAGE_EVENT.verified || event === MESSAGE_EVENT.topUp;

/** Calendar days ("tomorrow", a date-only end date) are Melbourne days, the product's home. */
export const CAMPAIGN_TIME_ZONE = 'Australia/Melbourne';
