/**
 * The operator console's own accounts: the second factor at sign-in (TOTP, RFC 6238, with recovery codes) and the
 * operator roles (docs/security.md "Operator console").
 */
import { z } from 'zod';
import { OPERATOR_ROLES } from './constants';
import { dollars, isoDate, objectId } from './http/wire';
import { text } from './validation';

export const TWO_FACTOR = {
  /** Seconds a "second factor needed" answer of the sign-in stays usable. */
  challengeSeconds: 300,
  recoveryCodes: 10,
  /** Enough for an 11-character recovery code typed with spaces; TOTP codes are 6 digits. */
  codeMax: 20,
  challengeMax: 1000,
  revealReasonMin: 10,
  revealReasonMax: 500,
} as const;

export const TWO_FACTOR_MSG = {
  codeInvalid: 'That code is not right. Check your authenticator app and try again.',
  challengeInvalid: 'Your sign-in has expired. Please sign in again.',
  enrolled: 'Two-factor sign-in is already set up for this account.',
  notStarted: 'Start the set-up again: scan the new QR code first.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  reasonShort: `Write why you need to see it (at least ${TWO_FACTOR.revealReasonMin} characters).`,
  roleInvalid: 'Choose owner, support or finance.',
  notOperator: 'Operator not found.',
  ownRole: 'Another owner has to change your own role.',
} as const;

/** A challenge: the token the sign-in answered instead of a session. Absent on a signed-in operator's own call. */
const challenge = text({ max: TWO_FACTOR.challengeMax, tooLong: TWO_FACTOR_MSG.challengeInvalid })
  .optional()
  .transform((v) => v || undefined);
/** A TOTP code (6 digits) or, at sign-in, a recovery code; spaces are ignored. */
const code = text({ max: TWO_FACTOR.codeMax, tooLong: TWO_FACTOR_MSG.codeInvalid })
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .refine((v) => v.length > 0, { error: TWO_FACTOR_MSG.codeRequired });

/** GET /api/two-factor: the signed-in operator's own second factor. */
export const twoFactorStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const enrolRequest = z.object({ challenge });
export const enrolResponse = z.object({
  /** The TOTP secret in base32, for typing into an app; shown during enrolment only. */
  secret: z.string(),
  /** The otpauth:// URI the QR code carries. */
  otpauthUrl: z.string(),
});
export type EnrolResponse = z.infer<typeof enrolResponse>;

export const confirmEnrolRequest = z.object({ challenge, code });
export const verifySecondFactorRequest = z.object({ challenge, code });

/** The session the second factor opens: the sign-in's answer, now with a token. */
export const operatorSession = z.object({ accessToken: z.string(), role: z.number(), id: z.string() });
export const confirmEnrolResponse = operatorSession.extend({
  /** Ten single-use recovery codes, shown this once (only their hashes are kept). */
  recoveryCodes: z.array(z.string()),
});
export type ConfirmEnrolResponse = z.infer<typeof confirmEnrolResponse>;

/** What the sign-in answers an operator who still owes a second factor: enrol first, or give a code. */
export const secondFactorNeeded = z.object({
  secondFactor: z.enum(['enrol', 'code']),
  challenge: z.string(),
  role: z.number(),
  id: z.string(),
});
export type SecondFactorNeeded = z.infer<typeof secondFactorNeeded>;

export const operatorRole = z.enum(OPERATOR_ROLES, { error: TWO_FACTOR_MSG.roleInvalid });

export const operatorItem = z.object({
  _id: objectId,
  id: objectId,
  name: z.string(),
  email: z.string(),
  operatorRole: operatorRole.nullable(),
  isActive: z.boolean(),
  twoFactor: z.boolean(),
  createdAt: isoDate,
});
export type OperatorItem = z.infer<typeof operatorItem>;
export const operatorsResponse = z.object({ operators: z.array(operatorItem) });
export const setOperatorRoleRequest = z.object({ operatorRole });

/** POST /api/admin/outbox/:id/reveal: the owner's written reason, kept in the audit log. */
export const revealMailRequest = z.object({
  reason: text({ max: TWO_FACTOR.revealReasonMax, multiline: true }).refine(
    (v) => v.length >= TWO_FACTOR.revealReasonMin,
    { error: TWO_FACTOR_MSG.reasonShort },
  ),
});

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
