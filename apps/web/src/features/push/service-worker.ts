/**
 * The service worker's push handlers: built on its own into /push-sw.js (vite-plugins/push-worker.ts), which the
 * generated sw.js loads with importScripts (vite.config.ts). A push shows its notification and sets the app's
 * badge; a tap focuses an open window of the app and asks its router to open the link, or opens a new window.
 */
import { setAppBadge } from './badge';
import { appPath, noticeFor, OPEN_MESSAGE } from './notification';

// The DOM library has no service-worker types (WebWorker's clash with it): what these handlers use, declared.
type ExtendableEvent = Event & { waitUntil(p: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClient>;
  postMessage(message: unknown): void;
};
type Scope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'push', listener: (e: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (e: NotificationEvent) => void): void;
};

const sw = self as unknown as Scope;
const origin = sw.location.origin;

function payloadOf(e: PushEvent): unknown {
  try {
    return e.data?.json();
  } catch {
    return null;
  }
}

sw.addEventListener('push', (e) => {
  const notice = noticeFor(payloadOf(e), origin);
  e.waitUntil(
    (async () => {
      await sw.registration.showNotification(notice.title, notice.options);
      // A creator's payload says 0 (docs/push.md, "In the app"): the badge counts the notifications still shown.
      const shown = notice.unseen ? null : (await sw.registration.getNotifications()).length;
      await setAppBadge(shown ?? notice.unseen);
    })(),
  );
});

async function open(url: string) {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((w) => w.focused) ?? windows[0];
  if (!client) return void (await sw.clients.openWindow(url));
  // The browser may refuse focus (no user activation left); the app still navigates.
  await client.focus().catch(() => undefined);
  client.postMessage({ type: OPEN_MESSAGE, url });
}

sw.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const data = e.notification.data as { url?: unknown } | null;
  e.waitUntil(open(appPath(data?.url, origin) ?? '/'));
});
