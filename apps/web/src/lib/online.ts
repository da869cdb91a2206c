import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device has a network (navigator.onLine, kept current by the online and offline events). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** The offline banner's words (components/ui/offline-banner.tsx); screens show what was saved (lib/saved-answers.ts). */
export const OFFLINE_TEXT = 'You’re offline — showing what was saved on this phone.';
