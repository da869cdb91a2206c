/**
 * The API reads each signed-in first screen starts with, sent as the app starts (lib/early-requests.ts) so
 * they travel while the screen's modules download. Plain addresses: the route table would put every route's
 * method and path in the entry chunk, 1.1 KB more on every first screen (/signin's budget is 170 KB);
 * early-data.test.ts checks they are exactly what those screens request.
 */
import { LIMITS, ROLES } from '@spruik/shared';
import { apiUrl } from '../lib/api-url';
import { peekEarly, requestEarly } from '../lib/early-requests';
import { imageUrl, preloadImage } from '../lib/image-url';

/** Every role shell shows the signed-in user. */
const ME = '/api/users/me';
const ANNOUNCEMENTS = '/api/announcements';
const OWNER_LIVE = apiUrl('/api/campaigns/live', { page: 1, limit: LIMITS.pageSize });

/** Only these screens: elsewhere (the payment result, say) the screen may change what these would answer. */
const SCREENS: Record<string, string[]> = {
  '/home': [ME, ANNOUNCEMENTS],
  '/venue_home': [ME, ANNOUNCEMENTS],
  '/business_campaigns': [ME, OWNER_LIVE],
  '/venue_campaigns': [ME, OWNER_LIVE],
};

const SHELL_ROLES: readonly number[] = [ROLES.customer, ROLES.business, ROLES.venue];

export function earlyRequestsFor(pathname: string, role: number): string[] {
  return SHELL_ROLES.includes(role) ? (SCREENS[pathname] ?? []) : [];
}

/**
 * Sends the first screen's early reads, and on the homes starts the first banner's image (their largest
 * element) as soon as the banners arrive, rather than once the page's modules have downloaded and rendered the
 * slider. It reads only the address: the screen validates the answer as usual (features/announcements).
 */
export function startEarly(pathname: string, role: number) {
  const sent = requestEarly(earlyRequestsFor(pathname, role));
  if (!sent.includes(ANNOUNCEMENTS)) return;
  void peekEarly(ANNOUNCEMENTS)?.then((body) => preloadImage(imageUrl(firstBanner(body))));
}

/** The first announcement's image in a GET /api/announcements answer, if it has one. */
export function firstBanner(body: unknown): string | undefined {
  const list = (body as { data?: { announcements?: unknown } } | undefined)?.data?.announcements;
  if (!Array.isArray(list)) return undefined;
  for (const a of list as Array<{ imageUrl?: unknown } | null>)
    if (typeof a?.imageUrl === 'string' && a.imageUrl) return a.imageUrl;
  return undefined;
}
