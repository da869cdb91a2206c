import { DEVICE_ID_HEADER } from '@spruik/shared';

/**
 * This browser's device id: a random UUID kept in localStorage across sign-outs, sent at sign-up and sign-in
 * so the server can tell two accounts used on one device apart from strangers (the self-dealing guard).
 * It names the browser, not the person; without storage it is a fresh id each time.
 */
export const DEVICE_ID_KEY = 'deviceId';

export function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_ID_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** The header the sign-up and sign-in calls carry. */
export const deviceHeader = () => ({ [DEVICE_ID_HEADER]: deviceId() });
