import { ROLES } from '@spruik/shared';

/**
 * The app's badge (docs/push.md, "In the app"): an owner's unseen messages (opening /messages sees them, and the
 * count follows); a creator has no messages screen, so opening the app clears it. Null leaves it alone.
 */
export function appBadge(role: number, unseen: number | undefined): number | null {
  if (role === ROLES.customer) return 0;
  return unseen ?? null;
}

/** Sets or clears the badge where the platform has one, in the app or its service worker (never an error). */
export async function setAppBadge(count: number | null): Promise<void> {
  if (count === null || typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
  await (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => undefined);
}
