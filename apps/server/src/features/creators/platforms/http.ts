/**
 * What the three platform clients share: each provider's hosts swapped for one base URL (INSTAGRAM_BASE_URL,
 * TIKTOK_BASE_URL, GOOGLE_BASE_URL keep the paths, as STRIPE_API_URL does), a 10 s timeout on every call, and
 * answers read without ever letting a token or secret into an error message (docs/platform-setup.md).
 */
import type { Platform } from '@spruik/shared';
import { PlatformUnavailable } from '../../../lib/social-platform';

export const PROVIDER_HOSTS = {
  instagram: ['www.instagram.com', 'api.instagram.com', 'graph.instagram.com'],
  tiktok: ['www.tiktok.com', 'open.tiktokapis.com'],
  google: ['accounts.google.com', 'oauth2.googleapis.com', 'www.googleapis.com'],
} as const;

export const TIMEOUT_MS = 10_000;

/** `url` with its provider host replaced by `base` (path and query kept); unchanged without a base. */
export function rebase(url: string, hosts: readonly string[], base: string | undefined): string {
  if (!base) return url;
  const u = new URL(url);
  if (!hosts.includes(u.host)) return url;
  return `${base.replace(/\/+$/, '')}${u.pathname}${u.search}`;
}

/** Query parameters that carry a credential: never shown. */
const SECRET_PARAMS = [
  'access_token',
  'client_secret',
  'refresh_token',
  'token',
  'code',
  'input_token',
  'fb_exchange_token',
];

/** A URL fit for a log or an error: host and path, no query at all (tokens travel there for Instagram). */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return '(url)';
  }
}

/** Removes credentials from a free text a platform sent back (its error message may echo the request). */
export function scrub(text: string, secrets: readonly (string | null | undefined)[] = []): string {
  let out = text;
  for (const s of secrets) if (s && s.length >= 4) out = out.split(s).join('[redacted]');
  const params = SECRET_PARAMS.join('|');
  out = out.replace(new RegExp(`([?&]|\\b)(${params})=[^&\\s"']+`, 'gi'), '$1$2=[redacted]');
  out = out.replace(/Bearer\s+[^\s"']+/gi, 'Bearer [redacted]');
  return out.slice(0, 200);
}

export type HttpAnswer = {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null when it was not JSON. */
  body: unknown;
};

export type HttpCall = {
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  /** Bearer token for the Authorization header. */
  bearer?: string;
  form?: Record<string, string>;
  json?: unknown;
  timeoutMs?: number;
};

/**
 * One HTTP call. A network failure, a timeout or a body that is not JSON where JSON was due becomes
 * PlatformUnavailable; every other answer (errors included) is returned for the client to map.
 */
export async function call(platform: Platform, c: HttpCall): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (c.bearer) headers.authorization = `Bearer ${c.bearer}`;
  if (c.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(c.form).toString();
  } else if (c.json !== undefined) {
    headers['content-type'] = 'application/json; charset=UTF-8';
    body = JSON.stringify(c.json);
  }
  const method = c.method ?? (body === undefined ? 'GET' : 'POST');
  let res: Response;
  let text: string;
  try {
    res = await fetch(c.url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(c.timeoutMs ?? TIMEOUT_MS),
    });
    text = await res.text();
  } catch (err) {
    const why = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new PlatformUnavailable(platform, `${method} ${describeUrl(c.url)} ${why}`);
  }
  let parsed: unknown = null;
  if (text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** The fallback for an answer no rule of the platform explains: a 5xx, an odd status, a body that is not JSON. */
export function unexpected(platform: Platform, method: string, url: string, status: number) {
  return new PlatformUnavailable(platform, `${method} ${describeUrl(url)} answered ${status}`);
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

/** Counts arrive as numbers (Meta, TikTok) or numeric strings (YouTube). */
export function num(v: unknown): number | undefined {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** An expiry `seconds` from now (null when the platform gave none). */
export const expiresIn = (seconds: unknown, now = Date.now()): Date | null => {
  const s = num(seconds);
  return s === undefined ? null : new Date(now + s * 1000);
};

/** A Retry-After header in seconds, if the platform sent one. */
export function retryAfter(headers: Headers): number | undefined {
  const v = headers.get('retry-after');
  if (!v) return undefined;
  const n = Number(v);
  if (Number.isFinite(n) && n >= 0) return Math.ceil(n);
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}

/** The URL of a link a creator pasted, tolerating a missing scheme; null when it is not a URL. */
export function parseLink(link: string): URL | null {
  const trimmed = link.trim();
  try {
    return new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}
