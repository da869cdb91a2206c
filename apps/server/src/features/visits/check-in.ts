import { createHmac } from 'node:crypto';
import { CHECK_IN, CODE_ALPHABET, CODE_LENGTH } from '@spruik/shared';

/** The 30-second slot a time falls in: floor(epoch seconds / 30). */
export const slotOf = (at: Date) => Math.floor(at.getTime() / 1000 / CHECK_IN.slotSeconds);
/** When a slot ends (its code stops being shown; the next slot still accepts it). */
export const slotEnd = (slot: number) => new Date((slot + 1) * CHECK_IN.slotSeconds * 1000);

/**
 * A customer's check-in code at a venue for a slot: HMAC-SHA256 keyed with CHECK_IN_KEY over the customer, the
 * venue, the slot and a counter (raised only when the code is already another customer's in that slot), read as
 * CODE_LENGTH characters of CODE_ALPHABET. Without the key nobody can work out tomorrow's code from today's.
 */
export function deriveCheckInCode(
  key: string,
  p: { customerId: string; venueId: string; slot: number; counter: number },
): string {
  const mac = createHmac('sha256', key)
    .update(`check-in:${p.customerId}:${p.venueId}:${p.slot}:${p.counter}`)
    .digest();
  // 64 bits read in base 31: the bias of the last digits is below 2^-30, nothing a guesser can use.
  let n = mac.readBigUInt64BE(0);
  const base = BigInt(CODE_ALPHABET.length);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    code += CODE_ALPHABET[Number(n % base)];
    n /= base;
  }
  return code;
}

/** What the QR carries: the venue's id and the code, so a scan at another venue is named as such. */
export const checkInQr = (venueId: string, code: string) => `${CHECK_IN.qrPrefix}${venueId}:${code}`;
