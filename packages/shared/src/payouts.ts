/**
 * Payouts (docs/payouts.md): where a payee's withdrawals go (their payout account), how each is paid (its rail),
 * where it stands (its state) and why it waits for the operator.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from './constants';
import { isValidEmail } from './validation';
import { isUuid } from './http/wire';
import { boundedText } from './money-rules';

/** How a withdrawal is paid: Stripe Connect, PayPal Payouts, or the operator's bank file (ABA). */
export const PAYOUT_RAILS = ['stripe', 'paypal', 'bank'] as const;
export type PayoutRail = (typeof PAYOUT_RAILS)[number];
export const RAIL_LABEL: Record<PayoutRail, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  bank: 'Bank transfer',
};

/**
 * Where a withdrawal stands. waiting: for the operator (see its wait reasons); queued: going to its rail;
 * sent: the provider has it; paid; failed: the money came back to the balance; rejected: by the operator.
 */
export const PAYOUT_STATES = ['waiting', 'queued', 'sent', 'paid', 'failed', 'rejected'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
/** What the payee reads for each state. */
export const PAYOUT_STATE_LABEL: Record<PayoutState, string> = {
  waiting: 'Waiting for review',
  queued: 'Sending',
  sent: 'On its way',
  paid: 'Paid',
  failed: 'Failed: money returned',
  rejected: 'Rejected',
};
/** The states whose money is still in flight (the ledger's withdrawal account holds it). */
export const IN_FLIGHT_STATES: readonly PayoutState[] = ['waiting', 'queued', 'sent'];

/** Why a withdrawal waits for the operator instead of going out by itself (docs/payouts.md "Automatic payouts"). */
export const PAYOUT_WAIT_REASONS = {
  bank: 'Bank transfer: paid in the operator’s bank file.',
  account: 'The payout account is not ready.',
  first: 'First payout: the operator reviews it.',
  trust: 'A trust flag names this payee.',
  limit: 'Above the daily automatic limit.',
  held: 'Held after a refund or chargeback.',
  refused: 'The provider refused it.',
  tax: 'No tax details: the payee has given no ABN and no statement by a supplier.',
} as const;
export type PayoutWaitReason = keyof typeof PAYOUT_WAIT_REASONS;

export const PAYOUT_MSG = {
  railInvalid: 'Choose Stripe, PayPal or bank transfer.',
  paypalEmailRequired: 'Enter the e-mail address of your PayPal account.',
  paypalEmailInvalid: 'Email address is not valid.',
  codeInvalid: 'The code is not valid.',
  codeExpired: 'The code has expired. Send a new one.',
  codeTooManyTries: 'Too many wrong codes. Send a new one.',
  noCodePending: 'Send a code to your PayPal e-mail first.',
  instantInvalid: 'Instant must be true or false.',
  instantNeedsStripe: 'Instant payouts need a ready Stripe payout account.',
  instantTooSmall: 'This amount is too small for an instant payout.',
  stripeUnavailable: 'Stripe payouts are not available at the moment.',
  paypalUnavailable: 'PayPal payouts are not available at the moment.',
  bankFileUnavailable: 'The bank file settings are missing (ABA_*).',
  bankFileEmpty: 'Choose at least one bank-transfer withdrawal.',
  bankFileTooMany: 'A bank file takes at most 50 withdrawals.',
  bankFileInvalid: 'The list of withdrawals is not valid.',
  codeSent: 'We sent a code to your PayPal e-mail.',
  paypalConfirmed: 'Your PayPal e-mail is confirmed.',
  bankChosen: 'Your withdrawals go to your bank account.',
} as const;

/** POST /api/payouts/account: choose where withdrawals go. PayPal sends a code to the e-mail to confirm it. */
export const payoutAccountRequest = z
  .object({
    rail: boundedText({ max: TEXT_LIMITS.choice, tooLong: PAYOUT_MSG.railInvalid }),
    email: boundedText({ max: TEXT_LIMITS.email, label: 'Email' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (!(PAYOUT_RAILS as readonly string[]).includes(v.rail))
      ctx.addIssue({ code: 'custom', path: ['rail'], message: PAYOUT_MSG.railInvalid });
    else if (v.rail === 'paypal' && !v.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: PAYOUT_MSG.paypalEmailRequired });
    else if (v.rail === 'paypal' && !isValidEmail(v.email ?? ''))
      ctx.addIssue({ code: 'custom', path: ['email'], message: PAYOUT_MSG.paypalEmailInvalid });
  })
  .transform((v) => ({
    rail: v.rail as PayoutRail,
    email: v.rail === 'paypal' ? (v.email ?? '').toLowerCase() : null,
  }));
export type PayoutAccountRequest = z.input<typeof payoutAccountRequest>;

/** POST /api/payouts/account/confirm: the 6-digit code e-mailed to the PayPal address. */
export const paypalConfirmRequest = z
  .object({ code: boundedText({ max: 6, tooLong: PAYOUT_MSG.codeInvalid }) })
  .superRefine((v, ctx) => {
    if (!/^\d{6}$/.test(v.code))
      ctx.addIssue({ code: 'custom', path: ['code'], message: PAYOUT_MSG.codeInvalid });
  });

/** data.user.payoutAccount of GET /api/users/me (customers and venues; null for other roles). */
export const payoutAccountSchema = z
  .object({
    rail: z.enum(PAYOUT_RAILS),
    ready: z
      .boolean()
      .describe('The chosen rail can pay: Stripe onboarded, PayPal confirmed, or bank details saved'),
    missing: z.array(z.string()).describe('What the chosen rail still needs, in words the payee reads'),
    stripeConnected: z.boolean().describe('A Stripe account exists (onboarding may still be unfinished)'),
    paypalEmail: z.string().nullable(),
    paypalConfirmed: z.boolean(),
    instantFeePercent: z.number().describe('The fee for an instant payout (Stripe only), a percentage'),
  })
  .meta({ id: 'PayoutAccount' });
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/**
 * The instant payout fee: the percentage of the amount, rounded half up to the cent, at least 1 cent when the
 * percentage is above 0. The payee receives the amount less the fee.
 */
export function instantFeeCents(amountCents: number, percent: number): number {
  if (percent <= 0) return 0;
  return Math.max(1, Math.round((amountCents * percent) / 100));
}

/** One rail's time from request to paid over the last 30 days (the console and /metrics). */
export const payoutTimeSchema = z.object({
  rail: z.enum(PAYOUT_RAILS),
  paid: z.number().describe('Withdrawals paid in the window'),
  p50Seconds: z.number().nullable(),
  p95Seconds: z.number().nullable(),
  inFlight: z.number().describe('Withdrawals of this rail waiting, queued or sent now'),
  inFlightAmount: z.number().describe('What they hold, dollars'),
});
export type PayoutTime = z.infer<typeof payoutTimeSchema>;

/** The most withdrawals one ABA file takes (a page of the operator's list). */
export const BANK_FILE_MAX = 50;

/** POST /api/admin/withdraws/bank-file { ids }: pending bank-transfer withdrawals written into one ABA file. */
export const bankFileRequest = z
  .object({ ids: z.array(z.unknown(), { error: PAYOUT_MSG.bankFileEmpty }) })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['ids'], message });
    if (v.ids.length === 0) fail(PAYOUT_MSG.bankFileEmpty);
    else if (v.ids.length > BANK_FILE_MAX) fail(PAYOUT_MSG.bankFileTooMany);
    else if (!v.ids.every((id) => isUuid(id))) fail(PAYOUT_MSG.bankFileInvalid);
  })
  .transform((v) => ({ ids: [...new Set((v.ids as string[]).map((id) => id.toLowerCase()))] }));
export type BankFileRequest = z.input<typeof bankFileRequest>;
