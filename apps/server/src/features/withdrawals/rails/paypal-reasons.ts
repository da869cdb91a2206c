/**
 * PayPal Payouts' error names in plain words. The names are PayPal's (Payouts API errors and the "transaction
 * activity log error and reason codes" table on developer.paypal.com/payouts); the words are ours.
 */

/** Why PayPal refused a whole payout request (POST /v1/payments/payouts): read by the operator. */
const REFUSALS: Record<string, string> = {
  INSUFFICIENT_FUNDS: "The platform's PayPal balance is too low.",
  SENDER_ACCOUNT_UNVERIFIED: "The platform's PayPal account is not verified, so it cannot send payouts.",
  SENDER_EMAIL_UNCONFIRMED:
    "The platform's PayPal account e-mail is not confirmed, so it cannot send payouts.",
  SENDER_ACCOUNT_LOCKED: "The platform's PayPal account is locked or inactive.",
  SENDER_RESTRICTED: "The platform's PayPal account is restricted from sending payouts.",
  SPENDING_LIMIT_EXCEEDED: "The platform's PayPal account has reached its sending limit.",
  USER_COUNTRY_NOT_ALLOWED: "PayPal does not allow payouts from the platform's country.",
  USER_FUNDING_SOURCE_INELIGIBLE:
    "The platform's PayPal funding source cannot pay payouts; use the PayPal balance.",
  AUTHORIZATION_ERROR: "The platform's PayPal account is not allowed to send payouts.",
  NOT_AUTHORIZED: "The platform's PayPal account is not allowed to send payouts.",
  REQUIRED_SCOPE_MISSING: "The platform's PayPal app does not have the Payouts permission.",
  AUTHENTICATION_FAILURE: "PayPal refused the platform's credentials.",
  SELF_PAY_NOT_ALLOWED: "That e-mail belongs to the platform's own PayPal account.",
  RECEIVER_COUNTRY_NOT_ALLOWED: "PayPal cannot send payouts to that PayPal account's country.",
  VALIDATION_ERROR: 'PayPal did not accept the payout details (check the PayPal e-mail address).',
  INVALID_REQUEST: 'PayPal did not accept the payout details (check the PayPal e-mail address).',
};

/** Why one payout item did not reach the payee (the item's `errors.name`): read by the payee. */
const ITEM_ERRORS: Record<string, string> = {
  RECEIVER_UNREGISTERED:
    'There is no PayPal account at that e-mail address. Check it, or sign up with PayPal.',
  RECEIVER_UNCONFIRMED: 'The PayPal account at that e-mail address is not confirmed yet.',
  RECEIVER_ACCOUNT_LOCKED: 'The PayPal account at that e-mail address is locked or inactive.',
  RECEIVER_ACCOUNT_INVALID: 'The PayPal account at that e-mail address cannot receive payments.',
  RECEIVER_COUNTRY_NOT_ALLOWED: "PayPal cannot send payouts to that PayPal account's country.",
  RECEIVER_YOUTH_ACCOUNT: 'That PayPal account is a youth account, which cannot receive payouts.',
  RECEIVING_LIMIT_EXCEEDED: 'The payment is more than that PayPal account can receive right now.',
  RISK_DECLINE: 'PayPal declined the payment for security reasons.',
  SELF_PAY_NOT_ALLOWED: "That e-mail belongs to the platform's own PayPal account.",
  INSUFFICIENT_FUNDS: "The platform's PayPal balance was too low to send the payment.",
  SENDER_ACCOUNT_LOCKED: "The platform's PayPal account could not send the payment.",
};

/** What the item's status says when PayPal gave no error name. */
const BY_STATUS: Record<string, string> = {
  FAILED: 'PayPal could not deliver the payment.',
  RETURNED: 'PayPal returned the payment: it was not claimed or was refused.',
  BLOCKED: 'PayPal blocked the payment.',
  DENIED: 'PayPal denied the payment.',
  CANCELED: 'The payment was cancelled before anyone claimed it.',
  REFUNDED: 'The PayPal account holder sent the payment back.',
  UNCLAIMED: 'Nobody claimed the payment at that e-mail address.',
};

/** An operator-readable reason for a refused payout request. */
export function refusalReason(name: string | undefined, message: string | undefined): string {
  const known = name ? REFUSALS[name] : undefined;
  if (known) return known;
  const what = message?.trim() || name || 'no reason given';
  return `PayPal refused the payout: ${what.slice(0, 200)}`;
}

/** A payee-readable reason for a payout item that failed, by its error name, else by its webhook status. */
export function itemFailureReason(errorName: string | undefined, status: string): string {
  return (
    (errorName && ITEM_ERRORS[errorName]) || BY_STATUS[status] || 'PayPal could not deliver the payment.'
  );
}
