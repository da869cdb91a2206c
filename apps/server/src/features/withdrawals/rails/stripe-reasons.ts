/**
 * Stripe's codes in words: why a payout failed at the bank (what the payee reads), and why Stripe refused a call
 * outright (what the operator reads beside the waiting withdrawal).
 */

/**
 * Stripe's documented payout failure codes (https://docs.stripe.com/api/payouts/failures, and Stripe support's
 * "Payout failure codes" article), as the payee should read them.
 */
const PAYOUT_FAILURES: Record<string, string> = {
  account_closed: 'The bank account is closed.',
  account_frozen: 'The bank account is frozen.',
  bank_account_restricted: 'The bank account does not accept this kind of payment.',
  bank_ownership_changed: 'The bank branch changed owner, so the bank account details need updating.',
  could_not_process: 'The bank could not process the payment.',
  debit_not_authorized: 'The bank account is not set up to accept these payments.',
  declined: 'The bank declined the payment.',
  insufficient_funds: 'The Stripe account did not have the money for this payout.',
  invalid_account_number: 'The bank account number is not valid.',
  incorrect_account_holder_name: 'The name on the bank account does not match.',
  incorrect_account_holder_address: 'The address on the bank account does not match.',
  incorrect_account_holder_tax_id: 'The tax number on the bank account does not match.',
  invalid_currency: 'The bank account cannot receive this currency.',
  no_account: 'No bank account was found with these details.',
  unsupported_card: 'The card no longer accepts payouts.',
};

export const UNKNOWN_PAYOUT_FAILURE = 'The bank refused the payment.';
export const PAYOUT_CANCELED = 'The payout was cancelled before it reached the bank.';

/** A failed (or cancelled) payout's reason in plain words; Stripe's own message is for the log, not the payee. */
export function payoutFailureReason(failureCode: string | null, canceled: boolean): string {
  if (failureCode && Object.hasOwn(PAYOUT_FAILURES, failureCode)) return PAYOUT_FAILURES[failureCode];
  return canceled && !failureCode ? PAYOUT_CANCELED : UNKNOWN_PAYOUT_FAILURE;
}

/** Stripe error codes (https://docs.stripe.com/error-codes) a transfer or payout call is refused with. */
const REFUSALS: Record<string, string> = {
  resource_missing: 'The Stripe account does not exist any more.',
  account_invalid: 'The Stripe account does not exist, or the platform has no access to it.',
  insufficient_capabilities_for_transfer:
    'The Stripe account cannot receive transfers yet (onboarding is not finished).',
  transfers_not_allowed: 'The Stripe account cannot receive transfers.',
  payouts_not_allowed: 'Payouts are turned off on the Stripe account.',
  balance_insufficient: 'There is not enough money in the Stripe balance for this payout.',
  instant_payouts_unsupported: 'Instant payouts are not available for this bank account or card.',
  instant_payouts_config_disabled: 'Instant payouts are turned off for this Stripe account.',
  instant_payouts_currency_disabled: 'Instant payouts are not available in this currency.',
  instant_payouts_limit_exceeded: 'The Stripe account has reached its instant payout limit.',
  amount_too_small: 'The amount is below what Stripe can pay out.',
  amount_too_large: 'The amount is above what Stripe can pay out.',
};

/** Why Stripe refused a call, for the operator: our words for a known code, else Stripe's own message. */
export function refusalReason(code: string | undefined, stripeMessage: string): string {
  if (code && Object.hasOwn(REFUSALS, code)) return REFUSALS[code];
  return `Stripe refused the payout: ${stripeMessage}`;
}
