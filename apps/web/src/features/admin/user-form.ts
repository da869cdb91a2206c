import { ADMIN_LIMITS, ADMIN_MSG, ROLES, type AdminUserItem } from '@spruik/shared';
import type { AdminUserChanges } from './api/update-admin-user';
import { coordText, parseCoords, type CoordText } from './coordinates';

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

/** A follower count as typed: '' is unknown (null); otherwise a whole number 0..2,000,000,000. */
function parseCount(s: string): number | null | undefined {
  const t = s.trim().replace(/[,\s]/g, '');
  if (!t) return null;
  if (!/^\d+$/.test(t)) return undefined;
  const n = Number(t);
  return n <= ADMIN_LIMITS.maxFollowers ? n : undefined;
}

type Result = { ok: true; changes: AdminUserChanges } | { ok: false; field: UserFormField; message: string };

/**
 * What PUT /api/admin/users/{id} should receive: only the fields that changed (latitude and longitude
 * together), checked with the server's texts. Fields of other roles are never sent.
 */
export function userChanges(u: AdminUserItem, f: UserForm): Result {
  const start = userForm(u);
  const changes: AdminUserChanges = {};
  if (f.isActive !== start.isActive) changes.isActive = f.isActive;
  if (u.role === ROLES.customer && f.level !== start.level) changes.level = f.level;
  if (u.role === ROLES.venue) {
    if (f.membership !== start.membership) changes.membership = f.membership;
    if (f.coords.latitude !== start.coords.latitude || f.coords.longitude !== start.coords.longitude) {
      const r = parseCoords(f.coords);
      if (!r.ok) return r;
      changes.latitude = r.value.latitude;
      changes.longitude = r.value.longitude;
    }
    const address = f.address.trim();
    if (address !== start.address.trim()) {
      if (!address) return { ok: false, field: 'address', message: ADMIN_MSG.addressRequired };
      if (address.length > ADMIN_LIMITS.addressMax)
        return { ok: false, field: 'address', message: ADMIN_MSG.addressLong };
      changes.address = address;
    }
  }
  for (const [key] of FOLLOWER_FIELDS) {
    const n = parseCount(f[key]);
    if (n === undefined) return { ok: false, field: key, message: ADMIN_MSG.followersInvalid };
    if (n !== u[key]) changes[key] = n;
  }
  return { ok: true, changes };
}
