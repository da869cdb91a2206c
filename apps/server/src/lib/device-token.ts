import { createHmac } from 'node:crypto';
import { randomToken, safeEqual } from './crypto';

/**
 * A sign-in device token: proof that this browser signed in to this e-mail's account before. The server gives one
 * at every successful sign-in and the web app sends it back with the next one; the sign-in limits then count that
 * device on its own budget, so failures from anywhere else cannot lock it out (plugins/rate-limit.ts).
 * `<nonce>.<HMAC-SHA256(key, e-mail, nonce)>`, the key derived from TOKEN_PEPPER: no table, and no way to make
 * one without the server's secret. Bound to the account's e-mail, which never changes (docs/spec.md, Roles and sign-in).
 */
const macOf = (pepper: string, email: string, nonce: string) => {
  const key = createHmac('sha256', pepper).update('signin-device-token').digest();
  return createHmac('sha256', key).update(`${email}\n${nonce}`).digest('base64url');
};

const TOKEN_SHAPE = /^[\w-]{22}\.[\w-]{43}$/;

/** A new device token for the account with this (lower-case) e-mail. */
export function issueDeviceToken(pepper: string, email: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${macOf(pepper, email, nonce)}`;
}

/** The device's id (the token's nonce) when `token` was issued for this e-mail, else null. */
export function deviceOf(pepper: string, email: string, token: unknown): string | null {
  // Checked before any schema (the limits run first), so anything may come here: only the shape we issue passes.
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null;
  const [nonce, mac] = token.split('.');
  return safeEqual(mac, macOf(pepper, email, nonce)) ? nonce : null;
}
