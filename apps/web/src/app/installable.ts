import { afterFirstScreen } from '../lib/after-first-screen';
import { navigateTo } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { openedLink } from '../features/push/notification';

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
  openPushLinks();
  afterFirstScreen(queryClient, () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.appendChild(link);
    if ('serviceWorker' in navigator)
      void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  });
}

/**
 * A tapped notification's link, when the service worker found this window open (features/push/service-worker.ts):
 * the router opens it, so the app is not reloaded. Listening from the start: the tap may come at any time.
 */
function openPushLinks() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
    const url = openedLink(e.data, window.location.origin);
    if (url) navigateTo(url);
  });
  navigator.serviceWorker.startMessages();
}
