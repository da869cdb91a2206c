/**
 * This device's Web Push subscription (docs/push.md, "In the app"), as far as signing out needs it: lib/ cannot
 * import features/push, which does the rest (asking, subscribing, the profile's switches).
 */
import { pushApi } from '@spruik/shared/api';
import { apiUrl } from './api-url';

/** The service worker's registration once it is active, or null (no service worker, or none within `ms`). */
export async function pushRegistration(ms = 10_000): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return null;
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return Promise.race([ready, late]).catch(() => null);
}

/** This device's push subscription, or null. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return null;
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  return (await registration?.pushManager.getSubscription().catch(() => null)) ?? null;
}

/**
 * On sign-out: tells the server to stop pushing to this device for `token`'s user, then ends the subscription, so
 * the next person to sign in here is asked afresh. Best-effort and never awaited: sign-out does not wait for it
 * (the token is read before the session is cleared; a stale row is removed when its endpoint answers 410).
 */
export function forgetDeviceSubscription(token: string | null) {
  void (async () => {
    const subscription = await deviceSubscription();
    if (!subscription) return;
    if (token)
      await fetch(apiUrl(pushApi.unsubscribe.path), {
        method: pushApi.unsubscribe.method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
        keepalive: true,
      }).catch(() => undefined);
    await subscription.unsubscribe();
  })().catch(() => undefined);
}
