/**
 * Ledger account keys. A key names one balance; its prefix is the account's kind.
 * Every module that moves money builds keys here, so two features never spell the same balance differently.
 */
export type AccountKind =
  | 'wallet'
  | 'pocket'
  | 'business_credit'
  | 'venue_credit'
  | 'venue_earnings'
  | 'escrow'
  | 'withdrawal'
  | 'external'
  | 'platform';

export const EXTERNAL_TOPUPS = 'external:topups';
export const EXTERNAL_PAYOUTS = 'external:payouts';
/** Money returned to payers by refunds and chargebacks: only ever positive, like payouts. */
export const EXTERNAL_REFUNDS = 'external:refunds';
/**
 * What the platform absorbed when a refunded or charged-back top-up's money was already spent: goes
 * negative by that much, and back up when a won dispute returns it.
 */
export const PLATFORM_LOSS = 'platform:loss';
/**
 * The platform's side of every manual adjustment: an operator's credit to a user comes from here and a
 * debit goes here, so its balance is minus what adjustments gave away net (it may be negative).
 */
export const PLATFORM_ADJUSTMENTS = 'platform:adjustments';
/** What the platform earns: campaigns' service fees and instant payout fees, less credit notes (docs/finance.md). */
export const PLATFORM_REVENUE = 'platform:revenue';

export const accountKeys = {
  /** A customer's spendable money (campaign payouts). */
  wallet: (userId: string) => `wallet:${userId}`,
  /** A customer's money that can only be spent at one venue (credit campaigns, type 6). */
  pocket: (userId: string, venueId: string) => `pocket:${userId}:${venueId}`,
  businessCredit: (userId: string) => `business_credit:${userId}`,
  /** A venue's credit that only funds campaigns: top-ups, pocket money spent at the venue, campaign refunds. */
  venueCredit: (userId: string) => `venue_credit:${userId}`,
  /**
   * What customers paid the venue from their wallets at the counter, less what it withdrew or spent on
   * campaigns: the only balance a venue can withdraw.
   */
  venueEarnings: (userId: string) => `venue_earnings:${userId}`,
  /** Money a campaign reserved from its owner's credit until it is paid out or refunded. */
  escrow: (campaignId: string) => `escrow:${campaignId}`,
  /** One in-flight account per withdrawal: holds the amount while the withdrawal is pending. */
  withdrawal: (withdrawalId: string) => `withdrawal:${withdrawalId}`,
  /** Money that entered from payment providers (only ever negative: minus everything paid in). */
  externalTopUps: () => EXTERNAL_TOPUPS,
  /** Money paid out to bank accounts (only ever positive). */
  externalPayouts: () => EXTERNAL_PAYOUTS,
  /** Money returned to payers through refunds and chargebacks. */
  externalRefunds: () => EXTERNAL_REFUNDS,
  /** The platform's loss on reversed top-ups whose credit was already spent. */
  platformLoss: () => PLATFORM_LOSS,
  /** Manual adjustments by the operator. */
  platformAdjustments: () => PLATFORM_ADJUSTMENTS,
  /** The platform's revenue (campaigns' service fees and instant payout fees, docs/finance.md). */
  platformRevenue: () => PLATFORM_REVENUE,
  /** Where a role keeps its spendable credit: venues and businesses top up into it. */
  creditOf: (user: { id: string; role: number }) =>
    user.role === 1 ? `venue_credit:${user.id}` : `business_credit:${user.id}`,
};

/** What a key says about its account row (kind, owner, venue, campaign). */
export type AccountSpec = {
  key: string;
  kind: AccountKind;
  ownerId: string | null;
  venueId: string | null;
  campaignId: string | null;
  allowNegative: boolean;
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const patterns: Array<[RegExp, (m: RegExpMatchArray) => Omit<AccountSpec, 'key'>]> = [
  [new RegExp(`^wallet:(${UUID})$`), (m) => spec('wallet', { ownerId: m[1] })],
  [new RegExp(`^pocket:(${UUID}):(${UUID})$`), (m) => spec('pocket', { ownerId: m[1], venueId: m[2] })],
  [new RegExp(`^business_credit:(${UUID})$`), (m) => spec('business_credit', { ownerId: m[1] })],
  [new RegExp(`^venue_credit:(${UUID})$`), (m) => spec('venue_credit', { ownerId: m[1] })],
  [new RegExp(`^venue_earnings:(${UUID})$`), (m) => spec('venue_earnings', { ownerId: m[1] })],
  [new RegExp(`^escrow:(${UUID})$`), (m) => spec('escrow', { campaignId: m[1] })],
  [new RegExp(`^withdrawal:(${UUID})$`), () => spec('withdrawal', {})],
  [/^external:(topups|payouts|refunds)$/, () => ({ ...spec('external', {}), allowNegative: true })],
  // The platform's own accounts are its side of a movement, so they may go negative.
  [/^platform:(loss|adjustments|revenue)$/, () => ({ ...spec('platform', {}), allowNegative: true })],
];

function spec(kind: AccountKind, ids: { ownerId?: string; venueId?: string; campaignId?: string }) {
  return {
    kind,
    ownerId: ids.ownerId ?? null,
    venueId: ids.venueId ?? null,
    campaignId: ids.campaignId ?? null,
    allowNegative: false,
  };
}

/** Parses a key into its account row; null for anything not built by accountKeys. */
export function parseAccountKey(key: string): AccountSpec | null {
  for (const [re, make] of patterns) {
    const m = key.match(re);
    if (m) return { key, ...make(m) };
  }
  return null;
}
