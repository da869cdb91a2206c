/**
 * The operator's trust flags: accounts that share a bank account (BSB and account number)
 * or a phone number (digits only), grouped; and withdrawals requested within 24 hours after a card or PayPal
 * top-up of the same account (the chargeback route). Admins only; read-only lists.
 */
import { z } from 'zod';
import { cursorParam, dollars, isoDate, keysetLimit, keysetPageFields, objectId } from './http/wire';
import { text, COMMON_MSG } from './validation';

export const FLAG_LIMITS = {
  /** A withdrawal this many hours or less after a top-up of the same account is flagged. */
  topUpWindowHours: 24,
  /** Groups (or withdrawals) per page: default and most. */
  pageDefault: 20,
  pageMax: 50,
  /** Accounts listed per group; memberCount tells how many share the detail in all. */
  membersPerGroup: 20,
  /** Paid mostly by one owner: this share of a customer's campaign earnings from one owner, or more, */
  oneOwnerPercent: 80,
  /** over this many days, */
  oneOwnerDays: 90,
  /** once they reach this much (cents): a first small payment is no pattern. */
  oneOwnerFloorCents: 2000,
} as const;

/** What accounts can share (GET /api/admin/flags/shared?by=): bank and phone, and the trust signals. */
export const SHARED_BY = ['bank', 'phone', 'card', 'abn', 'device', 'signupIp'] as const;
export type SharedBy = (typeof SHARED_BY)[number];

/** Top-up methods that can be pulled back after the money was withdrawn (card chargeback, PayPal dispute). */
export const REVERSIBLE_TOP_UP_METHODS = ['card', 'paypal'] as const;

export const FLAG_MSG = {
  byInvalid: 'Please choose bank, phone, card, abn, device or signupIp.',
  pageInvalid: COMMON_MSG.pageInvalid,
} as const;

const limitField = text({ max: 20 });

/** GET /api/admin/flags/shared?by=phone|bank&cursor=&limit= */
export const sharedAccountsQuery = z
  .object({ by: text({ max: 20 }), cursor: cursorParam, limit: limitField })
  .transform((v, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    const by = v.by || 'bank';
    if (!(SHARED_BY as readonly string[]).includes(by)) return fail('by', FLAG_MSG.byInvalid);
    const limit = keysetLimit(v.limit, FLAG_LIMITS.pageDefault, FLAG_LIMITS.pageMax);
    if (limit === null) return fail('limit', FLAG_MSG.pageInvalid);
    return { by: by as SharedBy, cursor: v.cursor, limit };
  });
export type SharedAccountsQuery = z.output<typeof sharedAccountsQuery>;

/** GET /api/admin/flags/withdrawals-after-top-up?cursor=&limit= (and paid-by-one-owner, the same paging) */
export const quickWithdrawalsQuery = z
  .object({ cursor: cursorParam, limit: limitField })
  .transform((v, ctx) => {
    const limit = keysetLimit(v.limit, FLAG_LIMITS.pageDefault, FLAG_LIMITS.pageMax);
    if (limit === null) {
      ctx.addIssue({ code: 'custom', path: ['limit'], message: FLAG_MSG.pageInvalid });
      return z.NEVER;
    }
    return { cursor: v.cursor, limit };
  });
export type QuickWithdrawalsQuery = z.output<typeof quickWithdrawalsQuery>;

/** An account as a flag shows it: who it is, and a way to open it on the Users page. */
export const flaggedAccount = z
  .object({
    _id: objectId,
    id: objectId,
    role: z.number().describe('1 venue, 2 business, 3 customer, 4 admin'),
    name: z.string(),
    organisation: z.string().nullable().describe('The business or venue name'),
    email: z.string(),
    isActive: z.boolean(),
    createdAt: isoDate,
  })
  .meta({ id: 'FlaggedAccount' });
export type FlaggedAccount = z.infer<typeof flaggedAccount>;

/** One shared detail (phone number, bank account, card, ABN, device, sign-up address) and its accounts. */
export const sharedAccountGroup = z
  .object({
    by: z.enum(SHARED_BY),
    /**
     * The shared detail: the phone's digits, "BSB 063-000 · 12345678", "Card 1a2b3c4d" (the start of the
     * provider's fingerprint), the ABN, "Device 1a2b3c4d" (the start of the stored hash) or the address.
     */
    shared: z.string(),
    memberCount: z.number(),
    members: z.array(
      flaggedAccount.extend({
        /**
         * As this account entered it: the phone number, the bank account's name; for a card its top-ups
         * ("2 top-ups"), for a device how it was used ("Signed up here" or "Signed in here"), for an ABN the
         * organisation, for an address when the account signed up.
         */
        detail: z.string(),
      }),
    ),
  })
  .meta({ id: 'SharedAccountGroup' });
export type SharedAccountGroup = z.infer<typeof sharedAccountGroup>;

export const sharedAccountsResponse = z.object({ groups: z.array(sharedAccountGroup), ...keysetPageFields });
export type SharedAccountsResponse = z.infer<typeof sharedAccountsResponse>;

/** A withdrawal requested within 24 hours after a reversible top-up of the same account. */
export const quickWithdrawal = z
  .object({
    _id: objectId,
    id: objectId,
    amount: dollars,
    status: z.number().describe('1 pending, 2 paid out, 3 rejected'),
    createdAt: isoDate,
    account: flaggedAccount,
    /** The latest top-up before the request, inside the window. */
    topUp: z.object({
      _id: objectId,
      amount: dollars,
      method: z.enum(REVERSIBLE_TOP_UP_METHODS),
      paidAt: isoDate,
    }),
    /** Every reversible top-up of the account in the 24 hours before the request. */
    topUpsInWindow: z.number(),
    toppedUpInWindow: dollars,
  })
  .meta({ id: 'QuickWithdrawal' });
export type QuickWithdrawal = z.infer<typeof quickWithdrawal>;

export const quickWithdrawalsResponse = z.object({
  withdrawals: z.array(quickWithdrawal),
  ...keysetPageFields,
});
export type QuickWithdrawalsResponse = z.infer<typeof quickWithdrawalsResponse>;

/** A customer whose campaign earnings came mostly from one owner (self-dealing). */
export const oneOwnerCustomer = z
  .object({
    customer: flaggedAccount,
    owner: flaggedAccount,
    /** What this owner's campaigns paid the customer in the window, and what all owners paid. */
    paidByOwner: dollars,
    paidInAll: dollars,
    /** paidByOwner as a whole percentage of paidInAll. */
    percent: z.number(),
    /** Signals the customer shares with this owner that the guard only flags: a sign-in device, the sign-up address. */
    sharesDevice: z.boolean(),
    sharesSignupAddress: z.boolean(),
  })
  .meta({ id: 'OneOwnerCustomer' });
export type OneOwnerCustomer = z.infer<typeof oneOwnerCustomer>;

export const oneOwnerResponse = z.object({ customers: z.array(oneOwnerCustomer), ...keysetPageFields });
export type OneOwnerResponse = z.infer<typeof oneOwnerResponse>;

/**
 * A verified post deleted or made private within 7 days of its verification (found by the post re-reads,
 * docs/connected-accounts.md "Reach and clicks"): paid for something that is no longer up.
 */
export const removedPost = z
  .object({
    _id: objectId,
    id: objectId.describe("The participant's activity"),
    platform: z.string(),
    link: z.string().nullable().describe('The proof link the creator sent'),
    removedAt: isoDate,
    verifiedAt: isoDate.nullable(),
    payout: dollars.nullable().describe('What the creator was paid for it, null when not (yet) paid'),
    campaign: z.object({ _id: objectId, id: objectId, title: z.string() }),
    creator: flaggedAccount,
    owner: flaggedAccount,
    /** Every verified post of this creator removed within 7 days, this one included. */
    creatorRemovedCount: z.number(),
  })
  .meta({ id: 'RemovedPost' });
export type RemovedPost = z.infer<typeof removedPost>;

export const removedPostsResponse = z.object({ posts: z.array(removedPost), ...keysetPageFields });
export type RemovedPostsResponse = z.infer<typeof removedPostsResponse>;
