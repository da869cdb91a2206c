import { z } from 'zod';

/** Texts several concepts answer alike: each is written once, and a concept's own *_MSG names it. */
export const COMMON_MSG = {
  activityNotFound: 'Activity not found.',
  amountAboveZero: 'Please enter an amount above $0.00.',
  amountFormat: 'Please enter an amount using digits and a dot only, with at most 2 decimals.',
  amountTooLarge: 'The amount is too large.',
  campaignNotFound: 'Campaign not found.',
  decisionRequired: 'Please choose approve or reject.',
  fillForm: 'Please fill out the form correctly.',
  filterInvalid: 'The filter is not valid.',
  linkInvalid: 'Please enter a valid link.',
  pageInvalid: 'The page is not valid.',
  paymentNotFound: 'Payment not found.',
  reasonLong300: 'The reason must be at most 300 characters.',
  reasonLong500: 'Reason must contain less than 500 characters.',
  reasonRequired: 'Please give a reason.',
  searchLong: 'Search must contain less than 100 characters.',
  statusFilterInvalid: 'The status filter is not valid.',
  userNotFound: 'User not found.',
  venueNotFound: 'Venue not found.',
} as const;

/** The first user-facing message of a failed parse (the API and the forms both show only one). */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Please fill out the form correctly.';
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

export function check<T>(schema: z.ZodType<T>, input: unknown): ParseResult<T> {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  return { ok: false, message: firstMessage(r.error), field: issue?.path.join('.') || undefined };
}

export const TEXT_MSG = {
  specialCharacters: 'Please remove special characters.',
} as const;

/** "Name must contain at most 100 characters." (fields whose text docs/spec.md quotes pass their own). */
export const tooLongMessage = (label: string, max: number) =>
  `${label} must contain at most ${max} characters.`;

/*
 * Control characters: C0 (U+0000-U+001F, NUL included), DEL (U+007F) and C1 (U+0080-U+009F). PostgreSQL refuses
 * NUL in text outright, and the others only hide or garble what a screen shows. Multi-line fields keep newline
 * and tab (a carriage return is folded into the newline first).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
export const hasControlCharacters = (value: string, multiline = false) =>
  (multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);

/*
 * A lone UTF-16 surrogate (half of an emoji's pair, or one on its own, as JSON's "\ud800" gives) is no character at
 * all: PostgreSQL's jsonb refuses it (the audit log) and a screen shows garbage. Refused like control characters.
 * Written without lookbehind, which older Safari cannot parse.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

/** What a text field allows: at most `max` characters; `tooLong` is its message (default: tooLongMessage). */
export type TextRule = { max: number; label?: string; tooLong?: string; multiline?: boolean };

/** Why a text breaks its rule, or null. Control characters and lone surrogates are checked first: never right. */
export function textProblem(value: string, rule: TextRule): string | null {
  if (hasControlCharacters(value, rule.multiline) || hasLoneSurrogate(value))
    return TEXT_MSG.specialCharacters;
  if (value.length > rule.max) return rule.tooLong ?? tooLongMessage(rule.label ?? 'This field', rule.max);
  return null;
}

const asInput = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v);
const foldNewlines = (s: string) => s.replace(/\r\n?/g, '\n');

/**
 * A bounded string field: tolerates null/undefined (becomes '') and numbers, trims, then refuses control
 * characters and anything over the rule's maximum. Further rules then run in one ordered superRefine.
 */
export const text = (rule: TextRule) =>
  z
    .preprocess(asInput, z.string())
    .transform((s) => (rule.multiline ? foldNewlines(s) : s).trim())
    .superRefine((s, ctx) => {
      const problem = textProblem(s, rule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A password: never trimmed (spaces are part of it), bounded, no control characters. */
export const passwordText = (max: number) =>
  z
    .preprocess((v) => (typeof v === 'string' ? v : ''), z.string())
    .superRefine((s, ctx) => {
      const problem = textProblem(s, { max, label: 'Password' });
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** Email must contain '.' and '@' and no space. */
export const isValidEmail = (e: string) => e.includes('.') && e.includes('@') && !/\s/.test(e);
