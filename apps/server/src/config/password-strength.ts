import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's list of common passwords (@zxcvbn-ts/language-common, about 49,000 entries in lower case, drawn from
 * leaked-password lists), read once on first use.
 */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** A production secret's minimum length, and its minimum Shannon entropy per character (bits). */
export const SECRET_MIN_LENGTH = 32;
export const SECRET_MIN_BITS_PER_CHAR = 3;

/**
 * Shannon entropy per character over the secret's own characters: 0 for `aaaa…`, 1 for `abab…`, about 3.9 for
 * 64 random hex digits and 5.6 for `openssl rand -base64 48`. A cheap guard against typed or repeated values,
 * not a measure of randomness.
 */
export function bitsPerChar(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const n = [...value].length;
  let bits = 0;
  for (const c of counts.values()) bits -= (c / n) * Math.log2(c / n);
  return bits;
}

/** Why a production secret is too weak, or null. */
export function weakSecret(value: string): string | null {
  if (value.length < SECRET_MIN_LENGTH) return `is shorter than ${SECRET_MIN_LENGTH} characters`;
  const bits = bitsPerChar(value);
  if (bits < SECRET_MIN_BITS_PER_CHAR) {
    return `has too little variety (${bits.toFixed(1)} bits per character, at least ${SECRET_MIN_BITS_PER_CHAR} needed)`;
  }
  return null;
}
