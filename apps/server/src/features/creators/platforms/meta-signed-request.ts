/**
 * Meta's `signed_request`, posted to the deauthorize and data-deletion callbacks: `<signature>.<payload>`, both
 * base64url, the signature an HMAC-SHA256 of the encoded payload with the app secret (docs/platform-setup.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedRequestPayload = {
  /** The app-scoped id of the person who removed the app or asked for deletion. */
  user_id: string;
  algorithm: string;
  issued_at?: number;
  [key: string]: unknown;
};

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The payload when the signature is the app's; null when forged, malformed or of another algorithm. */
export function parseSignedRequest(signedRequest: unknown, appSecret: string): SignedRequestPayload | null {
  if (typeof signedRequest !== 'string' || !appSecret || signedRequest.length > 10_000) return null;
  const parts = signedRequest.split('.');
  if (parts.length !== 2) return null;
  const [sig, payload] = parts;
  if (!B64URL.test(sig) || !B64URL.test(payload)) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = createHmac('sha256', appSecret).update(payload).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.algorithm !== 'string' || d.algorithm.toUpperCase() !== 'HMAC-SHA256') return null;
  const userId = typeof d.user_id === 'number' ? String(d.user_id) : d.user_id;
  if (typeof userId !== 'string' || userId.length === 0) return null;
  return { ...d, user_id: userId, algorithm: d.algorithm } as SignedRequestPayload;
}

/** Signs a payload as Meta does: for tests and for the local mock. */
export function signRequest(payload: Record<string, unknown>, appSecret: string): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const sig = createHmac('sha256', appSecret).update(encoded).digest('base64url');
  return `${sig}.${encoded}`;
}
