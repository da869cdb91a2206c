/**
 * Visits (docs/visits.md): a customer at a venue at a time, proven by a payment at the counter, a voucher redeemed
 * there, or a check-in the staff confirmed. The check-in's live code, its rules and texts.
 */
import { z } from 'zod';
import { CODE_LENGTH } from './pay-at-venue';
import { cursorParam, isoDate, objectId } from './http/wire';

/** One visit per customer and venue per this many hours. */
export const VISIT_SPAN_HOURS = 3;

export const CHECK_IN = {
  /** A code belongs to a slot this long; the current and the previous slot are accepted. */
  slotSeconds: 30,
  /** Wrong codes a venue may type within `missWindowMinutes` before it must wait. */
  missLimit: 10,
  missWindowMinutes: 10,
  /** What the QR carries: this prefix, the venue's id, ':', the code. */
  qrPrefix: 'spruik-check-in:',
  /** The longest text the confirm takes (a QR string is about 60 characters). */
  maxInput: 200,
} as const;

export const VISIT_MSG = {
  codeRequired: 'Please enter the check-in code.',
  codeWrong: 'That code is not right. Check it with the customer and try again.',
  codeExpired: 'That code has expired. Ask the customer to show the code on their screen now.',
  codeUsed: 'That code has already been used.',
  codeOtherVenue: 'That code is for another venue: the customer checked in somewhere else.',
  tooManyTries: `Too many wrong codes. Please wait ${CHECK_IN.missWindowMinutes} minutes before you try again.`,
  alreadyVisited: `This customer's visit here is already recorded: one visit counts every ${VISIT_SPAN_HOURS} hours.`,
  checkedIn: 'Checked in.',
} as const;

/** POST /api/venues/{id}/check-in: the code to show, what the QR carries, and when the code stops being shown. */
export const checkInCodeResponse = z.object({
  code: z.string().describe(`${CODE_LENGTH} characters of CODE_ALPHABET`),
  qr: z.string().describe("What the QR carries: the venue's id and the code"),
  expiresAt: isoDate.describe('The end of the code’s 30-second slot; ask again then'),
  serverTime: isoDate.describe("The server's clock, so the countdown does not depend on the phone's"),
  visitedAt: isoDate
    .nullable()
    .describe(
      "The caller's visit at this venue in the last 3 hours (a confirmed check-in or a payment), else null: the screen then says they are checked in, even when the live push was missed",
    ),
});
export type CheckInCodeResponse = z.infer<typeof checkInCodeResponse>;

/** POST /api/check-ins: the 6 characters typed (any case, spaces ignored) or the whole QR string. */
export const confirmCheckInRequest = z.object({
  code: z
    .string({ error: VISIT_MSG.codeRequired })
    .max(CHECK_IN.maxInput, { error: VISIT_MSG.codeWrong })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { error: VISIT_MSG.codeRequired })),
});
export type ConfirmCheckInRequest = z.infer<typeof confirmCheckInRequest>;

/** A visit on the venue's check-ins list. */
export const visitItem = z.object({
  _id: objectId,
  id: objectId,
  /** The customer's Instagram handle or profile link, as on the payments list; null when they have none. */
  customerInstagramID: z.string().nullable(),
  customerName: z.string(),
  proof: z.enum(['payment', 'voucher', 'check_in']),
  createdAt: isoDate,
});
export type VisitItem = z.infer<typeof visitItem>;

export const checkInsQuery = z.object({ cursor: cursorParam });

/**
 * The typed text or the QR string as a venue id (QR only) and a code in upper case, or null when it cannot be one.
 * Spaces and dashes are ignored in a typed code.
 */
export function readCheckInInput(input: string): { venueId: string | null; code: string } | null {
  const text = input.trim();
  let venueId: string | null = null;
  let code = text;
  if (text.toLowerCase().startsWith(CHECK_IN.qrPrefix)) {
    const m = /^([0-9a-f-]{36}):([^:]+)$/i.exec(text.slice(CHECK_IN.qrPrefix.length));
    if (!m) return null;
    venueId = m[1]!.toLowerCase();
    code = m[2]!;
  }
  code = code.replace(/[\s-]+/g, '').toUpperCase();
  return new RegExp(`^[A-Z0-9]{${CODE_LENGTH}}$`).test(code) ? { venueId, code } : null;
}
