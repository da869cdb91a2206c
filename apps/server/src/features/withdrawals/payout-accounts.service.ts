/**
 * Payout accounts (docs/payouts.md "Payout accounts"): a payee chooses where withdrawals go. Stripe: an Express
 * account onboarded on Stripe's hosted pages, ready once Stripe says payouts are enabled. PayPal: an e-mail,
 * confirmed by a code sent to it. Bank: the saved bank details (no row at all means bank).
 */
import {
  ERROR_CODE,
  LIMITS,
  MONEY_MSG,
  PAYOUT_MSG,
  ROLES,
  type PayoutAccount,
  type PayoutRail,
} from '@spruik/shared';
import type { Config } from '../../config/env';
import { findBank } from '../../db/tables/bank-accounts';
import type { Deps } from '../../deps';
import { AppError, badRequest } from '../../lib/app-error';
import { safeEqual, sixDigitCode, tokenHash } from '../../lib/crypto';
import type { Mail } from '../../lib/mail';
import { findUserColumns } from '../../db/tables/users';
import * as repo from './payout-accounts.repository';
import { SANDBOX_ACCOUNT_PREFIX } from './rails/sandbox';
import { onboardingFor, railMode } from './rails';
import type { ConnectAccountState } from './rails/types';

const CODE_MINUTES = 10;

/** Stripe's requirement names in the payee's words; anything else is "details Stripe asks for". */
const MISSING_WORDS: Array<[RegExp, string]> = [
  [/^external_account/, 'a bank account for payouts'],
  [/verification\.document|verification\.additional_document/, 'an identity document'],
  [/^individual\.(first_name|last_name|dob)/, 'your name and date of birth'],
  [/address/, 'your address'],
  [/phone/, 'your phone number'],
  [/^tos_acceptance/, "acceptance of Stripe's terms"],
  [/^business_profile/, 'what your business does'],
];

export function missingInWords(fields: string[]): string[] {
  const words = fields.map((f) => MISSING_WORDS.find(([re]) => re.test(f))?.[1] ?? 'details Stripe asks for');
  return [...new Set(words)];
}

/** data.user.payoutAccount: the chosen rail and whether it can pay now (`row` from findPayoutAccount). */
export function presentPayoutAccount(
  row: repo.PayoutAccountRow | null,
  hasBank: boolean,
  config: Pick<Config, 'payouts'>,
): PayoutAccount {
  const rail = (row?.rail ?? 'bank') as PayoutRail;
  return {
    rail,
    ...railReadiness(rail, row, hasBank),
    stripeConnected: Boolean(row?.stripeAccountId),
    paypalEmail: row?.paypalEmail ?? null,
    paypalConfirmed: Boolean(row?.paypalConfirmedAt),
    instantFeePercent: config.payouts.instantFeePercent,
  };
}

/** Whether the rail can pay now, and what it still needs in the payee's words. */
export function railReadiness(
  rail: PayoutRail,
  row: repo.PayoutAccountRow | null,
  hasBank: boolean,
): { ready: boolean; missing: string[] } {
  if (rail === 'stripe') {
    if (!row?.stripeAccountId) return { ready: false, missing: ['Stripe onboarding'] };
    return row.stripeReady
      ? { ready: true, missing: [] }
      : { ready: false, missing: missingInWords(row.stripeMissing) };
  }
  if (rail === 'paypal')
    return row?.paypalConfirmedAt
      ? { ready: true, missing: [] }
      : { ready: false, missing: ['the e-mailed code'] };
  return hasBank ? { ready: true, missing: [] } : { ready: false, missing: ['bank details'] };
}

/** Where Stripe sends the payee back: their wallet page (customers) or their credit page (venues). */
export const returnPath = (role: number) => (role === ROLES.venue ? '/venue_credit' : '/my_wallet');

/** POST /api/payouts/account. */
export async function choosePayoutAccount(
  deps: Deps,
  user: { id: string; role: number },
  choice: { rail: PayoutRail; email: string | null },
) {
  const now = deps.clock.now();
  if (choice.rail === 'bank') {
    if (!(await findBank(deps.db, user.id)))
      throw badRequest(MONEY_MSG.bankRequired, ERROR_CODE.BANK_REQUIRED);
    await repo.savePayoutAccount(deps.db, user.id, { rail: 'bank' }, now);
    return { message: PAYOUT_MSG.bankChosen, url: null };
  }
  if (choice.rail === 'paypal')
    return { message: await startPayPal(deps, user.id, choice.email ?? ''), url: null };
  return { message: 'Continue on Stripe to finish setting up.', url: await startStripe(deps, user) };
}

async function startStripe(deps: Deps, user: { id: string; role: number }) {
  const onboarding = onboardingFor(deps);
  if (!onboarding) throw new AppError(503, ERROR_CODE.PAYMENTS_UNAVAILABLE, PAYOUT_MSG.stripeUnavailable);
  const now = deps.clock.now();
  const row = await repo.findPayoutAccount(deps.db, user.id);
  let accountId = row?.stripeAccountId ?? null;
  try {
    if (!accountId) {
      const { email } = (await findUserColumns(deps.db, user.id, ['email'])) ?? { email: '' };
      accountId = await onboarding.createAccount({ userId: user.id, email, country: 'AU' });
      await repo.savePayoutAccount(deps.db, user.id, { stripeAccountId: accountId }, now);
    }
    const back = `${deps.config.publicUrl}${returnPath(user.role)}`;
    const url = await onboarding.accountLink({
      accountId,
      returnUrl: `${back}?payout_account=stripe`,
      refreshUrl: `${back}?payout_account=refresh`,
    });
    await repo.savePayoutAccount(deps.db, user.id, { rail: 'stripe' }, now);
    return url;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(502, ERROR_CODE.PROVIDER_ERROR, PAYOUT_MSG.stripeUnavailable);
  }
}

/**
 * A new address (or a new code for it) is unconfirmed until the code comes back. The same confirmed address
 * again only switches the rail back to PayPal.
 */
async function startPayPal(deps: Deps, userId: string, email: string): Promise<string> {
  if (railMode(deps, 'paypal') === 'off')
    throw new AppError(503, ERROR_CODE.PAYMENTS_UNAVAILABLE, PAYOUT_MSG.paypalUnavailable);
  const now = deps.clock.now();
  const row = await repo.findPayoutAccount(deps.db, userId);
  if (row?.paypalEmail === email && row.paypalConfirmedAt) {
    await repo.savePayoutAccount(deps.db, userId, { rail: 'paypal' }, now);
    return PAYOUT_MSG.paypalConfirmed;
  }
  const code = sixDigitCode();
  await repo.savePayoutAccount(
    deps.db,
    userId,
    {
      rail: 'paypal',
      paypalEmail: email,
      paypalConfirmedAt: null,
      paypalCodeHash: tokenHash(code, deps.config.tokenPepper),
      paypalCodeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
      paypalCodeTries: 0,
    },
    now,
  );
  await deps.mailer.send(paypalCodeMail(email, code));
  return PAYOUT_MSG.codeSent;
}

const paypalCodeMail = (to: string, code: string): Mail => ({
  to,
  subject: 'Confirm your PayPal e-mail for Spruik payouts',
  text:
    `Your code is ${code}. Enter it in Spruik within ${CODE_MINUTES} minutes to receive your withdrawals ` +
    'at this PayPal address. If you did not ask for it, ignore this e-mail.',
});

/** POST /api/payouts/account/confirm: the code e-mailed to the PayPal address; 5 wrong tries kill it. */
export async function confirmPayPal(deps: Deps, userId: string, code: string) {
  const row = await repo.findPayoutAccount(deps.db, userId);
  if (!row?.paypalCodeHash || !row.paypalCodeExpiresAt || !row.paypalEmail)
    throw badRequest(PAYOUT_MSG.noCodePending, ERROR_CODE.CODE_INVALID);
  if (row.paypalCodeTries >= LIMITS.codeMaxAttempts)
    throw badRequest(PAYOUT_MSG.codeTooManyTries, ERROR_CODE.CODE_DEAD);
  if (row.paypalCodeExpiresAt <= deps.clock.now())
    throw badRequest(PAYOUT_MSG.codeExpired, ERROR_CODE.CODE_EXPIRED);
  if (!safeEqual(row.paypalCodeHash, tokenHash(code, deps.config.tokenPepper))) {
    const tries = await repo.countPayPalTry(deps.db, userId);
    throw badRequest(
      tries >= LIMITS.codeMaxAttempts ? PAYOUT_MSG.codeTooManyTries : PAYOUT_MSG.codeInvalid,
      ERROR_CODE.CODE_INVALID,
    );
  }
  await repo.savePayoutAccount(
    deps.db,
    userId,
    { rail: 'paypal', paypalConfirmedAt: deps.clock.now(), paypalCodeHash: null, paypalCodeExpiresAt: null },
    deps.clock.now(),
  );
  return PAYOUT_MSG.paypalConfirmed;
}

/** account.updated (or the TEST MODE page): Stripe's word on the account's readiness. */
export async function applyAccountState(deps: Pick<Deps, 'db' | 'clock'>, state: ConnectAccountState) {
  return repo.saveStripeState(deps.db, state, deps.clock.now());
}

/**
 * The TEST MODE onboarding page's Finish button: the account becomes ready. Answers where to send the payee back,
 * or null for an account no payee holds.
 */
export async function finishSandboxOnboarding(deps: Deps, accountId: string): Promise<string | null> {
  if (!accountId.startsWith(SANDBOX_ACCOUNT_PREFIX)) return null;
  const row = await applyAccountState(deps, { accountId, ready: true, missing: [] });
  if (!row) return null;
  const user = await findUserColumns(deps.db, row.userId, ['role']);
  return user ? `${returnPath(user.role)}?payout_account=stripe` : null;
}
