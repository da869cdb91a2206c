/**
 * Offline, in the installed app (docs/architecture.md, "Offline"): the service worker answers the API's per-user
 * GETs from the answers it saved last time (vite.config.ts: NetworkFirst into this cache), and every screen says
 * so with the offline banner (lib/online.ts). The saved answers belong to the signed-in user: they are deleted
 * whenever a session starts or ends on this device (lib/session.ts, lib/sign-out.ts).
 */
export const API_CACHE = 'spruik-api';

/** Deletes the saved API answers (no-op without the Cache API, e.g. plain http in development). */
export function forgetSavedAnswers() {
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => undefined);
}
