import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id (memory-hard) password hashing. */
export const hashPassword = (password: string) =>
  hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
export const verifyPassword = (hashed: string, password: string) =>
  verify(hashed, password).catch(() => false);

/**
 * How sign-up codes and reset tokens are stored: HMAC-SHA256 keyed with TOKEN_PEPPER. They are short-lived or
 * high-entropy, so a keyed hash is enough; the key means a copy of the table alone cannot test guesses.
 */
export const tokenHash = (value: string, pepper: string) =>
  createHmac('sha256', pepper).update(value).digest('hex');
export const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
