import type { AdminUserItem } from '@spruik/shared';
import type { AdminUserRow } from './admin-users.repository';

/** One account as the operator sees it. status: 'pending' while the account is not active. */
export function presentAdminUser(u: AdminUserRow): AdminUserItem {
  return {
    _id: u.id,
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    isActive: u.isActive,
    status: u.isActive ? 'active' : 'pending',
    membership: u.membership,
    latitude: u.latitude,
    longitude: u.longitude,
    createdAt: u.createdAt.toISOString(),
    details:
      u.orgName !== null
        ? { name: u.orgName, abn: u.abn ?? '', address: u.address, websiteLink: u.websiteLink, logo: u.logo }
        : null,
  };
}
