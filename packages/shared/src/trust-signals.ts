/**
 * What links two accounts for the self-dealing guard and the trust flags, besides a phone number and a bank
 * account: the device (a random id the web app keeps and sends at sign-up and sign-in), the card of a top-up
 * (the provider's fingerprint) and the ABN (only a real one: the ATO's check digits hold).
 */
/** The header that carries the web app's device id on sign-up and sign-in. */
export const DEVICE_ID_HEADER = 'X-Device-Id';

/** A device id as the web app makes it (a UUID); anything else is ignored, never refused. */
export const isDeviceId = (v: unknown): v is string =>
  typeof v === 'string' && /^[A-Za-z0-9-]{16,64}$/.test(v);

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The ATO's check: 11 digits; take 1 from the first, weigh each digit, and the sum divides by 89. */
export function isValidAbn(abn: string): boolean {
  if (!/^\d{11}$/.test(abn)) return false;
  const sum = [...abn].reduce((s, d, i) => s + (Number(d) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i], 0);
  return sum % 89 === 0;
}
