/**
 * The operator's top-ups: the list with each top-up's status as refunds and disputes left it, and the
 * TEST MODE simulation of a provider's refund or dispute for sandbox top-ups.
 */
import { z } from 'zod';
import { LIMITS, TEXT_LIMITS } from './constants';
import { cursorParam, dollars, isoDate, keysetLimit, keysetPageFields, objectId } from './http/wire';
import { amountBody, boundedText, idOrNull, MONEY_MSG, moneyAmount } from './money-rules';
import { text, COMMON_MSG } from './validation';

export const TOP_UP_MSG = {
  topUpNotFound: 'Top-up not found.',
  statusInvalid: MONEY_MSG.statusInvalid,
  searchLong: COMMON_MSG.searchLong,
  pageInvalid: COMMON_MSG.pageInvalid,
  eventInvalid: 'Please choose what to simulate.',
  sandboxOnly: 'Only TEST MODE top-ups can be simulated, and only while the sandbox is on.',
  notPaid: 'Only a paid top-up can be refunded or disputed.',
  nothingLeft: 'Nothing is left of this top-up to refund or dispute.',
  aboveRemaining: 'The amount is more than what is left of this top-up.',
  amountAboveZero: MONEY_MSG.withdrawAboveZero,
  noOpenDispute: 'This top-up has no open dispute.',
  disputeOpen: 'This top-up already has an open dispute.',
  refunded: 'The refund was recorded.',
  disputeOpened: 'The dispute was opened.',
  disputeWon: 'The dispute was won: what it took is back.',
  disputeLost: 'The dispute was lost.',
  checkedPaid: 'The provider confirmed the payment: the top-up is paid.',
  checkedPending: 'The provider has not confirmed the payment yet: the top-up stays pending.',
  checkedFailed: 'The provider reports no payment: the top-up is closed unpaid.',
  notPending: 'This top-up is no longer pending: nothing to check.',
} as const;

/**
 * What a top-up's refunds and disputes make of it. `paid` until something comes back; `disputed` while a dispute
 * that took the money is open; `charged_back` once it is lost; `dispute_won` when the only dispute was won.
 */
export const TOP_UP_STATUSES = [
  'pending',
  'paid',
  'cancelled',
  'failed',
  'partially_refunded',
  'refunded',
  'disputed',
  'charged_back',
  'dispute_won',
] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** The filters the operator's list offers (none: every top-up). */
export const TOP_UP_FILTERS = ['paid', 'pending', 'refunded', 'disputed'] as const;

/** GET /api/admin/top-ups?q=&status=&cursor=&limit= */
export const adminTopUpsQuery = z
  .object({
    q: text({ max: TEXT_LIMITS.search, tooLong: TOP_UP_MSG.searchLong }),
    status: text({ max: TEXT_LIMITS.choice, tooLong: TOP_UP_MSG.statusInvalid }),
    cursor: cursorParam,
    limit: text({ max: TEXT_LIMITS.choice, tooLong: TOP_UP_MSG.pageInvalid }),
  })
  .transform((v, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (v.status && !(TOP_UP_FILTERS as readonly string[]).includes(v.status))
      return fail('status', TOP_UP_MSG.statusInvalid);
    const limit = keysetLimit(v.limit, 20, 100);
    if (limit === null) return fail('limit', TOP_UP_MSG.pageInvalid);
    return {
      q: v.q || undefined,
      /** The search read as a top-up's id, when it is one. */
      topUpId: (v.q && idOrNull(v.q)) || undefined,
      status: (v.status || undefined) as (typeof TOP_UP_FILTERS)[number] | undefined,
      cursor: v.cursor,
      limit,
    };
  });
export type AdminTopUpsQuery = z.infer<typeof adminTopUpsQuery>;

export const adminTopUpItem = z
  .object({
    _id: objectId,
    id: objectId,
    provider: z.string().describe('stripe, paypal or sandbox'),
    method: z.string().describe('card or paypal'),
    providerSessionId: z
      .string()
      .nullable()
      .describe('The checkout: Stripe session, PayPal order, sandbox session'),
    providerPaymentId: z
      .string()
      .nullable()
      .describe('The money itself: Stripe payment_intent, PayPal capture (known once paid)'),
    amount: dollars,
    refunded: dollars.describe('Refunded so far'),
    chargedBack: dollars.describe('Taken by disputes that are open or lost'),
    remaining: dollars.describe('What is left to refund or dispute'),
    status: z.enum(TOP_UP_STATUSES),
    hasOpenDispute: z.boolean(),
    /** The operator may simulate refunds and disputes (a paid sandbox top-up, while the sandbox is on). */
    canSimulate: z.boolean(),
    createdAt: isoDate,
    paidAt: isoDate.nullable(),
    user: z.object({
      _id: objectId,
      id: objectId,
      name: z.string(),
      email: z.string(),
      role: z.number(),
      isActive: z.boolean(),
      organisation: z.string().nullable(),
    }),
  })
  .meta({ id: 'AdminTopUp' });
export type AdminTopUpItem = z.infer<typeof adminTopUpItem>;

export const adminTopUpsResponse = z.object({ topUps: z.array(adminTopUpItem), ...keysetPageFields });
export type AdminTopUpsResponse = z.infer<typeof adminTopUpsResponse>;

export const SIMULATED_EVENTS = ['refund', 'dispute_opened', 'dispute_won', 'dispute_lost'] as const;
export type SimulatedEvent = (typeof SIMULATED_EVENTS)[number];

/**
 * POST /api/admin/top-ups/{id}/simulate: a refund (amount: default what is left) or a dispute opened (amount:
 * default what is left), won or lost, as the provider would report it.
 */
export const simulateTopUpEventRequest = z
  .object({
    event: z.enum(SIMULATED_EVENTS, { error: TOP_UP_MSG.eventInvalid }),
    amount: moneyAmount().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.amount !== undefined && v.amount < 1)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: TOP_UP_MSG.amountAboveZero });
  });
export type SimulateTopUpEventRequest = z.input<typeof simulateTopUpEventRequest>;

/** POST /api/transaction and /api/transaction/stripe: at least $20. */
export const topUpRequest = amountBody({ cents: LIMITS.minTopUpCents, message: MONEY_MSG.topUpMin });
export type TopUpRequest = z.infer<typeof topUpRequest>;

/**
 * GET /api/transaction/verify?transactionId=&session_id= (session_id is a consistency check when present).
 * A transactionId that is not a UUID names no top-up (null): the service answers 404 'Payment not found.'.
 */
export const verifyTopUpQuery = z.object({
  transactionId: boundedText({ max: TEXT_LIMITS.id, tooLong: MONEY_MSG.paymentNotFound }).transform(idOrNull),
  session_id: boundedText({ max: TEXT_LIMITS.providerId, tooLong: MONEY_MSG.paymentNotFound }),
});

/** data.transaction of GET /api/transaction/verify. */
export const verifiedTransaction = z
  .object({ _id: objectId, id: objectId, amount: dollars, status: z.literal('paid') })
  .meta({ id: 'VerifiedTransaction' });
export type VerifiedTransaction = z.infer<typeof verifiedTransaction>;
