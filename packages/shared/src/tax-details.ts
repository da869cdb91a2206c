/**
 * Payees' tax details (docs/finance.md "Payees' tax details"): before their first payout a creator or a venue
 * gives an ABN, which passes the ATO's check digits, or confirms Spruik's wording of the ATO's "Statement by a
 * supplier" (the activity is a hobby), and names the legal name and postal address the sharing economy report
 * needs. Each save is kept; the latest counts. No payout leaves without one of the two.
 */
import { z } from 'zod';
import { formatAbn } from './finance';
import { isValidAbn } from './trust-signals';
import { textProblem } from './validation';

export const TAX_DETAILS_KINDS = ['abn', 'statement'] as const;
export type TaxDetailsKind = (typeof TAX_DETAILS_KINDS)[number];

/** The version of the statement's wording below; stored with each statement a payee confirms. */
export const TAX_STATEMENT_VERSION = '2026-11';

/** What the payee reads as the choice (the ATO form's name). */
export const TAX_STATEMENT_TITLE = 'Statement by a supplier';

/**
 * Spruik's wording of the ATO's "Statement by a supplier" (reason for not quoting an ABN): the activity is a
 * private recreational pursuit or hobby. Changing it means a new TAX_STATEMENT_VERSION; what each payee
 * confirmed is kept with the version it had.
 */
export const TAX_STATEMENT_WORDING =
  'I do not quote an ABN to Spruik because what I do on Spruik is a private recreational pursuit or hobby ' +
  'for me, not a business: I am not carrying on an enterprise. I understand that, because of this statement, ' +
  'Spruik pays me without withholding 47% of each payout for the ATO. If this stops being true, I will give ' +
  'Spruik my ABN. The information I have given is true and correct.';

/** The longest legal name and postal address the form takes. */
export const TAX_LIMITS = { legalName: 100, address: 200, abnText: 20 } as const;

export const TAX_MSG = {
  kindInvalid: 'Choose whether you have an ABN or make the statement by a supplier.',
  abnRequired: 'Enter your ABN.',
  abnDigits: 'ABN must contain 11 digits.',
  abnCheck: 'Enter a valid ABN: its check digits do not add up.',
  statementUnconfirmed: 'Tick the box to make the statement.',
  legalNameRequired: 'Enter your legal name.',
  legalNameLong: `Legal name must contain at most ${TAX_LIMITS.legalName} characters.`,
  addressRequired: 'Enter your postal address.',
  addressLong: `Postal address must contain at most ${TAX_LIMITS.address} characters.`,
  /** A withdrawal without tax details (400 TAX_DETAILS_REQUIRED). */
  required: 'Give your tax details before your first withdrawal.',
  /** The operator's pay of a withdrawal whose payee has none (409). */
  payNeedsTaxDetails:
    'This payee has not given tax details (an ABN or the statement by a supplier), so it cannot be paid yet. ' +
    'It waits until they do; you can still reject it.',
  saved: 'Your tax details are saved.',
} as const;

/** Digits only: an ABN is typed as the ATO writes it (51 824 753 556) or as 11 digits. */
export const abnDigits = (s: string) => s.replace(/\s/g, '');

const trimmed = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''),
    z.string().trim(),
  );

/**
 * POST /api/payouts/tax-details: kind 'abn' with an ABN that passes the ATO's check digits (spaces allowed), or
 * kind 'statement' with confirmed true; both with the legal name and postal address. The output is the ABN as
 * 11 digits (null for a statement).
 */
export const taxDetailsRequest = z
  .object({
    kind: trimmed(),
    abn: trimmed().optional(),
    confirmed: z
      .preprocess((v) => v === true, z.boolean())
      .optional()
      .describe('kind statement: true, the payee makes the statement by a supplier'),
    legalName: trimmed(),
    address: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : ''), z.string().trim()),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!(TAX_DETAILS_KINDS as readonly string[]).includes(v.kind)) fail('kind', TAX_MSG.kindInvalid);
    else if (v.kind === 'abn') {
      const abn = abnDigits(v.abn ?? '');
      if (!abn) fail('abn', TAX_MSG.abnRequired);
      else if (!/^\d{11}$/.test(abn)) fail('abn', TAX_MSG.abnDigits);
      else if (!isValidAbn(abn)) fail('abn', TAX_MSG.abnCheck);
    } else if (v.confirmed !== true) fail('confirmed', TAX_MSG.statementUnconfirmed);
    const nameProblem = textProblem(v.legalName, {
      max: TAX_LIMITS.legalName,
      tooLong: TAX_MSG.legalNameLong,
    });
    if (!v.legalName) fail('legalName', TAX_MSG.legalNameRequired);
    else if (nameProblem) fail('legalName', nameProblem);
    const addressProblem = textProblem(v.address, {
      max: TAX_LIMITS.address,
      tooLong: TAX_MSG.addressLong,
      multiline: true,
    });
    if (!v.address) fail('address', TAX_MSG.addressRequired);
    else if (addressProblem) fail('address', addressProblem);
  })
  .transform((v) => ({
    kind: v.kind as TaxDetailsKind,
    abn: v.kind === 'abn' ? abnDigits(v.abn ?? '') : null,
    legalName: v.legalName,
    address: v.address,
  }));
export type TaxDetailsRequest = z.input<typeof taxDetailsRequest>;
export type TaxDetailsInput = z.output<typeof taxDetailsRequest>;

/** A payee's tax details as given (their latest): what the payee and the operator see. */
export const taxDetailsSchema = z
  .object({
    kind: z.enum(TAX_DETAILS_KINDS).describe("'abn' or 'statement' (the statement by a supplier)"),
    abn: z.string().nullable().describe('The ABN, 11 digits (kind abn)'),
    legalName: z.string(),
    address: z.string().describe('The postal address'),
    statementVersion: z.string().nullable().describe('The wording version confirmed (kind statement)'),
    statement: z.string().nullable().describe('The wording confirmed (kind statement)'),
    madeAt: z.string().describe('When they were given'),
  })
  .meta({ id: 'TaxDetails' });
export type TaxDetails = z.infer<typeof taxDetailsSchema>;

/** GET /api/payouts/tax-details. */
export const taxDetailsAnswer = z.object({
  taxDetails: taxDetailsSchema.nullable().describe('The latest details given, or null: none yet'),
  signUpAbn: z
    .object({
      abn: z.string(),
      valid: z.boolean().describe("It passes the ATO's check digits (sign-up checks 11 digits only)"),
    })
    .nullable()
    .describe('A venue: the ABN it gave at sign-up, offered for the form (used only if valid)'),
});
export type TaxDetailsAnswer = z.infer<typeof taxDetailsAnswer>;

/** "ABN 51 824 753 556" or "Statement by a supplier, version 2026-11, given 3 Nov 2026" (`date` formats madeAt). */
export function taxDetailsLine(t: TaxDetails, date: (iso: string) => string): string {
  if (t.kind === 'abn') return `ABN ${formatAbn(t.abn ?? '')}`;
  return `${TAX_STATEMENT_TITLE}, version ${t.statementVersion ?? '?'}, given ${date(t.madeAt)}`;
}
