/**
 * Paying and redeeming at a venue (POST /api/payments), the live receipt, the venue's liability and a venue
 * campaign's attribution. Amounts arrive as dollars (number or typed text, '' counts as 0.00) and leave the
 * request schema as integer cents.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from './constants';
import { cursorParam, dollars, isoDate, isUuid, objectId } from './http/wire';
import { parseMoneyText } from './money';
import { boundedText, idOrNull, MAX_AMOUNT_CENTS, MONEY_MSG } from './money-rules';
import { textProblem, COMMON_MSG } from './validation';

/**
 * Codes read aloud at the counter (payment confirmations, check-in codes): 6 characters without look-alikes
 * (no 0/O, 1/I/L).
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

export const PAY_MSG = {
  amountFormat: COMMON_MSG.amountFormat,
  amountNegative: 'Amounts cannot be negative.',
  amountTooLarge: COMMON_MSG.amountTooLarge,
  nothingToPay: 'Please enter an amount or choose a voucher.',
  notEnoughWallet: 'You do not have enough in your wallet.',
  notEnoughPocket: 'You do not have enough in your pocket at this venue.',
  venueRequired: 'Please choose a venue.',
  voucherInvalid: 'This voucher is not valid at this venue.',
  voucherUsed: 'This voucher has already been used.',
  requestIdInvalid: 'The request id is not valid.',
  paymentNotFound: COMMON_MSG.paymentNotFound,
  campaignNotFound: COMMON_MSG.campaignNotFound,
  paid: 'Successfully paid',
} as const;

/** Reads an amount field: '' / null / missing are 0, otherwise digits with an optional dot and ≤ 2 decimals. */
export function payAmountToCents(v: unknown): { cents: number } | { message: string } {
  const raw = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v == null ? '' : null;
  if (raw === null) return { message: PAY_MSG.amountFormat };
  if (raw === '') return { cents: 0 };
  if (/^-/.test(raw) && Number.isFinite(Number(raw))) return { message: PAY_MSG.amountNegative };
  // JSON numbers like 1e-7 print in exponent form: not a 2-decimal amount.
  const cents = parseMoneyText(raw);
  if (cents === null) return { message: PAY_MSG.amountFormat };
  if (cents > MAX_AMOUNT_CENTS) return { message: PAY_MSG.amountTooLarge };
  return { cents };
}

const idText = () =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v)), z.string());

/**
 * POST /api/payments: { wallet, pocket, venueID, redeemID?, requestId? }. With `max` (the balances the form
 * knows) it also refuses amounts above them with the server's texts, so the form and the API agree.
 */
export const payAtVenueSchema = (max?: { walletCents: number; pocketCents: number }) =>
  z
    .object({
      wallet: z.unknown().optional(),
      pocket: z.unknown().optional(),
      venueID: idText(),
      redeemID: idText().optional(),
      requestId: idText().optional(),
    })
    .transform((v, ctx) => {
      const fail = (path: string, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
        return z.NEVER;
      };
      const wallet = payAmountToCents(v.wallet);
      if ('message' in wallet) return fail('wallet', wallet.message);
      const pocket = payAmountToCents(v.pocket);
      if ('message' in pocket) return fail('pocket', pocket.message);
      if (max && wallet.cents > max.walletCents) return fail('wallet', PAY_MSG.notEnoughWallet);
      if (max && pocket.cents > max.pocketCents) return fail('pocket', PAY_MSG.notEnoughPocket);
      if (!v.venueID || textProblem(v.venueID, { max: TEXT_LIMITS.id }))
        return fail('venueID', PAY_MSG.venueRequired);
      if (v.redeemID && !isUuid(v.redeemID)) return fail('redeemID', PAY_MSG.voucherInvalid);
      if (v.requestId && !isUuid(v.requestId)) return fail('requestId', PAY_MSG.requestIdInvalid);
      if (wallet.cents + pocket.cents === 0 && !v.redeemID) return fail('wallet', PAY_MSG.nothingToPay);
      return {
        walletCents: wallet.cents,
        pocketCents: pocket.cents,
        // A venueID that is not a UUID names no venue (null): the service answers 404 'Venue not found.'.
        venueId: idOrNull(v.venueID),
        voucherId: v.redeemID ? v.redeemID.toLowerCase() : null,
        requestId: v.requestId ? v.requestId.toLowerCase() : null,
      };
    });
export const payAtVenueRequest = payAtVenueSchema();
export type PayAtVenueRequest = z.infer<typeof payAtVenueRequest>;

/** A payment at a venue as the paying customer sees it (POST /api/payments and the live receipt). Dollars. */
export const venuePaymentSchema = z
  .object({
    _id: objectId,
    id: objectId,
    venueId: objectId,
    venueName: z.string(),
    wallet: dollars,
    pocket: dollars,
    total: dollars.describe('wallet + pocket; a voucher carries no money'),
    voucher: z
      .object({
        _id: objectId,
        id: objectId,
        discount: z.number().nullable(),
        prize: z.string().nullable(),
      })
      .nullable(),
    confirmationCode: z.string(),
    createdAt: isoDate,
  })
  .meta({ id: 'VenuePayment' });
export type VenuePayment = z.infer<typeof venuePaymentSchema>;

/** data of POST /api/payments: the payment and the balances left (wallet, pocket at this venue). */
export const payAtVenueResponse = z.object({
  payment: venuePaymentSchema,
  wallet: dollars,
  pocket: dollars,
  message: z.string(),
});
export type PayAtVenueResponse = z.infer<typeof payAtVenueResponse>;

/** data of GET /api/payments/{id}/receipt. serverTime lets the receipt show the server's clock. */
export const receiptResponse = z.object({ payment: venuePaymentSchema, serverTime: isoDate });
export type ReceiptResponse = z.infer<typeof receiptResponse>;

/** data.liability of GET /api/venues/me/liability: what the venue still owes in goods. */
export const venueLiabilitySchema = z
  .object({
    outstandingPockets: dollars.describe("Sum of every customer's pocket at this venue"),
    pocketHolders: z.number().describe('How many customers hold a non-zero pocket here'),
    unredeemedVouchers: z.object({
      count: z.number(),
      items: z
        .array(z.object({ discount: z.number().nullable(), prize: z.string().nullable(), count: z.number() }))
        .describe("Grouped by offer: e.g. 20% off x 3, 'Free coffee' x 2 (largest group first)"),
    }),
  })
  .meta({ id: 'VenueLiability' });
export type VenueLiability = z.infer<typeof venueLiabilitySchema>;

/** data.attribution of GET /api/campaigns/{id}/attribution (the owner venue only). Dollars. */
export const campaignAttributionSchema = z
  .object({
    campaignId: objectId,
    type: z.number(),
    participants: z.number(),
    approved: z.number(),
    vouchersIssued: z.number(),
    vouchersRedeemed: z.number(),
    pocketPaidOut: dollars.describe('Pocket money this campaign paid its participants (type 6)'),
    pocketSpent: dollars.describe(
      'Pocket money its approved participants spent at the venue since they were paid, at most what it paid each',
    ),
    pocketPayments: z.number().describe('Payments at the venue that spent that pocket money'),
    escrowSpent: dollars.describe('Escrow paid out to participants (type 6; type 7 reserves nothing)'),
    redemptions: z.number().describe('Vouchers redeemed plus participants who spent their pocket money here'),
    costPerRedemption: dollars
      .nullable()
      .describe('escrowSpent / redemptions floored to the cent; null before the first redemption'),
  })
  .meta({ id: 'CampaignAttribution' });
export type CampaignAttribution = z.infer<typeof campaignAttributionSchema>;

/** data of GET /api/config: public client configuration (no secrets). */
export const appConfigSchema = z
  .object({
    mapTileUrl: z.string().describe("The map tile URL template; '' draws no tiles"),
    feePercent: z
      .number()
      .describe(
        "The platform's service fee on new campaigns, in percent of what creators are paid (0: none)",
      ),
    pushKey: z
      .string()
      .nullable()
      .describe("The server's VAPID public key (base64url) for Web Push subscriptions; null: push is off"),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfigSchema>;

/** GET /api/payments?cursor=: the money history, a page at a time. */
/**
 * GET /api/payments?cursor=&pocket=<venueId>: a customer's wallet history, or with `pocket` the history of their
 * pocket at that venue (a venue's list ignores it).
 */
export const paymentsQuery = z.object({
  cursor: cursorParam,
  pocket: boundedText({ max: TEXT_LIMITS.id, tooLong: MONEY_MSG.venueInvalid })
    .refine((s) => !s || isUuid(s), { error: MONEY_MSG.venueInvalid })
    .transform((s) => (s ? s.toLowerCase() : undefined))
    .optional(),
});

/** GET /api/vouchers?notUsed=true|false&venue=<venueId>: notUsed=true lists unused vouchers only. */
export const vouchersQuery = z.object({
  notUsed: z.enum(['true', 'false', ''], { error: MONEY_MSG.filterInvalid }).optional(),
  venue: boundedText({ max: TEXT_LIMITS.id, tooLong: MONEY_MSG.venueInvalid })
    .refine((s) => !s || isUuid(s), { error: MONEY_MSG.venueInvalid })
    .transform((s) => (s ? s.toLowerCase() : undefined)),
});

/**
 * One row of GET /api/payments, read from the viewer's side: type 1 money in (green), type 2 money out (pink).
 * isWithdraw marks a withdrawal (then `status` is its withdraw status).
 */
export const paymentItem = z
  .object({
    _id: objectId,
    id: objectId,
    type: z.union([z.literal(1), z.literal(2)]),
    isWithdraw: z.boolean(),
    status: z.number().optional().describe('Withdrawals only: 1 pending, 2 verified, 3 rejected'),
    userName: z.string(),
    customerInstagramID: z.string().nullable(),
    wallet: dollars,
    pocket: dollars,
    total: dollars,
    createdAt: isoDate,
    usedAt: isoDate,
    confirmationCode: z
      .string()
      .optional()
      .describe(
        "Payments at venues only: the code the customer's live receipt shows, matched at the counter",
      ),
    voucher: z
      .object({ _id: objectId, id: objectId, discount: z.number().nullable(), prize: z.string().nullable() })
      .nullable()
      .describe('Payments at venues only: the voucher redeemed with it (null: none)'),
    campaignTitle: z
      .string()
      .optional()
      .describe("Money received for taking part in a campaign: that campaign's title"),
  })
  .meta({ id: 'PaymentItem' });
export type PaymentItem = z.infer<typeof paymentItem>;

/** One row of GET /api/vouchers. `venue` is the venue's id. */
export const voucherItem = z
  .object({
    _id: objectId,
    id: objectId,
    venueName: z.string(),
    discount: z.number().nullable(),
    prize: z.string().nullable(),
    isUsed: z.boolean(),
    usedAt: isoDate.nullable(),
    createdAt: isoDate,
    venue: objectId,
    customerInstgramId: z.string().nullable(),
  })
  .meta({ id: 'VoucherItem' });
export type VoucherItem = z.infer<typeof voucherItem>;
