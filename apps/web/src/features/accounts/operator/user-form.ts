import { z } from 'zod';
import { adminUserUpdateRequest, check, ROLES, type AdminUserItem } from '@spruik/shared';
import type { AdminUserChanges } from './update-admin-user';
import { coordNumber, coordText, type CoordText } from './coordinates';

/** The user edit form as typed. */
export type UserForm = {
  isActive: boolean;
  level: number;
  membership: number;
  coords: CoordText;
  address: string;
  instagramFollowers: string;
  tiktokFollowers: string;
  youtubeFollowers: string;
};

export const FOLLOWER_FIELDS = [
  ['instagramFollowers', 'Instagram followers'],
  ['tiktokFollowers', 'TikTok followers'],
  ['youtubeFollowers', 'YouTube followers'],
] as const;

export type UserFormField = keyof UserForm | 'latitude' | 'longitude';

const countText = (n: number | null) => (n === null ? '' : String(n));

export function userForm(u: AdminUserItem): UserForm {
  return {
    isActive: u.isActive,
    level: u.level === 2 ? 2 : 1,
    membership: u.membership ?? 1,
    coords: coordText(u),
    address: u.details?.address ?? '',
    instagramFollowers: countText(u.instagramFollowers),
    tiktokFollowers: countText(u.tiktokFollowers),
    youtubeFollowers: countText(u.youtubeFollowers),
  };
}

/** A follower count as typed: '' is unknown (null), "12,500" is 12500; anything else goes as typed, to be refused. */
function countOf(s: string): number | string | null {
  const t = s.trim().replace(/[,\s]/g, '');
  if (!t) return null;
  return /^\d+$/.test(t) ? Number(t) : t;
}

/**
 * The form as PUT /api/admin/users/{id}: only the fields that changed (latitude and longitude together), never
 * another role's. Nothing is checked here: the shared schema does that, with the server's texts.
 */
export function toUserUpdate(u: AdminUserItem, f: UserForm): Record<string, unknown> {
  const start = userForm(u);
  const changes: Record<string, unknown> = {};
  if (f.isActive !== start.isActive) changes.isActive = f.isActive;
  if (u.role === ROLES.customer && f.level !== start.level) changes.level = f.level;
  if (u.role === ROLES.venue) {
    if (f.membership !== start.membership) changes.membership = f.membership;
    if (f.coords.latitude !== start.coords.latitude || f.coords.longitude !== start.coords.longitude) {
      changes.latitude = coordNumber(f.coords.latitude);
      changes.longitude = coordNumber(f.coords.longitude);
    }
    if (f.address.trim() !== start.address.trim()) changes.address = f.address;
  }
  for (const [key] of FOLLOWER_FIELDS) {
    const n = countOf(f[key]);
    if (n !== u[key]) changes[key] = n;
  }
  return changes;
}

/** The user edit form read as the request and checked by its shared schema. */
export const userEditForm = (u: AdminUserItem) =>
  z.preprocess((f: UserForm) => toUserUpdate(u, f), adminUserUpdateRequest);

type Result = { ok: true; changes: AdminUserChanges } | { ok: false; field: UserFormField; message: string };

/** What Save sends (nothing when nothing changed), or the first problem with the server's text and its field. */
export function userChanges(u: AdminUserItem, f: UserForm): Result {
  if (Object.keys(toUserUpdate(u, f)).length === 0) return { ok: true, changes: {} };
  const r = check(userEditForm(u), f);
  if (r.ok) return { ok: true, changes: r.value };
  return { ok: false, field: r.field as UserFormField, message: r.message };
}
