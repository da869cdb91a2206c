/** Withdrawals and payouts: the requests, the operator's queue and decisions, bank details. */
import { z } from 'zod';
import { LIMITS, TEXT_LIMITS } from './constants';
import { cursorParam, dollars, isUuid } from './http/wire';
import { parseMoneyText } from './money';
import {
  PAYOUT_MSG,
  PAYOUT_RAILS,
  PAYOUT_STATES,
  PAYOUT_WAIT_REASONS,
  type PayoutWaitReason,
} from './payouts';
import { boundedText, moneyAmount, MONEY_MSG } from './money-rules';
import { taxDetailsSchema } from './tax-details';

/**
 * A withdrawal's body: the amount between the bounds, and `instant` (Stripe payout accounts only: paid out at
 * once for the instant fee, which the form states before the payee confirms; docs/payouts.md).
 */
const withdrawBody = (min: { cents: number; message: string }, max?: { cents: number; message: string }) =>
  z
    .object({
      amount: moneyAmount(),
      instant: z.boolean({ error: PAYOUT_MSG.instantInvalid }).default(false),
    })
    .superRefine((v, ctx) => {
      if (v.amount < min.cents) ctx.addIssue({ code: 'custom', path: ['amount'], message: min.message });
      else if (max && v.amount > max.cents)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: max.message });
    });

/** POST /api/users/withdraw: at least $10 and, when the form knows it, not above the wallet. */
export const customerWithdrawSchema = (walletCents?: number) =>
  withdrawBody(
    { cents: LIMITS.minWithdrawCents, message: MONEY_MSG.withdrawMin },
    walletCents === undefined ? undefined : { cents: walletCents, message: MONEY_MSG.withdrawAboveWallet },
  );
export const customerWithdrawRequest = customerWithdrawSchema();

/** POST /api/withdraws (venue): above $0 and, when the form knows it, not above the withdrawable earnings. */
export const venueWithdrawSchema = (withdrawableCents?: number) =>
  withdrawBody(
    { cents: 1, message: MONEY_MSG.withdrawAboveZero },
    withdrawableCents === undefined
      ? undefined
      : { cents: withdrawableCents, message: MONEY_MSG.withdrawAboveEarnings },
  );
export const venueWithdrawRequest = venueWithdrawSchema();
export type WithdrawRequest = z.infer<typeof customerWithdrawRequest>;

/** POST /api/users/bank. BSB accepts "123-456" or "123 456"; both numbers are stored as digits only. */
export const bankRequest = z
  .object({
    accountName: boundedText({ max: TEXT_LIMITS.bankAccountName, tooLong: MONEY_MSG.accountNameLong }),
    BSB: boundedText({ max: TEXT_LIMITS.bsb, tooLong: MONEY_MSG.bsbInvalid }),
    accountNumber: boundedText({ max: TEXT_LIMITS.accountNumber, tooLong: MONEY_MSG.accountNumberInvalid }),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const empty = (['accountName', 'BSB', 'accountNumber'] as const).find((k) => !v[k]);
    if (empty) return fail(empty, MONEY_MSG.bankForm);
    if (!/^\d{6}$/.test(digitsOnly(v.BSB))) return fail('BSB', MONEY_MSG.bsbInvalid);
    if (!/^\d{5,10}$/.test(digitsOnly(v.accountNumber)))
      return fail('accountNumber', MONEY_MSG.accountNumberInvalid);
  })
  .transform((v) => ({
    accountName: v.accountName,
    BSB: digitsOnly(v.BSB),
    accountNumber: digitsOnly(v.accountNumber),
  }));
export type BankRequest = z.infer<typeof bankRequest>;

const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

/** The longest rejection reason an operator can write. */
export const WITHDRAW_REASON_MAX = 300;
/** A withdrawal requested within this many days of a change of bank details is flagged to the operator. */
export const BANK_CHANGE_FLAG_DAYS = 7;

/** POST /api/admin/withdraws/{id}: a rejection needs a reason, which is messaged to the account holder. */
export const withdrawDecisionRequest = z
  .object({
    approve: z.boolean({ error: MONEY_MSG.decisionRequired }),
    reason: boundedText({ max: WITHDRAW_REASON_MAX, tooLong: MONEY_MSG.rejectReasonLong }).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.approve && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MONEY_MSG.rejectReasonRequired });
  })
  .transform((v) => ({ approve: v.approve, reason: v.approve ? null : (v.reason ?? null) }));
export type WithdrawDecisionRequest = z.input<typeof withdrawDecisionRequest>;

/**
 * GET /api/admin/withdraws?status=1&q= (no status: all). q finds a withdrawal by the account's name, e-mail or
 * organisation (venue or business name), the name on the bank details, its amount ("25", "$25.50") or its id
 * (whole, or the first 8 characters the console shows).
 */
export const adminWithdrawsQuery = z
  .object({
    status: boundedText({ max: TEXT_LIMITS.choice, tooLong: MONEY_MSG.statusInvalid }),
    q: boundedText({ max: TEXT_LIMITS.search }),
    cursor: cursorParam,
  })
  .superRefine((v, ctx) => {
    if (!['', '1', '2', '3'].includes(v.status))
      ctx.addIssue({ code: 'custom', path: ['status'], message: MONEY_MSG.statusInvalid });
  })
  .transform((v) => ({
    status: v.status ? Number(v.status) : undefined,
    q: v.q || undefined,
    ...searchTerms(v.q),
    cursor: v.cursor,
  }));
export type AdminWithdrawsQuery = z.output<typeof adminWithdrawsQuery>;

/**
 * What else a withdrawal search text can mean: an amount ("25", "$25.50", "1,200") and an id, whole or the first
 * 8 characters the console shows (as a lower-case prefix).
 */
function searchTerms(q: string): { amountCents?: number; idPrefix?: string } {
  const cents = q ? parseMoneyText(q.replace(/^\$/, '').replace(/,/g, '')) : null;
  const id = q.toLowerCase();
  const idPrefix = /^[0-9a-f]{8}$/.test(id) || isUuid(id) ? id : undefined;
  return { ...(cents !== null ? { amountCents: cents } : {}), ...(idPrefix ? { idPrefix } : {}) };
}

/** The most withdrawals one bulk "mark paid" takes (a page of the operator's list). */
export const WITHDRAW_BULK_MAX = 50;

/**
 * POST /api/admin/withdraws/pay { ids }: up to 50 pending withdrawals marked paid at once. A repeated id counts
 * once; the order is kept (the answer lists them in it).
 */
export const bulkPayRequest = z
  .object({ ids: z.array(z.unknown(), { error: MONEY_MSG.bulkPayEmpty }) })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['ids'], message });
    if (v.ids.length === 0) fail(MONEY_MSG.bulkPayEmpty);
    else if (v.ids.length > WITHDRAW_BULK_MAX) fail(MONEY_MSG.bulkPayTooMany);
    else if (!v.ids.every(isUuid)) fail(MONEY_MSG.bulkPayInvalid);
  })
  .transform((v) => ({ ids: [...new Set((v.ids as string[]).map((id) => id.toLowerCase()))] }));
export type BulkPayRequest = z.input<typeof bulkPayRequest>;

/** Withdraw status (docs/spec.md, Withdrawals and payouts): 1 pending, 2 verified (paid out), 3 rejected (money returned). */
export const withdrawItem = z
  .object({
    _id: z.string(),
    id: z.string(),
    amount: z.number(),
    createdAt: z.string(),
    status: z.number(),
    rail: z.enum(PAYOUT_RAILS).describe('How it is paid: stripe, paypal or bank (docs/payouts.md)'),
    state: z.enum(PAYOUT_STATES).describe('waiting, queued, sent, paid, failed (money returned) or rejected'),
    instant: z.boolean(),
    fee: z
      .number()
      .describe('The instant payout fee, dollars (0 otherwise); the payee receives amount - fee'),
    failureReason: z.string().nullable().describe('Why the payout failed (state failed)'),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Withdraw' });
export type WithdrawItem = z.infer<typeof withdrawItem>;

export const adminWithdrawItem = withdrawItem
  .extend({
    decidedAt: z.string().nullable(),
    user: z.object({
      _id: z.string(),
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.number(),
      organisation: z
        .string()
        .nullable()
        .describe("The venue's or business's name (null for a customer): who the operator pays"),
    }),
    bank: z
      .object({ accountName: z.string(), BSB: z.string(), accountNumber: z.string() })
      .nullable()
      .describe('The copy of the bank details the request was made with (never the current ones)'),
    bankChangedRecently: z
      .boolean()
      .describe('The bank details changed in the 7 days before the request (a fraud signal)'),
    rejectReason: z.string().nullable(),
    waitReasons: z
      .array(z.enum(Object.keys(PAYOUT_WAIT_REASONS) as [PayoutWaitReason, ...PayoutWaitReason[]]))
      .describe('Why it waits for the operator instead of going out by itself (state waiting)'),
    destination: z.string().nullable().describe('The Stripe account or PayPal e-mail it goes to'),
    taxDetails: taxDetailsSchema
      .nullable()
      .describe(
        "The payee's latest tax details (an ABN or the statement by a supplier); null: none, so it cannot be paid",
      ),
    held: z
      .object({ at: z.string(), reason: z.string() })
      .nullable()
      .describe(
        'Held for review after a refund or chargeback of a campaign owner that paid this creator: it cannot be ' +
          'paid until the operator releases it (it can still be rejected)',
      ),
  })
  .meta({ id: 'AdminWithdraw' });
export type AdminWithdrawItem = z.infer<typeof adminWithdrawItem>;

/** The answer of a bulk "mark paid": what was paid now, what someone had already decided, what could not be. */
export const bulkPayResult = z.object({
  message: z.string(),
  paid: z.array(withdrawItem).describe('Marked paid by this request'),
  paidTotal: dollars.describe('What the paid ones add up to'),
  alreadyDecided: z
    .array(withdrawItem)
    .describe('Already paid or rejected before this request reached them (status as it is now)'),
  refused: z
    .array(z.object({ id: z.string(), reason: z.string() }))
    .describe(
      'Not found, held for review (release it first), or without bank details (reject those instead)',
    ),
});
export type BulkPayResult = z.infer<typeof bulkPayResult>;
