/** Social ids are accepted as a handle or a URL, stored as the platform URL and shown as @handle (docs/spec.md, Creators). */
import type { Platform } from './constants';

const PATTERNS: Record<Platform, { host: RegExp; make: (h: string) => string }> = {
  instagram: { host: /instagram\.com\/@?([^/?#]+)/i, make: (h) => `https://www.instagram.com/${h}/` },
  tiktok: { host: /tiktok\.com\/@?([^/?#]+)/i, make: (h) => `https://www.tiktok.com/@${h}` },
  youtube: { host: /youtube\.com\/@?([^/?#]+)/i, make: (h) => `https://www.youtube.com/@${h}` },
};

/** Extracts the bare handle from "@name", "name" or a profile URL. Empty string when nothing usable. */
export function socialHandle(platform: Platform, value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return '';
  const m = v.match(PATTERNS[platform].host);
  const handle = (m ? m[1] : v).replace(/^@/, '').replace(/\/+$/, '');
  return handle;
}

export function socialUrl(platform: Platform, value: string | null | undefined): string | null {
  const h = socialHandle(platform, value);
  return h ? PATTERNS[platform].make(h) : null;
}

export const atHandle = (platform: Platform, value: string | null | undefined) => {
  const h = socialHandle(platform, value);
  return h ? `@${h}` : '';
};

/** Website links are stored with https:// (docs/spec.md, Creators). */
export function withHttps(link: string | null | undefined): string {
  const v = (link ?? '').trim();
  if (!v) return '';
  return /^https?:\/\//i.test(v) ? v.replace(/^http:\/\//i, 'https://') : `https://${v}`;
}

/** Strips a leading http(s):// (link limits count without the prefix, docs/spec.md, Creators). */
export const stripScheme = (link: string) => link.trim().replace(/^https?:\/\//i, '');

/**
 * What each platform allows in a handle (docs/business-rules.md "Social handles"), checked on the bare handle
 * after a pasted profile address and one leading @ are taken off. A mistake here used to reach the operator and
 * lock the profile for a month, so both sign-up and edit profile refuse it. YouTube is not checked: its handles
 * and channel addresses take many forms.
 */
export const HANDLE_RULES = {
  instagram: {
    pattern: /^[A-Za-z0-9._]{1,30}$/,
    message: 'Instagram ID may contain only letters, digits, periods and underscores, at most 30 characters.',
  },
  tiktok: {
    pattern: /^[A-Za-z0-9._]{2,24}$/,
    message: 'TikTok ID may contain only letters, digits, underscores and periods, 2 to 24 characters.',
  },
} as const;

/** Why a typed Instagram or TikTok id is not a handle the platform allows, or null (empty is not checked here). */
export function handleProblem(platform: keyof typeof HANDLE_RULES, value: string | null | undefined) {
  if (!(value ?? '').trim()) return null;
  const rule = HANDLE_RULES[platform];
  return rule.pattern.test(socialHandle(platform, value)) ? null : rule.message;
}
