import { SUSPEND_REASON, type AdminUserItem } from '@spruik/shared';
import type { AdminUserRow } from './operator.repository';

/** One account as the operator sees it: active, suspended (it was live; why and when) or pending (never live). */
export function presentAdminUser(u: AdminUserRow): AdminUserItem {
  return {
    _id: u.id,
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    isActive: u.isActive,
    status: u.isActive ? 'active' : u.suspendedAt ? 'suspended' : 'pending',
    suspension:
      !u.isActive && u.suspendedAt
        ? { reason: u.suspendedReason ?? SUSPEND_REASON.operator, at: u.suspendedAt.toISOString() }
        : null,
    membership: u.membership,
    latitude: u.latitude,
    longitude: u.longitude,
    level: u.level,
    legendCode: u.legendCode,
    energy: u.energy,
    instagramId: u.instagramId,
    tiktokId: u.tiktokId,
    youtubeId: u.youtubeId,
    instagramFollowers: u.instagramFollowers,
    tiktokFollowers: u.tiktokFollowers,
    youtubeFollowers: u.youtubeFollowers,
    socialDeclinedReason: u.socialDeclinedReason,
    connectedPlatforms: u.connectedPlatforms ?? [],
    createdAt: u.createdAt.toISOString(),
    details:
      u.orgName !== null
        ? { name: u.orgName, abn: u.abn ?? '', address: u.address, websiteLink: u.websiteLink, logo: u.logo }
        : null,
  };
}
