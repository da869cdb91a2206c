/**
 * Money at the API edge, shared by top-ups, withdrawals and paying at venues: the money texts, amounts typed as
 * dollars (number or text) that leave these schemas as integer cents, bounded text fields and ids outside a path.
 */
import { z } from 'zod';
import { isUuid } from './http/wire';
import { parseMoneyText } from './money';
import { textProblem, type TextRule, COMMON_MSG } from './validation';

export const MONEY_MSG = {
  topUpMin: 'You need to add at least $20.00 to your credit',
  amountFormat: COMMON_MSG.amountFormat,
  amountTooLarge: COMMON_MSG.amountTooLarge,
  withdrawMin: 'Minimum $10',
  withdrawAboveWallet: 'You cannot withdraw more than your wallet balance.',
  withdrawAboveZero: COMMON_MSG.amountAboveZero,
  withdrawAboveCredit: 'You cannot withdraw more than your available credit.',
  withdrawAboveEarnings:
    'You can withdraw only what customers paid you at the counter. Topped-up credit funds campaigns only.',
  bankRequired: 'Please add your bank details first.',
  bankForm: COMMON_MSG.fillForm,
  bsbInvalid: 'BSB must contain 6 digits.',
  accountNumberInvalid: 'Account number must contain 5 to 10 digits.',
  accountNameLong: 'Account name must contain less than 100 characters.',
  decisionRequired: COMMON_MSG.decisionRequired,
  rejectReasonRequired: 'Please give the reason for the rejection.',
  rejectReasonLong: COMMON_MSG.reasonLong300,
  payNeedsBank: 'This withdrawal has no bank details, so it cannot be marked as paid. Reject it instead.',
  payNeedsBankRail: 'This withdrawal is paid by Stripe or PayPal: approve it on its own to send it.',
  alreadyDecided: 'This withdrawal has already been decided.',
  withdrawNotFound: 'Withdrawal not found.',
  paymentNotFound: COMMON_MSG.paymentNotFound,
  paymentFailed: 'Your payment was not completed.',
  paymentPending: 'Your payment has not been confirmed yet. Please try again in a moment.',
  /** A refund or chargeback met a campaign created at that moment: nothing happened, it can be sent again. */
  reversalRaced: 'The payer created a campaign at the same moment. Nothing changed; please try again.',
  /** The operator pays a held withdrawal only after releasing it (docs/business-rules.md). */
  withdrawHeld: 'This withdrawal is held for review. Release it before paying it.',
  withdrawNotHeld: 'This withdrawal is not held.',
  withdrawReleased: 'Withdrawal released: it can be paid.',
  paymentsUnavailable: 'Online payments are not available at the moment.',
  statusInvalid: COMMON_MSG.statusFilterInvalid,
  venueInvalid: 'The venue is not valid.',
  filterInvalid: COMMON_MSG.filterInvalid,
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
export const boundedText = (rule: TextRule) =>
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
export const amountBody = (
  min: { cents: number; message: string },
  max?: { cents: number; message: string },
) =>
  z.object({ amount: moneyAmount() }).superRefine((v, ctx) => {
    if (v.amount < min.cents) ctx.addIssue({ code: 'custom', path: ['amount'], message: min.message });
    else if (max && v.amount > max.cents)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: max.message });
  });
