import { afterFirstScreen } from '../lib/after-first-screen';
import { queryClient } from '../lib/query-client';

/**
 * The installable app, once the first screen has settled (lib/after-first-screen.ts): the web app
 * manifest's link (the build takes it out of index.html: vite-plugins/manifest-after-first-screen.ts) and the
 * service worker (vite-plugin-pwa's generated sw.js: the precache and the offline page). In the page itself, the
 * manifest, its icon and the plugin's own registerSW.js were three requests among the first screen's downloads,
 * on its critical path under Lighthouse's simulated 4G (docs/performance.md); nothing on a first screen needs
 * them. Only the built app has either.
 */
export function installAfterFirstScreen() {
  if (!import.meta.env.PROD) return;
  afterFirstScreen(queryClient, () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.appendChild(link);
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  });
}
