/**
 * Statements and manual adjustments: which balance a statement is of, its lines, and the operator's
 * adjustment request. Amounts leave the server as dollars; a line's amount is signed (money in positive).
 */
import { z } from 'zod';
import { ROLES } from './constants';
import { moneyAmount } from './money-rules';
import { cursorParam, dollars, isoDate, isUuid, keysetLimit, objectId } from './http/wire';
import { textProblem, COMMON_MSG } from './validation';

export const STATEMENT_MSG = {
  accountInvalid: 'This statement is not available for your account.',
  noStatement: 'Only customers, businesses and venues have a statement.',
  userNotFound: COMMON_MSG.userNotFound,
  timeZoneInvalid: 'The time zone is not valid.',
  pageInvalid: COMMON_MSG.pageInvalid,
  adjustDirection: 'Please choose credit or debit.',
  adjustAmountAboveZero: COMMON_MSG.amountAboveZero,
  adjustReasonRequired: 'Please give the reason for the adjustment.',
  adjustReasonLong: COMMON_MSG.reasonLong300,
  adjustNoBalance: 'Only customers, businesses and venues hold a balance that can be adjusted.',
  adjustBelowZero: 'This debit would take the balance below zero.',
  adjusted: 'Balance adjusted.',
} as const;

/**
 * The balance a statement is of, as the caller names it (always the signed-in user's own, or the user the
 * operator opened):
 * - customer: `wallet` (default) or `pocket:<venueId>` (the money spendable only at that venue);
 * - business: `credit` (default);
 * - venue: `credit` (default: credit and earnings together, the "Available credit") or `earnings` (the
 *   "Withdrawable" part).
 */
export type StatementAccount = 'wallet' | 'credit' | 'earnings' | `pocket:${string}`;

/** The statement a role opens when it names none. */
export const defaultStatementAccount = (role: number): StatementAccount =>
  role === ROLES.customer ? 'wallet' : 'credit';

/** `wallet`, `credit`, `earnings` or `pocket:<uuid>` (lower case), or null for anything else. */
export function parseStatementAccount(value: string): StatementAccount | null {
  if (value === 'wallet' || value === 'credit' || value === 'earnings') return value;
  const m = /^pocket:(.+)$/.exec(value);
  return m && isUuid(m[1]) ? `pocket:${m[1].toLowerCase()}` : null;
}

/** Lines a page holds by default, and at most (the printable statement asks for big pages). */
export const STATEMENT_PAGE = { default: 50, max: 500 } as const;

const queryText = (v: unknown) => (typeof v === 'string' ? v.trim() : v === undefined ? '' : null);

/** `?account=`: empty means the role's default; anything that is not an account name is a 400. */
const accountParam = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const s = queryText(v);
    if (s === '') return undefined;
    const account = s === null || s.length > 60 ? null : parseStatementAccount(s);
    if (!account) {
      ctx.addIssue({ code: 'custom', message: STATEMENT_MSG.accountInvalid });
      return z.NEVER;
    }
    return account;
  });

/** GET /api/statement?account=&cursor=&limit=: a page of lines, newest first. */
export const statementQuery = z
  .object({ account: accountParam, cursor: cursorParam, limit: z.unknown().optional() })
  .transform((v, ctx) => {
    const raw = queryText(v.limit);
    const limit =
      raw === null ? null : keysetLimit(raw || undefined, STATEMENT_PAGE.default, STATEMENT_PAGE.max);
    if (limit === null) {
      ctx.addIssue({ code: 'custom', path: ['limit'], message: STATEMENT_MSG.pageInvalid });
      return z.NEVER;
    }
    return { account: v.account, cursor: v.cursor, limit };
  });
export type StatementQuery = z.output<typeof statementQuery>;

/** Whether `tz` names a time zone this runtime knows (IANA, e.g. Australia/Melbourne). */
export function isTimeZone(tz: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The CSV's dates are in the viewer's time zone (the app sends it); without one, Melbourne's. */
export const STATEMENT_DEFAULT_TIME_ZONE = 'Australia/Melbourne';

/** GET /api/statement.csv?account=&tz=: every line, newest first, dates en-AU in `tz`. */
export const statementCsvQuery = z
  .object({ account: accountParam, tz: z.unknown().optional() })
  .transform((v, ctx) => {
    const tz = queryText(v.tz);
    if (tz === null || (tz !== '' && !isTimeZone(tz))) {
      ctx.addIssue({ code: 'custom', path: ['tz'], message: STATEMENT_MSG.timeZoneInvalid });
      return z.NEVER;
    }
    return { account: v.account, tz: tz || STATEMENT_DEFAULT_TIME_ZONE };
  });
export type StatementCsvQuery = z.output<typeof statementCsvQuery>;

/** One line: an entry that changed the balance, with the balance right after it. */
export const statementLine = z
  .object({
    _id: objectId,
    id: objectId.describe('The journal entry'),
    date: isoDate,
    kind: z.string().describe('The entry kind (topup, campaign_reserve, adjustment, ...)'),
    description: z.string(),
    amount: dollars.describe('Signed: money in is positive, money out negative'),
    balance: dollars.describe('The balance right after this line'),
  })
  .meta({ id: 'StatementLine' });
export type StatementLine = z.infer<typeof statementLine>;

/** A balance a statement can be of, with its name for people and what it holds now. */
export const statementAccountItem = z
  .object({
    account: z.string().describe('wallet, credit, earnings or pocket:<venueId>'),
    label: z.string(),
    balance: dollars,
  })
  .meta({ id: 'StatementAccount' });
export type StatementAccountItem = z.infer<typeof statementAccountItem>;

export const statementData = z.object({
  account: statementAccountItem.describe('The balance this statement is of'),
  accounts: z
    .array(statementAccountItem)
    .describe("Every statement this user has (a customer's pockets too)"),
  lines: z.array(statementLine),
  nextCursor: z.string().nullable().describe('Pass as ?cursor= for the next page; null on the last page.'),
});
export type StatementData = z.infer<typeof statementData>;

/** The operator's view adds whose statement it is. */
export const adminStatementData = statementData.extend({
  user: z.object({ _id: objectId, id: objectId, name: z.string(), email: z.string(), role: z.number() }),
});
export type AdminStatementData = z.infer<typeof adminStatementData>;

/* ------------------------------------------------------------------ adjustments */

export const ADJUSTMENT_REASON_MAX = 300;

/**
 * POST /api/admin/users/{id}/adjustments: credit or debit the user's adjustable balance (a customer's wallet, a
 * business's credit, a venue's credit) by an amount above $0 with a reason of 1-300 characters.
 */
export const adjustmentRequest = z
  .preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}),
    z.object({
      direction: z.unknown().optional().describe('credit or debit'),
      amount: z.unknown().optional().describe('Dollars above 0, at most 2 decimals'),
      reason: z.unknown().optional().describe('1-300 characters; the user reads it on their statement'),
    }),
  )
  .transform((v, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (v.direction !== 'credit' && v.direction !== 'debit')
      return fail('direction', STATEMENT_MSG.adjustDirection);
    const amount = moneyAmount().safeParse(v.amount);
    if (!amount.success)
      return fail('amount', amount.error.issues[0]?.message ?? STATEMENT_MSG.adjustAmountAboveZero);
    if (amount.data < 1) return fail('amount', STATEMENT_MSG.adjustAmountAboveZero);
    const reason = typeof v.reason === 'string' ? v.reason.trim() : '';
    if (!reason) return fail('reason', STATEMENT_MSG.adjustReasonRequired);
    const problem = textProblem(reason, {
      max: ADJUSTMENT_REASON_MAX,
      tooLong: STATEMENT_MSG.adjustReasonLong,
    });
    if (problem) return fail('reason', problem);
    return { direction: v.direction, amountCents: amount.data, reason };
  });
export type AdjustmentRequest = z.input<typeof adjustmentRequest>;
export type AdjustmentInput = z.output<typeof adjustmentRequest>;

export const adjustmentData = z.object({
  message: z.string(),
  account: statementAccountItem.describe('The adjusted balance, after the adjustment'),
  entryId: objectId,
});
