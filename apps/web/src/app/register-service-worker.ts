/**
 * Registers the service worker (vite-plugin-pwa's generated sw.js: the precache and the offline page, issue 13)
 * once the page has loaded, from the entry chunk. The plugin's own registerSW.js did the same from a separate
 * file, one more request among the first screen's downloads (Lighthouse's simulated 4G put it on the critical
 * path: docs/performance.md). Only the built app has a worker.
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
