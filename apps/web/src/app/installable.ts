import { afterFirstScreen } from '../lib/after-first-screen';
import { queryClient } from '../lib/query-client';

/**
 * Registers the service worker (vite-plugin-pwa's generated sw.js: the precache and the offline page) once the
 * first screen has settled (lib/after-first-screen.ts): its precache would otherwise download the whole app
 * alongside the first screen. Only the built app has one.
 */
export function installAfterFirstScreen() {
  if (!import.meta.env.PROD) return;
  afterFirstScreen(queryClient, () => {
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  });
}
