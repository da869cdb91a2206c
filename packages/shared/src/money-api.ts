/**
 * Money requests and responses: top-ups, withdrawals, bank details, payments and vouchers lists (zod schemas).
 * Amounts arrive as dollars (number or text) and leave these schemas as integer cents.
 */
import { z } from 'zod';
import { LIMITS, TEXT_LIMITS } from './constants';
import { parseMoneyText } from './money';
import { cursorParam, dollars, isoDate, isUuid, objectId } from './http/wire';
import { textProblem, type TextRule } from './validation';

export const MONEY_MSG = {
  topUpMin: 'You need to add at least $20.00 to your credit',
  amountFormat: 'Please enter an amount using digits and a dot only, with at most 2 decimals.',
  amountTooLarge: 'The amount is too large.',
  withdrawMin: 'Minimum $10',
  withdrawAboveWallet: 'You cannot withdraw more than your wallet balance.',
  withdrawAboveZero: 'Please enter an amount above $0.00.',
  withdrawAboveCredit: 'You cannot withdraw more than your available credit.',
  withdrawAboveEarnings:
    'You can withdraw only what customers paid you at the counter. Topped-up credit funds campaigns only.',
  bankRequired: 'Please add your bank details first.',
  bankForm: 'Please fill out the form correctly.',
  bsbInvalid: 'BSB must contain 6 digits.',
  accountNumberInvalid: 'Account number must contain 5 to 10 digits.',
  accountNameLong: 'Account name must contain less than 100 characters.',
  decisionRequired: 'Please choose approve or reject.',
  rejectReasonRequired: 'Please give the reason for the rejection.',
  rejectReasonLong: 'The reason must be at most 300 characters.',
  payNeedsBank: 'This withdrawal has no bank details, so it cannot be marked as paid. Reject it instead.',
  alreadyDecided: 'This withdrawal has already been decided.',
  withdrawNotFound: 'Withdrawal not found.',
  paymentNotFound: 'Payment not found.',
  paymentFailed: 'Your payment was not completed.',
  paymentPending: 'Your payment has not been confirmed yet. Please try again in a moment.',
  /** A refund or chargeback met a campaign created at that moment: nothing happened, it can be sent again. */
  reversalRaced: 'The payer created a campaign at the same moment. Nothing changed; please try again.',
  /** The operator pays a held withdrawal only after releasing it (docs/business-rules.md). */
  withdrawHeld: 'This withdrawal is held for review. Release it before paying it.',
  withdrawNotHeld: 'This withdrawal is not held.',
  withdrawReleased: 'Withdrawal released: it can be paid.',
  paymentsUnavailable: 'Online payments are not available at the moment.',
  statusInvalid: 'The status filter is not valid.',
  venueInvalid: 'The venue is not valid.',
  filterInvalid: 'The filter is not valid.',
  bulkPayEmpty: 'Choose at least one withdrawal.',
  bulkPayTooMany: 'You can mark at most 50 withdrawals at once.',
  bulkPayInvalid: 'The list of withdrawals is not valid.',
  success: 'Success',
  requested: 'Successfully requested',
} as const;

/** The self-dealing guard: texts the customer meets when the campaign's owner is (probably) themselves. */
export const TRUST_MSG = {
  selfDealing:
    "You can't join this campaign: your phone number or bank account matches the campaign owner's. " +
    'Creators cannot take part in their own campaigns.',
  /** The device, a top-up card or the ABN links the two accounts (the owner's organisation counts). */
  selfDealingLinked:
    "You can't join this campaign: your account was used on the same device, card or ABN as the campaign " +
    "owner's. Creators cannot take part in their own campaigns.",
} as const;

/**
 * A bounded text field: anything but a string or number (arrays from repeated query keys, objects) reads as
 * empty; control characters and anything over the rule's maximum are refused.
 */
const str = (rule: TextRule) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''),
      z.string().trim(),
    )
    .superRefine((s, ctx) => {
      const problem = textProblem(s, rule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * An id that arrives outside a path (a body or query value, a provider's reference): lower case, or null when it
 * is not a UUID, since then it names nothing and the service answers its not-found text (as for a path id).
 */
export const idOrNull = (s: string): string | null => (isUuid(s) ? s.toLowerCase() : null);

/** Stripe's largest USD charge; also keeps every amount far inside a safe integer. */
export const MAX_AMOUNT_CENTS = 99_999_999;

/** Dollars as a JSON number or typed text ("25", "25.5", "25.50") to cents; digits and a dot only. */
export const moneyAmount = () =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : ''), z.string())
    .transform((v, ctx) => {
      const cents = parseMoneyText(v);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: MONEY_MSG.amountFormat });
        return z.NEVER;
      }
      if (cents > MAX_AMOUNT_CENTS) {
        ctx.addIssue({ code: 'custom', message: MONEY_MSG.amountTooLarge });
        return z.NEVER;
      }
      return cents;
    });

/** A body `{ amount }` with a minimum (inclusive) and an optional maximum the caller knows (wallet or credit). */
const amountBody = (min: { cents: number; message: string }, max?: { cents: number; message: string }) =>
  z.object({ amount: moneyAmount() }).superRefine((v, ctx) => {
    if (v.amount < min.cents) ctx.addIssue({ code: 'custom', path: ['amount'], message: min.message });
    else if (max && v.amount > max.cents)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: max.message });
  });

/** POST /api/transaction and /api/transaction/stripe: at least $20. */
export const topUpRequest = amountBody({ cents: LIMITS.minTopUpCents, message: MONEY_MSG.topUpMin });
export type TopUpRequest = z.infer<typeof topUpRequest>;

/** POST /api/users/withdraw: at least $10 and, when the form knows it, not above the wallet. */
export const customerWithdrawSchema = (walletCents?: number) =>
  amountBody(
    { cents: LIMITS.minWithdrawCents, message: MONEY_MSG.withdrawMin },
    walletCents === undefined ? undefined : { cents: walletCents, message: MONEY_MSG.withdrawAboveWallet },
  );
export const customerWithdrawRequest = customerWithdrawSchema();

/** POST /api/withdraws (venue): above $0 and, when the form knows it, not above the withdrawable earnings. */
export const venueWithdrawSchema = (withdrawableCents?: number) =>
  amountBody(
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
    accountName: str({ max: TEXT_LIMITS.bankAccountName, tooLong: MONEY_MSG.accountNameLong }),
    BSB: str({ max: TEXT_LIMITS.bsb, tooLong: MONEY_MSG.bsbInvalid }),
    accountNumber: str({ max: TEXT_LIMITS.accountNumber, tooLong: MONEY_MSG.accountNumberInvalid }),
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
    reason: str({ max: WITHDRAW_REASON_MAX, tooLong: MONEY_MSG.rejectReasonLong }).optional(),
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
    status: str({ max: TEXT_LIMITS.choice, tooLong: MONEY_MSG.statusInvalid }),
    q: str({ max: TEXT_LIMITS.search }),
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

/** GET /api/payments?cursor=: the money history, a page at a time. */
/**
 * GET /api/payments?cursor=&pocket=<venueId>: a customer's wallet history, or with `pocket` the history of their
 * pocket at that venue (a venue's list ignores it).
 */
export const paymentsQuery = z.object({
  cursor: cursorParam,
  pocket: str({ max: TEXT_LIMITS.id, tooLong: MONEY_MSG.venueInvalid })
    .refine((s) => !s || isUuid(s), { error: MONEY_MSG.venueInvalid })
    .transform((s) => (s ? s.toLowerCase() : undefined))
    .optional(),
});

/**
 * GET /api/transaction/verify?transactionId=&session_id= (session_id is a consistency check when present).
 * A transactionId that is not a UUID names no top-up (null): the service answers 404 'Payment not found.'.
 */
export const verifyTopUpQuery = z.object({
  transactionId: str({ max: TEXT_LIMITS.id, tooLong: MONEY_MSG.paymentNotFound }).transform(idOrNull),
  session_id: str({ max: TEXT_LIMITS.providerId, tooLong: MONEY_MSG.paymentNotFound }),
});

/** GET /api/vouchers?notUsed=true|false&venue=<venueId>: notUsed=true lists unused vouchers only. */
export const vouchersQuery = z.object({
  notUsed: z.enum(['true', 'false', ''], { error: MONEY_MSG.filterInvalid }).optional(),
  venue: str({ max: TEXT_LIMITS.id, tooLong: MONEY_MSG.venueInvalid })
    .refine((s) => !s || isUuid(s), { error: MONEY_MSG.venueInvalid })
    .transform((s) => (s ? s.toLowerCase() : undefined)),
});

/** data.transaction of GET /api/transaction/verify. */
export const verifiedTransaction = z
  .object({ _id: objectId, id: objectId, amount: dollars, status: z.literal('paid') })
  .meta({ id: 'VerifiedTransaction' });
export type VerifiedTransaction = z.infer<typeof verifiedTransaction>;

/** Withdraw status (docs/spec.md, Withdrawals and payouts): 1 pending, 2 verified (paid out), 3 rejected (money returned). */
export const withdrawItem = z
  .object({ _id: z.string(), id: z.string(), amount: z.number(), createdAt: z.string(), status: z.number() })
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

/** data of GET /api/admin/ledger/check: the invariant check and every problem it found. */
export const ledgerCheckResult = z
  .object({
    ok: z.boolean(),
    problems: z.array(z.string()),
    checkedAt: isoDate.describe('When this check ran; the overview shows the latest one.'),
  })
  .meta({ id: 'LedgerCheck' });
export type LedgerCheckResult = z.infer<typeof ledgerCheckResult>;

/**
 * One run of the reconciliation: money in through providers minus money out (expected) against every
 * balance the platform holds (held); difference = held - expected, 0 when it reconciles. Terms: the provider
 * side by name (topUps in, withdrawals out, …) and the held side by ledger kind, each in dollars.
 */
export const reconciliationRun = z
  .object({
    id: objectId,
    ranAt: isoDate,
    ok: z.boolean(),
    expected: dollars.describe('Money in through providers minus money out'),
    held: dollars.describe('Every non-external ledger balance summed'),
    difference: dollars.describe('held - expected'),
    terms: z.array(z.object({ side: z.enum(['in', 'out', 'held']), name: z.string(), amount: dollars })),
    ranBy: z
      .object({ id: objectId, name: z.string() })
      .nullable()
      .describe('The operator who ran it; null for the daily job'),
  })
  .meta({ id: 'Reconciliation' });
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

/** data of GET /api/admin/ledger/reconciliation: the latest run in full and the recent ones in short. */
export const reconciliationsResult = z.object({
  latest: reconciliationRun.nullable(),
  recent: z
    .array(z.object({ id: objectId, ranAt: isoDate, ok: z.boolean(), difference: dollars }))
    .describe('The last 30 runs, newest first'),
});
export type ReconciliationsResult = z.infer<typeof reconciliationsResult>;
