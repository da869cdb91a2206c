/**
 * The local session: token, role, user_login_id, name, logo, instagramId, tiktokId,
 * youtubeId in localStorage. Signing out clears all of localStorage, as the sign-in page does, but for the sign-in
 * device token: it is no session, only the server's proof that this browser signed in before (its own budget
 * under the sign-in limits, docs/security.md).
 */
import { ROLES } from '@spruik/shared';
import { DEVICE_ID_KEY } from './device-id';
import { forgetSavedAnswers } from './saved-answers';

export const SESSION_KEYS = {
  token: 'token',
  role: 'role',
  userId: 'user_login_id',
  name: 'name',
  logo: 'logo',
  instagramId: 'instagramId',
  tiktokId: 'tiktokId',
  youtubeId: 'youtubeId',
} as const;

/** "Not now" to push notifications (features/push/ask.ts): the device's answer, kept across sign-outs. */
export const PUSH_NOT_NOW_KEY = 'push_not_now';

/** The sign-in device token the last successful sign-in gave, sent with the next one. */
const DEVICE_TOKEN_KEY = 'signin_device';

export type Session = { token: string; role: number; userId: string };

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const getToken = () => read(SESSION_KEYS.token) || null;

/** The stored role as a number, 0 when there is none. */
export const getRole = () => Number(read(SESSION_KEYS.role)) || 0;

export function getSession(): Session | null {
  const token = getToken();
  if (!token) return null;
  return { token, role: getRole(), userId: read(SESSION_KEYS.userId) ?? '' };
}

export const getDeviceToken = () => read(DEVICE_TOKEN_KEY) || undefined;

export function saveSignIn(data: { accessToken: string; role: number; id: string; deviceToken?: string }) {
  // Another user's saved answers must never show offline (lib/offline.ts).
  forgetSavedAnswers();
  localStorage.setItem(SESSION_KEYS.token, data.accessToken);
  localStorage.setItem(SESSION_KEYS.role, String(data.role));
  localStorage.setItem(SESSION_KEYS.userId, data.id);
  if (data.deviceToken) localStorage.setItem(DEVICE_TOKEN_KEY, data.deviceToken);
}

type ProfileCache = {
  name?: string | null;
  instagramId?: string | null;
  tiktokId?: string | null;
  youtubeId?: string | null;
  details?: { logo?: string | null } | null;
};

/** Mirrors the profile values the session keeps in local storage, after /api/users/me answers. */
export function saveProfileCache(user: ProfileCache) {
  const entries: Array<[string, string | null | undefined]> = [
    [SESSION_KEYS.name, user.name],
    [SESSION_KEYS.logo, user.details?.logo],
    [SESSION_KEYS.instagramId, user.instagramId],
    [SESSION_KEYS.tiktokId, user.tiktokId],
    [SESSION_KEYS.youtubeId, user.youtubeId],
  ];
  if (!getToken()) return;
  for (const [key, value] of entries) {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  }
}

export function clearSession() {
  try {
    // The device id and the sign-in device token outlive the session: they name the browser, not the user
    // (lib/device-id.ts, docs/security.md); so does the device's "Not now" to push notifications (docs/push.md).
    const kept = [DEVICE_ID_KEY, DEVICE_TOKEN_KEY, PUSH_NOT_NOW_KEY].map((k) => [k, read(k)] as const);
    localStorage.clear();
    for (const [k, v] of kept) if (v) localStorage.setItem(k, v);
    // Per-tab state (a quiz in progress) belongs to the user who leaves too.
    sessionStorage.clear();
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}

/** Each role's home (4 is the operator; docs/spec.md, Roles and sign-in). */
export const ROLE_HOME: Record<number, string> = {
  [ROLES.venue]: '/venue_home',
  [ROLES.business]: '/business_home',
  [ROLES.customer]: '/home',
  [ROLES.admin]: '/admin',
};

export const homeFor = (role: number) => ROLE_HOME[role] ?? '/signin';
