import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
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

/**
 * A 256-bit key for `seal`, derived (HKDF-SHA256) from a server secret and what it is for, so one secret can
 * key several purposes without one key opening another's data.
 */
export const derivedKey = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'spruik', purpose, 32));

/** Encrypts with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url). Tampering makes `unseal` throw. */
export function seal(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function unseal(sealed: string, key: Buffer): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
