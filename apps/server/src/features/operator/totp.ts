/** TOTP (RFC 6238) through otpauth: 30-second steps, 6 digits, SHA-1, as every authenticator app expects. */
import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '@spruik/shared';

const PERIOD_MS = 30_000;
const totp = (secret: string, label = '') =>
  new TOTP({ issuer: PRODUCT_NAME, label, secret: Secret.fromBase32(secret), period: PERIOD_MS / 1000 });

/** A new random secret (160 bits), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, email: string) => totp(secret, email).toString();

/**
 * The time step the code belongs to, within one step either side of now (clocks drift, typing takes time), or
 * null when it matches none. The caller refuses a step it already accepted (a replayed code).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / PERIOD_MS) + delta;
}
