/**
 * Meta's `signed_request` (deauthorize and data-deletion callbacks): `<signature>.<payload>`, both base64url, the
 * signature an HMAC-SHA256 of the payload part with the app secret. Answers the payload, or null when it is forged,
 * malformed or not HMAC-SHA256.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedRequestPayload = { algorithm: string; user_id?: string; issued_at?: number } & Record<
  string,
  unknown
>;

export function parseSignedRequest(signedRequest: string, appSecret: string): SignedRequestPayload | null {
  const parts = signedRequest.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [sig, body] = parts as [string, string];
  const expected = createHmac('sha256', appSecret).update(body).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    if (typeof payload !== 'object' || payload === null) return null;
    const p = payload as SignedRequestPayload;
    if (typeof p.algorithm !== 'string' || p.algorithm.toUpperCase() !== 'HMAC-SHA256') return null;
    if (p.user_id !== undefined && typeof p.user_id !== 'string') return null;
    return p;
  } catch {
    return null;
  }
}
