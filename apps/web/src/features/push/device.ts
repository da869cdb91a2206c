/**
 * This device and Web Push (docs/push.md, "In the app"): whether it can take pushes, subscribing it for the
 * signed-in user and ending that. The server keeps one row per device (its endpoint), moved to whoever subscribes.
 */
import { pushApi } from '@spruik/shared/api';
import { call } from '../../lib/api';
import { deviceSubscription, pushRegistration } from '../../lib/push-subscription';

/**
 * What this device can do: 'off' when the server sends no pushes, 'ios-install' on an iPhone or iPad outside the
 * Home Screen app (Safari only pushes to installed web apps), 'unsupported' for other browsers without Push,
 * 'denied' once the person blocked notifications in the browser, else 'ready'.
 */
export type PushSupport = 'off' | 'ios-install' | 'unsupported' | 'denied' | 'ready';

/** iPhone and iPad (iPadOS reports itself as a Mac with touch). */
export const isIos = (ua: string, touchPoints: number) =>
  /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);

export function pushSupport(pushKey: string | null | undefined): PushSupport {
  if (!pushKey) return 'off';
  const capable =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined';
  if (!capable)
    return typeof navigator !== 'undefined' && isIos(navigator.userAgent, navigator.maxTouchPoints)
      ? 'ios-install'
      : 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'ready';
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Whether `subscription` was made for `pushKey` (a new server key needs a new subscription). */
function madeFor(subscription: PushSubscription, pushKey: string) {
  const made = subscription.options.applicationServerKey;
  if (!made) return true;
  const want = keyBytes(pushKey);
  const have = new Uint8Array(made);
  return have.length === want.length && have.every((b, i) => b === want[i]);
}

const save = (subscription: PushSubscription, silent = false) =>
  call(pushApi.subscribe, { body: subscription.toJSON() as never }, { silent });

export type SubscribeResult = 'on' | 'denied' | 'dismissed' | 'unavailable';

/** The registration's subscription for `pushKey`: the one it has, or a new one (an old key's is replaced). */
async function subscriptionFor(registration: ServiceWorkerRegistration, pushKey: string) {
  const kept = await registration.pushManager.getSubscription();
  if (kept && madeFor(kept, pushKey)) return kept;
  await kept?.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(pushKey),
  });
}

/**
 * Asks the browser (only from a tap: browsers refuse a request without one), subscribes with the server's key and
 * stores the subscription for the signed-in user. A server refusal throws (the api client has said why).
 */
export async function subscribeThisDevice(pushKey: string): Promise<SubscribeResult> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const registration = await pushRegistration();
  if (!registration) return 'unavailable';
  await save(await subscriptionFor(registration, pushKey));
  return 'on';
}

/** Stops pushes to this device: the server forgets it, then the browser ends the subscription either way. */
export async function unsubscribeThisDevice() {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  try {
    await call(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint } });
  } finally {
    await subscription.unsubscribe();
  }
}

/**
 * On start, signed in: a subscription this device already has is stored again, so the server's row names the
 * signed-in user and survives a lost write; one made for an old server key is replaced (no prompt: permission
 * stands). Never asks, never shows an error.
 */
export async function resyncThisDevice(pushKey: string | null | undefined) {
  if (pushSupport(pushKey) !== 'ready' || Notification.permission !== 'granted') return;
  const registration = await pushRegistration();
  if (!registration || !(await registration.pushManager.getSubscription())) return;
  await save(await subscriptionFor(registration, pushKey!), true);
}

/** Whether this device is subscribed now. */
export const isSubscribed = async () => (await deviceSubscription()) !== null;
