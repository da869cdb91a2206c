/**
 * When the app asks to turn notifications on (docs/push.md, "In the app"): never on a first screen, only right
 * after something a push would follow up (a customer joins a campaign, an owner creates one), with words saying
 * why. Features call offerPush(moment); the dialog (push-ask.tsx) decides with shouldAsk whether to show.
 */
import { PUSH_NOT_NOW_KEY } from '../../lib/session';
import type { PushSupport } from './device';

export const ASK_MOMENTS = {
  joined: 'Get told when your post is approved and paid.',
  created: 'Get told when creators submit.',
} as const;
export type AskMoment = keyof typeof ASK_MOMENTS;

/** "Not now" holds the question back this long on this device. */
export const NOT_NOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Ask only a device that can subscribe (the server pushes, the browser has Push, the person has not blocked it),
 * is not subscribed yet, and was not told "Not now" within NOT_NOW_MS.
 */
export function shouldAsk(s: {
  support: PushSupport;
  subscribed: boolean;
  notNowAt: number | null;
  now: number;
}): boolean {
  if (s.support !== 'ready' || s.subscribed) return false;
  return s.notNowAt === null || s.now - s.notNowAt >= NOT_NOW_MS;
}

export function notNowAt(): number | null {
  try {
    const at = Number(localStorage.getItem(PUSH_NOT_NOW_KEY));
    return Number.isFinite(at) && at > 0 ? at : null;
  } catch {
    return null;
  }
}

export function rememberNotNow(now = Date.now()) {
  try {
    localStorage.setItem(PUSH_NOT_NOW_KEY, String(now));
  } catch {
    // no storage (private mode): asked again next time
  }
}

// The moment waiting for the dialog, and who listens: a tiny store, so a feature offers without importing the
// dialog (which loads after the first screen) and the offer survives the navigation that follows it.
let pending: AskMoment | null = null;
const listeners = new Set<() => void>();

export function offerPush(moment: AskMoment) {
  pending = moment;
  listeners.forEach((l) => l());
}

export const pendingAsk = () => pending;

export function takeAsk(): AskMoment | null {
  const moment = pending;
  pending = null;
  return moment;
}

export function onAsk(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
