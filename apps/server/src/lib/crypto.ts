import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id (memory-hard) password hashing. */
export const hashPassword = (password: string) =>
  hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
export const verifyPassword = (hashed: string, password: string) =>
  verify(hashed, password).catch(() => false);

/** Codes and tokens are high-entropy or short-lived, so a keyed SHA-256 is enough to store them. */
export const sha256 = (value: string, pepper = '') =>
  createHash('sha256')
    .update(pepper + value)
    .digest('hex');
export const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
