/**
 * The closed list of error codes the API answers with (`{ errors, code }`). The server's AppError takes only
 * these, and the web compares against ERROR_CODE, never a string literal: a code renamed or dropped here fails
 * the type check on both sides. `errors` carries the user's text; `code` is for programs.
 */
export const ERROR_CODES = [
  // Requests in general
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
  // Retries
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_BUSY',
  // Accounts
  'EMAIL_TAKEN',
  'WRONG_CREDENTIALS',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_DEAD',
  'CODE_RESEND_WAIT',
  'REFERRAL_INVALID',
  'RESET_INVALID',
  'PROFILE_EDIT_LIMIT',
  // The console's second factor
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_INVALID',
  'SECOND_FACTOR_ENROLLED',
  // Images
  'EMPTY',
  'IMAGE_TYPE',
  'IMAGE_ANIMATED',
  'IMAGE_PIXELS',
  'IMAGE_UNREADABLE',
  // Money
  'INSUFFICIENT_BALANCE',
  'BANK_REQUIRED',
  'TAX_DETAILS_REQUIRED',
  'PAYMENT_FAILED',
  'PAYMENT_PENDING',
  'PAYMENTS_UNAVAILABLE',
  'PROVIDER_ERROR',
  'BAD_SIGNATURE',
  'WEBHOOK_DISABLED',
  'VOUCHER_INVALID',
  'VOUCHER_USED',
  // Campaigns
  'ALREADY_JOINED',
  'ALREADY_SUBMITTED',
  'ALREADY_DECIDED',
  'APPROVALS_CLOSED',
  'CAMPAIGN_ENDED',
  'CAMPAIGN_FULL',
  'CAMPAIGN_NOT_LIVE',
  'NOT_SUBMITTED',
  'NO_ENERGY',
  'PLATFORM_MISSING',
  'VISIT_REQUIRED',
  // Appeals
  'NOT_REJECTED',
  'ALREADY_APPEALED',
  'APPEAL_WINDOW_CLOSED',
  'APPEALS_PENDING',
  // Trust
  'NOT_VERIFIED',
  'CAMPAIGN_PAUSED',
  'ACTIVITY_EXPIRED',
  // Menus
  'MENU_LIMIT',
  // Quiz
  'QUIZ_FINISHED',
  'QUIZ_EXPIRED',
  'QUIZ_MISMATCH',
  'ALREADY_ANSWERED',
  'NOT_IN_QUIZ',
  'NOT_IN_QUESTION',
  // Push notifications
  'PUSH_OFF',
  'PUSH_ENDPOINT_REFUSED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** ERROR_CODE.NOT_FOUND === 'NOT_FOUND': name a code without writing its string. */
export const ERROR_CODE = Object.fromEntries(ERROR_CODES.map((c) => [c, c])) as {
  readonly [C in ErrorCode]: C;
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
