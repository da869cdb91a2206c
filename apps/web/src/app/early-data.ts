/**
 * The API reads each signed-in first screen starts with, sent as the app starts (lib/early-requests.ts) so
 * they travel while the screen's modules download. Plain addresses: importing the contracts here would bring
 * zod into every first download. early-data.test.ts checks they are exactly what those screens request.
 */
import { LIMITS, ROLES } from '@spruik/shared';
import { apiUrl } from '../lib/api';

/** Every role shell shows the signed-in user. */
const ME = '/api/users/me';
const OWNER_LIVE = apiUrl('/api/campaigns/live', { page: 1, limit: LIMITS.pageSize });

/** Only these screens: elsewhere (the payment result, say) the screen may change what these would answer. */
const SCREENS: Record<string, string[]> = {
  '/home': [ME, '/api/announcements'],
  '/venue_home': [ME, '/api/announcements'],
  '/business_campaigns': [ME, OWNER_LIVE],
  '/venue_campaigns': [ME, OWNER_LIVE],
};

const SHELL_ROLES: readonly number[] = [ROLES.customer, ROLES.business, ROLES.venue];

export function earlyRequestsFor(pathname: string, role: number): string[] {
  return SHELL_ROLES.includes(role) ? (SCREENS[pathname] ?? []) : [];
}
