/**
 * The API reads each signed-in first screen starts with, sent as the app starts (lib/early-requests.ts) so
 * they travel while the screen's modules download. Plain addresses: importing the contracts here would bring
 * zod into every first download. early-data.test.ts checks they are exactly what those screens request.
 */
import { LIMITS, ROLES } from '@spruik/shared';
import { apiUrl } from '../lib/api-url';
import { peekEarly, requestEarly } from '../lib/early-requests';
import { warmDateFormatting } from '../lib/date';
import { imageUrl, preloadImage } from '../lib/image-url';
import { GUEST_FIRST_SCREEN } from './first-screens';

/**
 * Each first screen's chunk addresses (first-screens.ts), filled in only in the early script's own build
 * (vite-plugins/early-script.ts); the app's copy of this module has none and preloads nothing.
 */
declare const __FIRST_SCREEN_CHUNKS__: Record<string, readonly string[]> | undefined;
const FIRST_SCREEN_CHUNKS = typeof __FIRST_SCREEN_CHUNKS__ === 'undefined' ? {} : __FIRST_SCREEN_CHUNKS__;

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

/** The first screens whose first view shows dates (the owner's campaign cards): ICU's data loads early there. */
const SHOWS_DATES = ['/business_campaigns', '/venue_campaigns'];

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
  // Only what this call sent: the early script may have sent them all already (and started the image).
  const sent = requestEarly(earlyRequestsFor(pathname, role));
  // The screen's modules too, while the entry chunks download: the router would ask for them only once those
  // have run (the same screens: signed in with the role whose screen this is, or /signin, which anyone sees).
  if (sent.length || pathname === GUEST_FIRST_SCREEN) preloadModules(FIRST_SCREEN_CHUNKS[pathname] ?? []);
  // Its cards' dates: ICU's data loads now, in a task of its own while the modules download (lib/date.ts).
  if (sent.length && SHOWS_DATES.includes(pathname)) setTimeout(warmDateFormatting);
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

/** Starts downloading modules the screen will import; the import then finds them in the browser's module map. */
function preloadModules(urls: readonly string[]) {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the entry's own preloads (index.html): the same request mode, so the import reuses this download.
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
