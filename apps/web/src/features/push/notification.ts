/**
 * What the service worker shows for a push, and where a tap goes (docs/push.md, "In the app"). Pure, and imports
 * only a constant: the service worker's script (push-sw.js, service-worker.ts) is built from it.
 */
import { PRODUCT_NAME, type PushPayload } from '@spruik/shared';

export const ICON = '/icons/icon-192.png';
/** Monochrome (white on transparent): Android draws it in the status bar. */
export const BADGE = '/icons/badge-96.png';

/** The message the service worker posts to an open app so its router opens the link. */
export const OPEN_MESSAGE = 'spruik:open';

export type PushNotice = {
  title: string;
  options: NotificationOptions & { data: { url: string } };
  /** Unseen messages for the app's badge; null leaves the badge alone. */
  unseen: number | null;
};

/**
 * The app's own path in `url`, or null: only a path starting with one '/' that stays on `origin` (never another
 * site, never a scheme such as javascript:), so a push can open nothing but the app.
 */
export function appPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\'))
    return null;
  try {
    const u = new URL(url, origin);
    return u.origin === origin ? u.pathname + u.search + u.hash : null;
  } catch {
    return null;
  }
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/**
 * A push's payload as a notification. Chrome shows a notification of its own when a push shows none, so a payload
 * that is not ours (or not JSON) still shows the app's name and opens the app, and nothing from it is trusted.
 */
export function noticeFor(data: unknown, origin: string): PushNotice {
  const p = (data && typeof data === 'object' ? data : {}) as Partial<Record<keyof PushPayload, unknown>>;
  const title = text(p.title, 120);
  const url = (title && appPath(p.url, origin)) || '/';
  const tag = text(p.tag, 120);
  const unseen =
    typeof p.unseen === 'number' && Number.isInteger(p.unseen) && p.unseen >= 0 ? p.unseen : null;
  return {
    title: title || PRODUCT_NAME,
    options: {
      body: title ? text(p.body, 400) : 'You have something new.',
      icon: ICON,
      badge: BADGE,
      ...(title && tag ? { tag } : {}),
      data: { url },
    },
    unseen: title ? unseen : null,
  };
}

/** The link of a message the service worker posted to the app, or null when it is not one of ours. */
export function openedLink(data: unknown, origin: string): string | null {
  const m = data as { type?: unknown; url?: unknown } | null;
  return m && typeof m === 'object' && m.type === OPEN_MESSAGE ? appPath(m.url, origin) : null;
}
